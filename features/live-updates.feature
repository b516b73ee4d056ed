Feature: Live updates
  Responders working one incident see each other's work as it happens: the console follows the
  server's stream of changes instead of waiting for a reload, and reads the incident again only when
  the stream could not say what changed.

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
