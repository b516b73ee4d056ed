Feature: Jobs History
  Settings → Jobs History lists the runs of the background jobs (seed 002 §2.2): a filter bar over
  name, resource type, status, run duration and time range, all kept in the URL, and the runs newest
  first, each linking to its resource, with its details when it has any. The job history is simulated
  in memory, except where a scenario says what the console sends to Mission Control.

  Background:
    Given a person with the role "viewer"
    And the job history holds:
      | name              | status  | resource type  | resource id | minutes ago | duration | errors       |
      | SyncCanaryJobs    | SUCCESS | system         | sync        | 5           | 120      |              |
      | ConfigScraper     | FAILED  | config_scraper | s-1         | 10          | 65000    | bad.yaml:3   |
      | ConfigScraper     | WARNING | config_scraper | s-2         | 20          | 2000     | slow.yaml:1  |
      | CleanupJobHistory | SKIPPED | system         | cleanup     | 30          | 5        |              |
      | Canary            | STOPPED | canary         | c-1         | 40          | 900      |              |
      | Canary            | FAILED  | canary         | c-1         | 4320        | 900      | timeout      |

  @R002-2-2-62 @R002-2-2-63
  Scenario: The page has a filter bar and a table
    When they open the jobs history
    Then the filter bar offers "name, resource_type, status, runDuration" and a time range
    And the table shows 4 rows

  @R002-2-2-64 @R002-9-13 @R002-9-14
  Scenario: By default successes are left out, the last two days are shown, newest first
    When they open the jobs history
    Then the status filter reads "SUCCESS:-1"
    And the time range reads "Last 2 days"
    And the runs listed are "ConfigScraper FAILED, ConfigScraper WARNING, CleanupJobHistory SKIPPED, Canary STOPPED"

  @R002-2-2-65
  Scenario Outline: The time range may be relative, mapped or absolute
    When they open the jobs history
    And they pick the <kind> time range "<range>"
    Then the page's rangeType is "<kind>"
    And the table shows <rows> rows

    Examples:
      | kind     | range                                     | rows |
      | relative | now-7d                                    | 5    |
      | relative | now-15m                                   | 1    |
      | mapped   | Yesterday                                 | 0    |
      | absolute | 2024-06-09T00:00:00Z/2024-06-09T12:00:00Z | 1    |

  @R002-2-2-67
  Scenario: The page keeps its page, size, filters and sort in the URL
    When they open the jobs history at "?pageIndex=1&pageSize=2&status=&sortBy=durationMillis&sortOrder=asc"
    Then the runs listed are "Canary STOPPED, ConfigScraper WARNING"
    When they set the name filter to "ConfigScraper:1"
    And they set the runDuration filter to "60000"
    Then the jobs history's URL is "pageSize=2&sortBy=durationMillis&sortOrder=asc&name=ConfigScraper%3A1&status=&runDuration=60000"
    And the runs listed are "ConfigScraper FAILED"

  @R002-2-2-67
  Scenario: The page size is 50 on this page
    When they open the jobs history
    Then the job history was asked for page 0 of 50

  @R002-2-2-63
  Scenario: Filtering by resource type
    When they open the jobs history
    And they set the resource_type filter to "canary:1"
    Then the runs listed are "Canary STOPPED"

  @R002-4-04 @R002-4-05
  Scenario: STOPPED shows in the table but the status filter does not offer it
    When they open the jobs history
    Then the status filter offers "RUNNING, SUCCESS, WARNING, FAILED, SKIPPED"
    And the runs listed include "Canary STOPPED"

  @R002-2-2-70 @R002-2-2-71 @R002-2-2-72 @R002-2-2-73 @R002-2-2-74 @R002-2-2-75
  Scenario Outline: A run links to its resource by its type
    Given a run of "<type>" on the resource "<id>"
    When they open the jobs history
    Then that run links to "<link>"

    Examples:
      | type           | id  | link                     |
      | agent          | a-1 | /settings/agents?id=a-1  |
      | canary         | c-9 | /settings/canaries/c-9   |
      | config_scraper | s-9 | /catalog/scrapers/s-9    |
      | topology       | t-9 | /settings/topologies/t-9 |
      | config_item    | i-9 | /catalog/i-9             |
      | playbook       | p-9 | /playbooks/p-9           |

  @R002-2-2-76 @R002-2-2-77
  Scenario Outline: The detail modal opens on the first tab that has something, and only when one has
    Given a run whose details hold <details>
    When they open the jobs history
    Then that run's details <offer>

    Examples:
      | details                                  | offer                                                           |
      | errors and a scrape summary              | open on "Errors" of "Errors, Scrape Summary"                    |
      | a scrape summary and a reconcile summary | open on "Scrape Summary" of "Scrape Summary, Reconcile Summary" |
      | a reconcile summary                      | open on "Reconcile Summary" of "Reconcile Summary"              |
      | nothing                                  | are not offered                                                 |

  @R002-8-34
  Scenario: A failed load shows an error view with the server's message
    Given the job history fails with "relation job_histories is unavailable"
    When they open the jobs history
    Then the page shows the error "relation job_histories is unavailable"

  @R002-7-2-05 @R002-7-2-06 @R002-9-13
  Scenario: What the page asks Mission Control
    When the jobs history is opened at "?pageIndex=2&runDuration=60000" against Mission Control
    Then the page asks job_histories for "select=*&status=not.in.(SUCCESS)&duration_millis=gte.60000&and=(created_at.gte.\"2024-06-10T10:30:00.000Z\",created_at.lte.\"2024-06-12T10:30:00.000Z\")&offset=100&limit=50&order=created_at.desc.nullslast,id.asc" with an exact count
    And the page shows 120 runs in all

  @R002-7-2-07
  Scenario: The name filter's choices are the job names, ordered by name
    When the jobs history is opened at "" against Mission Control
    Then the page asks job_history_names for "order=name.asc"
    And the name filter offers "CleanupJobHistory, ConfigScraper, SyncCanaryJobs"

  Scenario: Export downloads every run the filters match, not only the page shown
    When the jobs history is opened at "?status=FAILED:1" against Mission Control
    And they export it as CSV from a server that streams exports holding 2345 runs
    Then the export asked "/api/export/job_histories" for the page's filters without its paging, as text/csv
    And a file "job_histories.csv" was saved with 2345 runs under a header

  Scenario: Against a Mission Control without the export route, the browser pages through the list itself
    When the jobs history is opened at "?status=FAILED:1" against Mission Control
    And they export it as CSV from a Mission Control holding 2345 runs
    Then the export asked job_histories for the page's filters 2 times, 2000 rows at a time
    And a file "job_histories.csv" was saved with 2345 runs under a header

  Scenario: A filter the server refuses fails the export with the server's message
    When the jobs history is opened at "?status=FAILED:1" against Mission Control
    And they export it as CSV from a server that refuses it with "column job_histories.colour does not exist"
    Then the export failed with "The export failed: column job_histories.colour does not exist"
    And no file was saved
