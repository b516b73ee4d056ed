Feature: Generic settings tables
  Health checks (canaries), topologies, incident rules and teams are each a table of resources under
  Settings, all kept the same way: a list at /settings/{table}, newest first, with an Add button for
  whoever may write that resource, and an edit page at /settings/{table}/{id} whose Spec tab holds
  the resource's name, labels, schedule and spec. Deleting a resource only marks it deleted.

  Background:
    Given the "topologies" table holds:
      | name     | namespace | source     | labels                              |
      | platform | default   | ConfigFile | team=core, env=prod, tier=1         |
      | edge     | edge      | UI         |                                     |
    And the "canaries" table holds:
      | name  | namespace | schedule  | spec                                                              |
      | demo  | default   | @every 1m | {"http": [{"name": "home", "url": "http://127.0.0.1:9"}], "schedule": "@every 1m"} |

  @R002-2-2-07 @R002-2-2-11
  Scenario: The topology list leaves out the schedule
    Given a person with the role "admin"
    When they open the "Topology" settings list
    Then the list has the columns "Name, Source, Namespace, Job Status, Last Run, Last Failed, Tags, Created, Updated and Created By"

  @R002-2-2-13
  Scenario: The health check list leaves out the namespace
    Given a person with the role "admin"
    When they open the "Health Checks" settings list
    Then the list has the columns "Name, Source, Schedule, Job Status, Last Run, Last Failed, Tags, Created, Updated and Created By"

  @R002-2-2-12
  Scenario Outline: Incident rules and teams leave out the schedule and the namespace
    Given a person with the role "admin"
    When they open the "<kind>" settings list
    Then the list has the columns "Name, Source, Job Status, Last Run, Last Failed, Tags, Created, Updated and Created By"

    Examples:
      | kind           |
      | Incident Rules |
      | Teams          |

  @R002-2-2-10 @R002-2-2-16 @R002-7-2-01
  Scenario: Newest first, a file's source said in words, the first tag and how many more
    Given a person with the role "admin"
    When they open the "Topology" settings list
    Then the list shows, newest first:
      | name     | source               | tags                |
      | edge     | UI                   |                     |
      | platform | Linked to local file | team: core +2 more  |

  @R002-2-2-15
  Scenario: A row opens its edit page
    Given a person with the role "editor"
    When they open the "Topology" settings list
    Then clicking "platform" opens "/settings/topologies/00000000-0000-4000-8000-000000000001"

  @R002-2-2-19
  Scenario: An empty table says so
    Given a person with the role "admin"
    When they open the "Teams" settings list
    Then the table shows 0 rows
    And the screen says nothing

  @R002-2-2-05
  Scenario: Refreshing shows what others added since
    Given a person with the role "admin"
    When they open the "Teams" settings list
    And the "teams" table holds:
      | name | icon   |
      | sre  | people |
    And they refresh the list
    Then the table shows 1 row

  @R002-2-2-06 @R002-6-06
  Scenario Outline: The Add button is offered only to who may write the resource
    Given a person with the role "<role>"
    When they open the "<kind>" settings list
    Then the "Add" button is <shown>

    Examples:
      | role      | kind           | shown     |
      | admin     | Health Checks  | shown     |
      | editor    | Topology       | shown     |
      | commander | Incident Rules | shown     |
      | commander | Health Checks  | not shown |
      | viewer    | Teams          | not shown |

  @R002-2-2-35 @R002-2-2-36 @R002-3-03 @R002-7-2-02
  Scenario: Adding a health check
    Given a person with the role "admin"
    When they open the "Health Checks" settings list
    Then the add form is titled "Add Health Check"
    And the add form links to "Health check docs"
    And the new draft has the namespace "default"
    When they add "api" with the spec "{\"tcp\": [{\"endpoint\": \"127.0.0.1:9\"}]}"
    Then the screen says "Health Check api created"
    And "api" is stored with the namespace "default", created by them
    And the table shows 2 rows

  @R002-3-02 @R002-5-03
  Scenario: A topology's Save waits for a name, and it starts in the default namespace
    Given a person with the role "admin"
    When they open the "Topology" settings list
    Then the new draft has the namespace "default"
    And the add form has no help link
    When they start adding one and type the name ""
    Then its Save button is disabled
    When they press Save anyway
    Then they have stored nothing
    When they type the name "edge"
    Then its Save button is enabled
    When they press Save anyway
    Then the screen says "Topology edge created"
    And the table shows 3 rows

  @R002-5-01
  Scenario: A team needs a name, and says so when it is saved without one
    Given a person with the role "admin"
    When they open the "Teams" settings list
    When they add "" with the spec "{}"
    Then the form says "This field is required" under the name
    And they have stored nothing

  @R002-2-2-20 @R002-2-2-22 @R002-2-2-27
  Scenario Outline: Each kind has its tabs and its own fields
    Given a person with the role "admin"
    And the "teams" table holds:
      | name | icon   |
      | sre  | people |
    When they open the "<kind>" row "<name>"
    Then the edit page shows the tabs "<tabs>"
    And the edit page <icon> an icon field

    Examples:
      | kind       | name     | tabs            | icon   |
      | teams      | sre      | Spec and Members | shows  |
      | topologies | platform | Spec and Job History | has no |

  @R002-2-2-28
  Scenario: A topology's Job History tab shows its own runs
    Given a person with the role "admin"
    And the topology "platform" ran 3 times and another resource once
    When they open the "topologies" row "platform"
    And they open the Job History tab of the edit page
    Then the Job History tab lists 3 runs of the resource

  @R002-2-2-21 @R002-2-2-23 @R002-2-2-24 @R002-9-17
  Scenario: The Spec tab of an existing health check
    Given a person with the role "admin"
    When they open the "canaries" row "demo"
    Then the name and namespace cannot be changed
    And the Spec tab has labels in JSON, a schedule dropdown of "@every 30s, @every 1m, @every 5m, @every 30m, @hourly, @every 6h, @daily and @weekly" and the spec in YAML
    When they change the name to "renamed"
    Then the name and namespace cannot be changed

  @R002-2-2-32 @R002-2-2-33
  Scenario: Editor texts that do not parse are ignored, and an empty one is an empty object
    Given a person with the role "admin"
    When they open the "canaries" row "demo"
    And they type "tcp: [" into the spec editor
    Then the spec is "{\"http\": [{\"name\": \"home\", \"url\": \"http://127.0.0.1:9\"}], \"schedule\": \"@every 1m\"}"
    When they type "{\"team\": \"core\"}" into the labels editor
    Then the labels are "{\"team\": \"core\"}"
    When they type "tcp:\n  - endpoint: 127.0.0.1:9" into the spec editor
    Then the spec is "{\"tcp\": [{\"endpoint\": \"127.0.0.1:9\"}]}"
    When they type "" into the spec editor
    Then the spec is "{}"

  @R002-2-2-25 @R002-2-2-26 @R002-2-2-29
  Scenario: Updating a health check goes back to the list
    Given a person with the role "admin"
    When they open the "canaries" row "demo"
    Then the edit page offers Update and Delete
    When they type "tcp:\n  - endpoint: 127.0.0.1:9" into the spec editor
    And they choose the schedule "@every 5m"
    And they press "Update"
    Then the page says "Health Check demo updated" and goes back to "/settings/canaries"
    And "demo" is stored with the spec "{\"tcp\": [{\"endpoint\": \"127.0.0.1:9\"}], \"schedule\": \"@every 5m\"}"

  @R002-2-2-25
  Scenario: Who may not write the resource sees its spec but cannot change it
    Given a person with the role "commander"
    When they open the "canaries" row "demo"
    Then the edit page offers neither Update nor Delete

  @R002-4-18 @R002-2-2-29
  Scenario: Deleting a topology keeps it, marked deleted, and goes back to the list
    Given a person with the role "admin"
    When they open the "topologies" row "edge"
    And they press "Delete"
    Then they are asked "Delete Topology" before the delete
    When they confirm the delete
    Then the page says "Topology edge deleted" and goes back to "/settings/topologies"
    And "edge" is kept, marked deleted

  Scenario: A refused update keeps the page open with the server's message
    Given a person with the role "admin"
    And the server refuses the next change with "http[0].url: is required"
    When they open the "canaries" row "demo"
    And they press "Update"
    Then the page says "http[0].url: is required" and stays

  @R002-2-2-31
  Scenario: An id with no resource
    Given a person with the role "admin"
    When they open the "canaries" page of the id "00000000-0000-4000-8000-00000000dead"
    Then the edit page says "No resources found"

  @R002-2-2-30
  Scenario: A load error shows the error view
    Given a person with the role "admin"
    And the server cannot load the "canaries" table: "connection refused"
    When they open the "canaries" page of the id "00000000-0000-4000-8000-000000000003"
    Then the edit page shows the error "connection refused" with Retry

  @R002-9-11 @R002-7-2-01 @R002-2-2-18 @R002-2-2-17
  Scenario: The console asks for the newest hundred live rows, uncached, and the local agent is no agent
    Given a person with the role "admin"
    And the server holds the canary "demo" on the local agent, deleted "2026-11-25T10:00:00Z"
    When they open the "Health Checks" settings list
    Then the console asked for "/api/db/canaries_with_status?select=*,created_by(id,name,avatar,email)&deleted_at=is.null&limit=100&order=created_at.desc"
    And the list was asked for without a cache
    And the row shows no agent

  @R002-7-2-02
  Scenario: Adding sends the form's fields and who added it
    Given a person with the role "admin"
    And the server holds the canary "demo" on the local agent, deleted "2026-11-25T10:00:00Z"
    When they open the "Health Checks" settings list
    And they add "api" with the spec "{\"tcp\": [{\"endpoint\": \"127.0.0.1:9\"}]}"
    Then the console sent "POST /api/db/canaries" with:
      """
      {"name": "api", "namespace": "default", "labels": {}, "spec": {"tcp": [{"endpoint": "127.0.0.1:9"}]}, "created_by": "u-scenario"}
      """

  @R002-4-18
  Scenario: Deleting sends deleted_at, never a DELETE
    Given a person with the role "admin"
    And the server holds the canary "demo" on the local agent, deleted "2026-11-25T10:00:00Z"
    When they open the "Health Checks" settings list
    And they delete "demo" from its page
    Then the console sent "PATCH /api/db/canaries" with:
      """
      {"deleted_at": "now()"}
      """

  @R002-2-2-03
  Scenario: Which tables have the generic pages
    Then the generic settings pages are "/settings/canaries, /settings/topologies, /settings/incident_rules and /settings/teams", none for the config scrapers

  @R002-2-2-08
  Scenario: A resource run by an agent carries the agent's name
    Given a person with the role "admin"
    And the "topologies" row "edge" runs on the agent "edge-eu"
    When they open the "Topology" settings list
    Then the list shows, newest first:
      | name     | agent   |
      | edge     | edge-eu |
      | platform |         |

  @R002-2-2-09
  Scenario: The last job's status, with its details when it has any
    Given a person with the role "admin"
    And the server holds the topologies:
      | name   | job_status | job_details                        |
      | failed | FAILED     | {"errors": ["lookup timed out"]}   |
      | quiet  | SUCCESS    | {}                                 |
      | never  |            |                                    |
    When they open the "Topology" settings list
    Then the row "failed" shows the job status "FAILED" with View details
    And the row "quiet" shows the job status "SUCCESS" without View details
    And the row "never" shows the job status "" without View details
