Feature: Event Queue
  Settings → Event Queue shows the events the console is working through and the ones that failed,
  from the event queue summary, the latest failure first.

  Background:
    Given the event queue holds:
      | name              | pending | failed | average attempts | last failed      | most common error     |
      | check.failed      | 2       | 0      | 0                |                  |                       |
      | notification.send | 0       | 3      | 4                | 2030-01-01T10:00 | receiver answered 500 |
      | config.updated    | 0       | 1      | 1                | 2030-01-01T11:00 | config not found      |

  @R002-2-2-60 @R002-7-2-03
  Scenario: The queues are listed with their counts, the latest failure first
    Given a person with the role "admin"
    When they open the event queue screen
    Then the event queue columns are "Name, Pending Count, Error Count, Average Attempts, First Failed At, Last Failed At"
    And the event queue lists "config.updated, notification.send, check.failed"

  @R002-7-2-03
  Scenario: The event queue is read again on every visit, never cached
    Given a person with the role "admin"
    When they open the event queue screen
    And they open the event queue screen
    Then the event queue was read 2 times

  @R002-2-2-61
  Scenario: A row with a most common error opens it
    Given a person with the role "admin"
    When they open the event queue screen
    Then the row "notification.send" opens "Most Common Error for notification.send" saying "receiver answered 500"
    And the row "check.failed" opens nothing
