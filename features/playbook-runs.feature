Feature: Playbook runs
  /playbooks/runs lists the runs, newest first, filtered by playbook, status and time range; a run's page
  shows its actions with their output, refreshes while the run goes on, and offers Approve, Cancel and
  Re-run to who may run playbooks. The runs are simulated in memory.

  Background:
    Given it is "2030-01-10T12:00:00Z"
    And the playbook runs are:
      | id    | playbook | status           | created          | requested by | error              |
      | run-1 | restart  | completed        | 2030-01-10T11:00 | editor       |                    |
      | run-2 | restart  | timed_out        | 2030-01-09T11:00 | editor       | deadline exceeded  |
      | run-3 | scale    | pending_approval | 2030-01-08T11:00 | editor       |                    |
      | run-4 | scale    | running          | 2030-01-10T11:30 | admin        |                    |
      | run-5 | restart  | completed        | 2029-12-20T11:00 | admin        |                    |

  @R002-2-3-04 @R002-2-3-05
  Scenario: The runs of the last 7 days, 150 a page, newest first
    Given a person with the role "viewer"
    When they open the playbook runs
    Then the runs shown are "run-4, run-1, run-2, run-3"
    And the runs are asked 150 at a time

  @R002-2-3-03 @R002-4-06
  Scenario Outline: The runs are filtered by playbook, status and time range
    Given a person with the role "viewer"
    When they open the playbook runs
    And they filter the runs by <filter> "<value>"
    Then the runs shown are "<runs>"

    Examples:
      | filter     | value   | runs                       |
      | playbook   | restart | run-1, run-2               |
      | status     | failed  | run-2                      |
      | status     | pending | run-3                      |
      | status     | running | run-4                      |
      | time range | 30d     | run-4, run-1, run-2, run-3, run-5 |

  @R002-4-06 @R002-4-07
  Scenario: The status filter offers the run statuses, and actions add sleeping and skipped
    Then the run statuses are "running, scheduled, cancelled, completed, failed, pending, waiting"
    And the action statuses are "running, scheduled, cancelled, completed, failed, pending, waiting, sleeping, skipped"

  @R002-2-3-06 @R002-2-3-10
  Scenario: A run's page lists its actions with their status, times, error and result
    Given a person with the role "editor"
    And run "run-1" has the actions:
      | name    | status    | error   | result                              |
      | restart | completed |         | {"stdout":"restarted","stderr":""}  |
      | check   | failed    | refused |                                     |
      | notify  | skipped   |         |                                     |
    When they open run "run-1"
    Then the steps are:
      | name    | status    | error   | stdout    | result    |
      | restart | completed |         | restarted |           |
      | check   | failed    | refused |           |           |
      | notify  | skipped   |         |           | No result |

  @R002-2-3-08
  Scenario: A failed run with an error shows a first step 'Initialization'
    Given a person with the role "editor"
    When they open run "run-2"
    Then the steps are:
      | name           | status | error             | stdout | result |
      | Initialization | failed | deadline exceeded |        |        |

  @R002-2-3-09
  Scenario Outline: The scheduled time shows only while it is to come
    Given a person with the role "editor"
    And run "run-3" is scheduled for "<scheduled>"
    When they open run "run-3"
    Then the scheduled time <shown>

    Examples:
      | scheduled            | shown             |
      | 2030-01-10T13:00:00Z | is shown          |
      | 2030-01-10T11:00:00Z | is not shown      |

  @R002-2-3-11
  Scenario Outline: A log URL is a link only when it is http or https
    Given a person with the role "editor"
    And run "run-1" has the actions:
      | name    | status    | error | result             |
      | collect | completed |       | {"logs":"<logs>"}  |
    When they open run "run-1"
    Then the logs of "collect" are <shown>

    Examples:
      | logs                          | shown         |
      | https://logs.example/run-1    | a link        |
      | http://127.0.0.1:8080/logs/1  | a link        |
      | file:///var/log/run-1.log     | text          |
      | javascript:alert(1)           | text          |

  @R002-2-3-12 @R002-8-12
  Scenario Outline: An action's output downloads as a file named from the playbook and the start time
    Given a person with the role "editor"
    And run "run-1" started at "2030-01-10T11:00:05Z" has the actions:
      | name    | status    | error | result   |
      | restart | completed |       | <result> |
    When they open run "run-1"
    And they download the output of "restart"
    Then the file "<file>" was saved
    And the run page says "Downloaded logs"

    Examples:
      | result                            | file                                 |
      | {"stdout":"restarted"}            | restart-2030-01-10T11-00-05Z.log     |
      | {"code":200,"content":"OK"}       | restart-2030-01-10T11-00-05Z.json    |

  @R002-8-24
  Scenario: A failed download says so
    Given a person with the role "editor"
    And run "run-1" has the actions:
      | name    | status    | error | result                 |
      | restart | completed |       | {"stdout":"restarted"} |
    And downloads fail
    When they open run "run-1"
    And they download the output of "restart"
    Then the run page says "Failed to download logs"

  @R002-2-3-07
  Scenario: A run's page refreshes every 5 seconds until the run ends
    Given a person with the role "editor"
    When they open run "run-4"
    And 5 seconds go by on the run page
    Then run "run-4" was read 2 times
    When run "run-4" ends as "completed"
    And 5 seconds go by on the run page
    And 5 seconds go by on the run page
    Then run "run-4" was read 3 times

  @R002-2-3-02
  Scenario: The requester cannot approve their own run; another approver can
    Given a person with the role "editor"
    And they are "editor"
    When they open run "run-3"
    Then they may approve and cancel the run
    When they approve the run
    Then the run page says "You cannot approve your own run"
    Given they are "admin"
    When they open run "run-3"
    And they approve the run
    Then the run page says "Run approved"
    And run "run-3" is "scheduled"

  @R002-2-3-02
  Scenario: A viewer cannot approve, cancel or re-run
    Given a person with the role "viewer"
    When they open run "run-3"
    Then they may not approve, cancel or re-run the run

  @R002-2-3-02
  Scenario: Re-running an ended run runs it again and goes to the new run
    Given a person with the role "editor"
    And the playbook "restart" can run
    When they open run "run-1"
    And they re-run the run
    Then the run page goes to "/playbooks/runs/run-6"

  @R002-4-08
  Scenario: Each run and action status has an icon of its own
    Then each of the statuses "completed, cancelled, failed, pending, waiting, running, scheduled, sleeping, skipped" has its own icon
