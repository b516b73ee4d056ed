Feature: Live updates
  Operators see the world move as it happens: the console follows the server's stream of changes
  instead of waiting for a reload or a refresh timer, and reads a screen again only when the stream
  could not say what changed. Where a screen refreshes on a timer, the timer is the fallback while
  the stream is down.

Rule: Responders working one incident see each other's work as it happens

  Background:
    Given the incident "Checkout down" is listed

  Scenario: A comment another responder posts shows on the open incident without reading it again
    When its page is open
    And "Riley Responder" comments "DB failover done" on it from another browser
    Then the comment "DB failover done" shows on the page
    And the incident was not read again since the page opened

  Scenario: A burst of changes reaches the page as one update
    When its page is open
    And 1000 comments arrive from another browser before the page next draws
    Then the page took them in one update
    And the incident was not read again since the page opened

  Scenario: A change that came without its row, or a stream that lost events, reads the incident once
    When its page is open
    And another browser's comment arrives without its row
    Then the incident was read again 1 time since the page opened
    When the stream says it lost events
    Then the incident was read again 2 times since the page opened

Rule: The Health list and a check's detail follow the checks' runs

  Background:
    Given these checks:
      | id       | status    |
      | checkout | healthy   |
      | payments | unhealthy |
    And the live stream is up

  Scenario: A check that runs and fails moves on the Health list without reading the list again
    Given the dashboard is open
    When check "checkout" runs and fails
    Then the counts read 0 passing and 2 failing
    And the summary has been loaded 1 time

  Scenario: A run of a check the list does not hold yet reads the list once
    Given the dashboard is open
    When check "inventory" runs and passes
    Then the summary has been loaded 2 times

  Scenario: Runs of several checks the list does not hold while it is read make one more read, not one each
    Given the dashboard is open
    And the server is slow to answer the Health list
    When check "inventory" runs and passes
    And check "billing" runs and passes
    And check "search" runs and passes
    Then the summary has been loaded 2 times
    When the server answers the Health list
    Then the summary has been loaded 3 times

  Scenario: While the stream is live the refresh rate rests; when it drops the list refreshes at its rate
    Given the saved refresh choice is "15s"
    And the dashboard is open
    When 60 seconds go by
    Then the summary has been loaded 1 time
    When the live stream drops
    And 15 seconds go by
    Then the summary has been loaded 2 times

  Scenario: A new run of the open check shows on top of its History without reading the history again
    Given check "c1" ran 3 times in the last hour
    When its detail opens with the time range "1h"
    And check "c1" runs and fails with "connection refused"
    Then the history shows 4 runs, the newest failed with "connection refused"
    And the history was asked for 1 time

Rule: A run's page follows its run and its actions

  Background:
    Given the playbook runs are:
      | id    | playbook | status  | created          | requested by | error |
      | run-4 | scale    | running | 2030-01-10T11:30 | admin        |       |
    And a person with the role "editor"
    And the live stream is up

  Scenario: Actions that start and end, and the run ending, show on its page without reading the run again
    When they open run "run-4"
    And the action "scale up" of run "run-4" starts on the stream
    Then the run page shows the step "scale up" as "running"
    When the action "scale up" of run "run-4" completes on the stream
    And run "run-4" ends as "completed" on the stream
    Then the run page shows the step "scale up" as "completed"
    And the run page shows the run as "completed"
    And run "run-4" was read 1 time

  @R002-2-3-07
  Scenario: The run's page reads the run every 5 seconds only while the stream is down
    When they open run "run-4"
    And 5 seconds go by on the run page
    Then run "run-4" was read 1 time
    When the live stream drops
    And 5 seconds go by on the run page
    Then run "run-4" was read 2 times

Rule: The catalog's changes table tails new changes while its Live toggle is on

  Background:
    Given a person with the role "viewer"
    And config "orders-db" has 2 changes in the last hour
    And the live stream is up

  Scenario: A change recorded while Live is off waits; turned on, the table shows it and tails the next ones
    When the change history opens with ""
    And config "orders-db" records the change "scaled to 3 replicas"
    Then the change history lists "change 0, change 1"
    When the Live toggle of the change history is turned on
    Then the change history lists "scaled to 3 replicas, change 0, change 1"
    When config "orders-db" records the changes "scaled to 4 replicas", "scaled to 5 replicas"
    Then the change history lists "scaled to 5 replicas, scaled to 4 replicas, scaled to 3 replicas, change 0, change 1"
    And the changes were read 3 times


Rule: The topology's cards take a component's new health as it changes

  Background:
    Given the component "shop" has the children:
      | name     | status  |
      | checkout | healthy |
      | payments | healthy |
    And the live stream is up

  Scenario: A component that turns unhealthy is recoloured on its card without reading the topology again
    When the topology of "shop" is opened
    And the health of "payments" turns "unhealthy" on the stream
    Then the card of "payments" shows "unhealthy"
    And the topology was read 1 time

  Scenario: A change that came without its row, or a stream that lost events, reads the topology once
    When the topology of "shop" is opened
    And the health of "checkout" changes on the stream without its row
    Then the topology was read 2 times
    When the stream says it lost events
    Then the topology was read 3 times

Rule: The agents list shows an agent online as soon as the server sees it again, and offline once it falls silent

  Background:
    Given a person with the role "admin"
    And agent "edge" was last seen 300 seconds ago
    And the live stream is up

  Scenario: An agent that comes back turns online without reading the list again
    When the agents page opens with ""
    Then agent "edge" is offline
    When the server sees agent "edge" again
    Then agent "edge" is online
    And the agents were read 1 time

  Scenario: An agent that stops pushing turns offline without reading the list again
    Given agent "core" was last seen 30 seconds ago
    When the agents page opens with ""
    Then agent "core" is online
    When 31 seconds pass and the server says agent "core" fell silent
    Then agent "core" is offline
    And the agents were read 1 time
