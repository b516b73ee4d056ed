Feature: Health dashboard and check detail
  The /health page lists every check with its health, uptime and latency; a check opens in a full-size
  detail with its history. Times in these scenarios are in UTC.

  Background:
    Given it is "2024-06-12T10:30:00Z"

  Rule: Refreshing the dashboard

    @R000-2-4-18 @R000-4-19 @R002-9-25
    Scenario: The refresh options
      When the health page is shown at "/health?timeRange=15m"
      Then its Refresh picker offers None, 15s, 30s, 60s, 2m, 3m, 5m, 10m and 15m

    @R000-4-21 @R000-4-22
    Scenario Outline: A longer time range disables the fast refresh options
      When the time range is "<range>"
      Then the disabled refresh options are "<disabled>"

      Examples:
        | range | disabled           |
        | 15m   |                    |
        | 1h    | 15s, 30s           |
        | 2h    | 15s, 30s           |
        | 3h    | 15s, 30s, 2m, 3m   |
        | 1w    | 15s, 30s, 2m, 3m   |

    @R000-4-23
    Scenario Outline: A choice the time range disables falls back to the next allowed option
      Given the saved refresh choice is "<chosen>"
      When the time range is "<range>"
      Then the dashboard refreshes every "<rate>"

      Examples:
        | chosen | range | rate |
        | 15s    | 1h    | 60s  |
        | 30s    | 3h    | 60s  |
        | 2m     | 3h    | 5m   |
        | 3m     | 1d    | 5m   |
        | 5m     | 1y    | 5m   |
        | 15s    | 15m   | 15s  |

    @R000-4-20 @R000-4-23 @R002-9-30
    Scenario: The refresh choice is saved locally and comes back with a shorter range
      Given the dashboard is open
      When the refresh rate "30s" is chosen
      Then the refresh choice saved in the browser is "30s"
      When the time range "3h" is chosen
      Then the dashboard refreshes every "60s"
      And the refresh choice saved in the browser is "30s"
      When the time range "15m" is chosen
      Then the dashboard refreshes every "30s"

    @R000-2-4-18 @R000-4-19
    Scenario: The dashboard reloads the checks at the chosen rate, keeping them on screen meanwhile
      Given these checks:
        | id | name |
        | c1 | a    |
      And the dashboard is open
      When the refresh rate "15s" is chosen
      And 14 seconds go by
      Then the summary has been loaded 1 time
      When 1 more second goes by
      Then the summary has been loaded 2 times
      And the checks stayed on screen while reloading

    @R000-4-19
    Scenario: With None the dashboard does not reload by itself
      Given the dashboard is open
      When 3600 seconds go by
      Then the summary has been loaded 1 time

  Rule: The dashboard's URL and choices

    @R000-2-4-01 @R000-2-4-03 @R000-2-4-04
    Scenario: Every dashboard parameter survives the URL
      When the dashboard URL is 'timeRange=3h&checkId=c1&layout=card&labels={"env:prod":1,"tier:db":-1}&query=api&groupBy=type&tabBy=agent_id&hidePassing=false&sortBy=latency&sortDesc=true&pivotBy=env&pivotLabel=team&pivotCellType=uptime'
      Then writing the dashboard state back gives the same URL

    @R000-2-4-02 @R000-2-4-06 @R000-2-4-08 @R000-2-4-13
    Scenario: The defaults of a fresh dashboard
      When the dashboard URL is ""
      Then the layout is "table"
      And Group By is "canary_name"
      And Tab By is "namespace"
      And Hide Passing is on

    @R002-9-31
    Scenario: Group By, Tab By and Hide Passing are remembered under 'healthSettings'
      Given the dashboard is open
      When Group By "type" is chosen
      And Hide Passing is turned off
      Then the browser keeps under "healthSettings" Group By "type", Tab By "namespace" and Hide Passing off
      When the dashboard is opened again without parameters
      Then Group By is "type"
      And Hide Passing is off

    @R000-2-4-04 @R000-2-4-05
    Scenario: The search applies 400 ms after the last keystroke
      Given these checks:
        | id | name        | status    |
        | c1 | api health  | unhealthy |
        | c2 | db ping     | unhealthy |
      And the dashboard is open
      When "ap" is typed in the search box
      And 300 milliseconds go by
      And "api" is typed in the search box
      And 399 milliseconds go by
      Then the dashboard lists c1 and c2
      When 1 more millisecond goes by
      Then the dashboard lists c1
      And the URL holds query "api"

    @R000-2-4-24 @R000-2-4-25
    Scenario: Opening a check puts it in the URL; closing it resets the range to 1h
      Given the dashboard URL is "timeRange=1w"
      And the dashboard is open
      When the row of check "c1" is clicked
      Then the URL is "timeRange=1w&checkId=c1"
      When the check detail is closed
      Then the URL is "timeRange=1h"

  Rule: Filtering, counting and tabs

    @R000-2-4-13 @R000-2-4-17
    Scenario: Hide Passing is on by default; the counts cover passing and failing checks
      Given these checks:
        | id | name | status    |
        | c1 | a    | healthy   |
        | c2 | b    | unhealthy |
        | c3 | c    | unhealthy |
      And the dashboard is open
      Then the dashboard lists c2 and c3
      And the counts read 1 passing and 2 failing
      When Hide Passing is turned off
      Then the dashboard lists c1, c2 and c3

    @R000-2-4-15 @R000-2-4-16
    Scenario: A label is included, excluded, and reset to neutral by clicking its active state
      Given these checks:
        | id | name | status    | labels            |
        | c1 | a    | unhealthy | env=prod          |
        | c2 | b    | unhealthy | env=dev           |
        | c3 | c    | unhealthy | env=prod, tier=db |
      And the dashboard is open
      When "env:prod" is clicked to include
      Then the dashboard lists c1 and c3
      When "tier:db" is clicked to exclude
      Then the dashboard lists c1
      And the URL holds labels '{"env:prod":1,"tier:db":-1}'
      When "tier:db" is clicked to exclude
      Then the dashboard lists c1 and c3

    @R000-2-4-14
    Scenario: The label filter groups values by key and gives true/false labels a toggle
      Given these checks:
        | id | name | labels                  |
        | c1 | a    | env=prod, critical=true |
        | c2 | b    | env=dev, critical=false |
      And the dashboard is open
      Then the label filter offers env with dev and prod
      And the label filter offers a toggle for critical

    Scenario: A label with many values lists its first eight and those in the filter, the rest on Show all
      Given one check for each team from t01 to t12
      And the health page is shown at "/health?labels={%22team:t11%22:-1}"
      Then the team filter lists t01, t02, t03, t04, t05, t06, t07, t08 and t11
      When "Show all 12" is pressed in the team filter
      Then the team filter lists all 12 values
      When "Show fewer" is pressed in the team filter
      Then the team filter lists t01, t02, t03, t04, t05, t06, t07, t08 and t11

    @R000-2-4-09 @R000-2-4-10 @R000-2-4-11 @R000-2-4-12
    Scenario Outline: Tabs follow Tab By, All first, the rest alphabetical
      Given these checks:
        | id | name | namespace | labels  | agent |
        | c1 | a    | web       | team=b  |       |
        | c2 | b    |           | team=a  |       |
        | c3 | c    | apps      |         | edge  |
      And the dashboard is open
      Then Tab By offers namespace, team and Agent
      When Tab By "<tab by>" is chosen
      Then the tabs are "<tabs>"

      Examples:
        | tab by    | tabs                   |
        | namespace | All, apps, none, web   |
        | team      | All, a, b              |
        | agent_id  | All, edge, local       |

    @R000-2-4-10 @R000-2-4-11
    Scenario: A tab shows only its checks
      Given these checks:
        | id | name | namespace | status    |
        | c1 | a    | web       | unhealthy |
        | c2 | b    |           | unhealthy |
      And the dashboard is open
      When the tab "none" is chosen
      Then the dashboard lists c2

  Rule: Grouping the table

    @R000-2-4-07
    Scenario: Group By offers the built-in choices and the label keys
      Given these checks:
        | id | name | labels   |
        | c1 | a    | env=prod |
      And the dashboard is open
      Then Group By offers No Grouping, Group Name, Name, Description, Type and env

    @R000-2-4-21 @R000-2-4-22
    Scenario Outline: Rows group by a field, by the name before its first slash, or by a label
      Given these checks:
        | id | name       | canary | type | description | labels   | status    |
        | c1 | api/health | web    | http | front       | env=prod | unhealthy |
        | c2 | api/ready  | web    | http | front       | env=prod | unhealthy |
        | c3 | db/ping    | db     | tcp  | store       |          | unhealthy |
      And the dashboard is open
      When the table is grouped by "<group by>"
      Then the rows are "<rows>"

      Examples:
        | group by    | rows                                     |
        | canary_name | db/ping; group web: api/health, api/ready |
        | name        | group api: health, ready; db/ping        |
        | type        | group http: api/health, api/ready; db/ping |
        | description | group front: api/health, api/ready; db/ping |
        | env         | group prod: api/health, api/ready; db/ping |
        | no-group    | api/health; api/ready; db/ping           |

  Rule: How health reads

    @R000-4-02 @R000-4-03 @R000-4-04 @R000-4-05
    Scenario Outline: Health colours
      Then the health "<health>" is <colour>

      Examples:
        | health    | colour |
        | degraded  | red    |
        | missing   | red    |
        | unhealthy | red    |
        | unknown   | gray   |
        | suspended | gray   |
        | warning   | orange |
        | mixed     | orange |
        | healthy   | green  |
        | anything  | green  |

    @R000-4-01
    Scenario Outline: A group is good, mixed or bad
      Then a group of "<statuses>" checks is <health>

      Examples:
        | statuses             | health |
        | healthy, healthy     | good   |
        | healthy, unhealthy   | mixed  |
        | unhealthy, unhealthy | bad    |

    @R000-4-06 @R000-2-4-26
    Scenario Outline: The Health cell shows the time since the last run only past 3,600,001 ms
      Given a check that last ran <ms> ms ago with 9 passed and 1 failed runs and a p99 of 1540 ms
      Then its Health cell shows "<age>"
      And its Uptime shows "90%" and its Latency shows "1.54s"

      Examples:
        | ms      | age   |
        | 60000   |       |
        | 3600001 |       |
        | 3600002 | 1h    |
        | 3900000 | 1h 5m |

  Rule: The check detail

    @R000-4-07 @R000-4-08 @R000-4-09 @R000-4-10 @R000-4-11 @R000-4-12 @R000-4-13 @R000-4-14 @R000-4-15 @R000-4-16
    Scenario Outline: The detail opens with a range that shows the last run
      Given check "c1" last ran <minutes> minutes ago
      When its detail opens without a time range
      Then the detail's time range is "<range>"

      Examples:
        | minutes | range |
        | 5       | 1h    |
        | 59      | 1h    |
        | 60      | 3h    |
        | 179     | 3h    |
        | 180     | 6h    |
        | 360     | 12h   |
        | 720     | 1d    |
        | 1440    | 2d    |
        | 2880    | 3d    |
        | 4320    | 1w    |
        | 10080   | 2w    |
        | 20160   | 3w    |
        | 30240   | 1mo   |
        | 43200   | 2mo   |
        | 86400   | 3mo   |
        | 129600  | 6mo   |
        | 259200  | 1y    |
        | 518400  | 2y    |
        | 1036800 | 3y    |
        | 1555200 | 5y    |
        | 9999999 | 5y    |

    Scenario: A range in the URL wins over the last run
      Given check "c1" last ran 5 minutes ago
      When its detail opens with the time range "1w"
      Then the detail's time range is "1w"

    @R000-2-5-03 @R000-3-03
    Scenario: The stats of a check
      Given check "c1" has severity "" and a spec severity "critical"
      And over the range the chart counts 3 passed and 1 failed runs with p95 80 ms, p97 95 ms and p99 1200 ms
      When its detail opens with the time range "1h"
      Then the stats read:
        | stat          | value    |
        | Uptime        | 75%      |
        | passed        | 3        |
        | failed        | 1        |
        | Latency (95%) | 80ms     |
        | Latency (97%) | 95ms     |
        | Latency (99%) | 1.2s     |
        | Severity      | Critical |

    @R000-2-5-02
    Scenario Outline: Labels that do not fit collapse into '+N more'
      Then 4 labels of which <fit> fit show "<more>"

      Examples:
        | fit | more    |
        | 1   | +3 more |
        | 3   | +1 more |
        | 4   |         |

    @R000-2-5-05 @R000-2-5-06 @R000-2-5-08
    Scenario Outline: The detail's tabs
      Given check "c1" is linked to component "api" and config "pod-1"
      When its detail opens with the time range "1h"
      Then on a <screen> screen the tabs are "<tabs>"

      Examples:
        | screen | tabs                                      |
        | tall   | History, Spec, Relationships (2)          |
        | short  | History, Graph, Spec, Relationships (2)   |

    @R000-2-5-09
    Scenario: Relationships link to the topology and the catalog
      Given check "c1" is linked to component "api" and config "pod-1"
      When its detail opens with the time range "1h"
      Then the relationship "api" links to "/topology/component-api"
      And the relationship "pod-1" links to "/catalog/config-pod-1"

    @R000-2-5-07
    Scenario: The Spec tab shows the check's spec as YAML
      Given check "c1" has the spec {"url":"http://127.0.0.1:8080/health","responseCodes":[200]}
      When its detail opens with the time range "1h"
      Then the Spec tab reads:
        """
        url: http://127.0.0.1:8080/health
        responseCodes:
          - 200
        """

    @R000-2-5-13
    Scenario Outline: The footer links to the canary's settings or to where the check came from
      Given check "c1" of canary "k1" was created by "<source>"
      When its detail opens with the time range "1h"
      Then the footer link reads "<label>" and goes to "<href>"

      Examples:
        | source         | label                | href                  |
        | UI             | Edit                 | /settings/canaries/k1 |
        | component/c9   | Created by k1-canary | /topology/c9          |
        | kubernetes/u1  | Created by k1-canary | /catalog/u1           |

    @R000-4-17
    Scenario: Run Now shows a success notice and refreshes the check data
      Given check "c1" ran 3 times in the last hour
      And running check "c1" now fails with "connection refused"
      When its detail opens with the time range "1h"
      And Run Now is pressed
      Then the notice "Check ran: failed" is shown as a success
      And the history shows 4 runs, the newest failed with "connection refused"
      And the check, its chart and its history were loaded again

    @R000-2-5-16 @R000-2-5-17
    Scenario Outline: The footer's evidence or incident control
      Given a person with the role "<role>"
      And the features turned off are "<off>"
      Then the <mode> check detail <shown> the control "Link to Incident"

      Examples:
        | role      | off       | mode      | shown         |
        | editor    | none      | full-size | shows         |
        | responder | none      | full-size | shows         |
        | viewer    | none      | full-size | does not show |
        | editor    | incidents | full-size | does not show |
        | admin     | none      | embedded  | does not show |

    @R000-2-5-16
    Scenario: The control attaches the check to an incident as check evidence
      Then linking check "c1" named "api/health" to an incident attaches evidence of type "check" for the check "c1" described "api/health"

  Rule: The run history

    @R000-2-5-10 @R000-2-5-11
    Scenario: The history filters' choices, and what a choice asks for
      Given check "c1" ran 120 times in the last 2 hours
      When the health page is shown at "/health?checkId=c1&timeRange=1h"
      Then the History tab's Status filter offers All, Healthy and Unhealthy
      And the History tab's Duration filter offers All, 100ms, 500ms, 1s, 5s, 10s and 30s
      When "Unhealthy" is picked in the History tab's Status filter
      And "250ms" is typed in the History tab's Duration filter and Enter is pressed
      Then the history was asked for:
        | check | after                    | status | duration at least | page size | page index |
        | c1    | 2024-06-12T09:30:00.000Z | 0      | 250               | 50        | 0          |

    @R000-5-11 @R000-5-13
    Scenario Outline: A custom duration is a number with ms or s; seconds become milliseconds
      Then the duration "<typed>" filters runs of at least <ms> ms

      Examples:
        | typed | ms    |
        | 250ms | 250   |
        | 2s    | 2000  |
        | 1.5s  | 1500  |
        | 30s   | 30000 |

    @R000-5-11 @R000-5-12
    Scenario Outline: Anything else is refused with the exact message
      Then the duration "<typed>" is refused with "duration is allowed only in milli seconds & seconds"

      Examples:
        | typed |
        | 5m    |
        | 1h    |
        | 100   |
        | fast  |

    @R000-5-14 @R002-7-3-02
    Scenario: The history asks for runs after the range start, by status and duration, one page at a time
      Given check "c1" ran 120 times in the last 2 hours
      When its detail opens with the time range "1h"
      And the history Status "Unhealthy" is chosen
      And the history Duration "2s" is chosen
      And the history page 2 is opened
      Then the history was asked for:
        | check | after                    | status | duration at least | page size | page index |
        | c1    | 2024-06-12T09:30:00.000Z | 0      | 2000              | 50        | 1          |

    @R000-3-06 @R000-2-5-12
    Scenario: The history pages through the total the server counted
      Given check "c1" ran 120 times in the last 2 hours
      When its detail opens with the time range "1h"
      Then the history shows 50 of 59 runs on 2 pages
      And the first history row reads "2024-06-12 10:29:00", "1.54s" and "run 1"

    @R000-5-12
    Scenario: An invalid duration keeps the last filter and asks nothing
      Given check "c1" ran 120 times in the last 2 hours
      When its detail opens with the time range "1h"
      And the history Duration "5 minutes" is chosen
      Then the Duration filter says "duration is allowed only in milli seconds & seconds"
      And the history was asked for 1 time

  Rule: The page, its layouts and its table

    @R000-2-1-07
    Scenario: /health is the health dashboard, whatever its query
      Then the route "/health" shows the "Health" page
      And the route "/health?checkId=c1&layout=card" shows the "Health" page

    @R000-2-4-19 @R000-2-4-02
    Scenario: The layout buttons show the results as a table or as cards
      Given these checks:
        | id | name |
        | c1 | a    |
      And the dashboard is open
      Then the results are shown as a table
      When the layout button "Cards" is pressed
      Then the results are shown as cards
      And the URL holds layout "card"
      When the layout button "Table" is pressed
      Then the results are shown as a table

    @R000-2-4-20
    Scenario: The table's columns
      Given these checks:
        | id | name       | canary | status    |
        | c1 | api/health | web    | unhealthy |
      When the health page is shown at "/health"
      Then its table's columns are "Checks, Health, Uptime, Latency and Transition"

    @R000-2-4-23
    Scenario: A group row expands to its checks and folds back
      Given these checks:
        | id | name       | canary | status    |
        | c1 | api/health | web    | unhealthy |
        | c2 | api/ready  | web    | unhealthy |
        | c3 | db/ping    | db     | unhealthy |
      And the dashboard is open
      When the table is grouped by "canary_name"
      Then the table lines are:
        """
        db/ping
        group web (closed)
        """
      When the group "web" is clicked
      Then the table lines are:
        """
        db/ping
        group web (open)
          api/health
          api/ready
        """
      When the group "web" is clicked
      Then the table lines are:
        """
        db/ping
        group web (closed)
        """

  Rule: The check detail's header, chart and footer

    @R000-2-5-01
    Scenario: The header names the check, its kind, namespace, endpoint and agent
      Given check "c1" is the "http" check "api/health" in namespace "web" at "http://127.0.0.1:8080/health" pushed by agent "edge"
      When its detail opens with the time range "1h"
      Then the header shows the name "api/health", the icon of "http", the namespace "web" and the endpoint "http://127.0.0.1:8080/health"
      And the header shows the agent badge "edge"

    @R000-2-5-01
    Scenario: A check of this instance has no agent badge
      Given check "c1" is the "tcp" check "db/ping" in namespace "store" at "127.0.0.1:5432"
      When its detail opens with the time range "1h"
      Then the header shows no agent badge

    @R000-2-5-04
    Scenario: The Time Range selector chooses what the Health Overview chart shows
      Given over the range the chart has 12 points
      When its detail opens with the time range "1h"
      Then the detail shows a "Time Range" selector on "1h" and a "Health Overview" chart of 12 points
      And the chart was last asked for the range "1h" starting "2024-06-12T09:30:00.000Z"
      When the detail's time range "1d" is chosen
      Then the chart was last asked for the range "1d" starting "2024-06-11T10:30:00.000Z"
      And the detail shows a "Time Range" selector on "1d" and a "Health Overview" chart of 12 points

    Scenario: A check that started failing right after a deployment shows that change on its chart
      Given check "c1" passed until 30 minutes ago and has failed since
      And config "payments" related to check "c1" recorded a "Deployment" change 33 minutes ago: "Rolled out payments v2.4.0"
      And config "payments" recorded a "diff" change 3 hours ago, before the range
      When its detail opens with the time range "1h"
      Then the Health Overview marks 1 change: "Deployment on payments" 3 minutes before the first failure
      And the mark's hover card reads "Rolled out payments v2.4.0" and links to "/catalog/config-payments/changes"

    Scenario: A related component whose health turned right before the check failed shows that on the chart, beside the changes
      Given check "c1" passed until 30 minutes ago and has failed since
      And component "payments-db" related to check "c1" turned from "healthy" to "unhealthy" 32 minutes ago
      And component "payments-db" related to check "c1" turned from "unknown" to "healthy" 180 minutes ago
      When its detail opens with the time range "1h"
      Then the Health Overview marks 1 change: "payments-db turned unhealthy" 2 minutes before the first failure
      And the mark's hover card reads "payments-db went from healthy to unhealthy" and links to "/topology/component-payments-db"

    Scenario: The chart marks a related change and a related component's transition in the order they happened
      Given check "c1" passed until 30 minutes ago and has failed since
      And config "payments" related to check "c1" recorded a "Deployment" change 33 minutes ago: "Rolled out payments v2.4.0"
      And component "payments-db" related to check "c1" turned from "healthy" to "unhealthy" 31 minutes ago
      When its detail opens with the time range "1h"
      Then the Health Overview marks "Deployment on payments, payments-db turned unhealthy"

    @R000-2-5-14
    Scenario Outline: The footer's Run Now button is there for those who may run checks
      Given a person with the role "<role>"
      Then the check detail footer <shown> the button "Run Now"

      Examples:
        | role      | shown         |
        | admin     | shows         |
        | editor    | shows         |
        | commander | does not show |
        | responder | does not show |
        | viewer    | does not show |

  Rule: Export downloads every check the list's filters leave

    Scenario: The Health list exports the checks of its tab, search, labels and Hide Passing from check_summary
      Given these checks:
        | id | name    | status    | labels            | namespace |
        | c1 | api-a   | unhealthy | env=prod          | default   |
        | c2 | api-b   | healthy   | env=prod          | default   |
        | c3 | api-c   | unhealthy | env=prod, tier=db | default   |
        | c4 | web     | unhealthy | env=dev           | shop      |
        | c5 | api-d   | unhealthy | env=prod          | default   |
      And the checks are read from the server
      And the dashboard URL is "?query=api&labels={%22env:prod%22:1,%22tier:db%22:-1}"
      And the dashboard is open
      When the tab "default" is chosen
      Then the dashboard lists c1 and c5
      When they export it as CSV from a server that streams exports holding 2 rows
      Then the export asked "/api/export/check_summary" for the list's filters:
        | parameter  | value                                                                    |
        | deleted_at | is.null                                                                  |
        | and        | namespace.eq.default                                                     |
        | and        | or(name.ilike.*api*,canary_name.ilike.*api*,description.ilike.*api*)     |
        | and        | or(labels->>tier.is.null,labels->>tier.neq.db)                           |
        | and        | labels->>env.in.(prod)                                                   |
        | and        | or(status.is.null,status.neq.healthy)                                    |
        | order      | name.asc,id.asc                                                          |
      And a file "check_summary.csv" was saved with 2 rows under a header

    Scenario: A filter the server refuses fails the Health list's export with the server's message
      Given these checks:
        | id | name | status    |
        | c1 | a    | unhealthy |
      And the checks are read from the server
      And the dashboard is open
      When they export it as CSV from a server that refuses it with "column check_summary.colour does not exist"
      Then the export failed with "The export failed: column check_summary.colour does not exist"
      And no file was saved
