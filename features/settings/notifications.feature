Feature: Notifications
  Settings → Notifications lists who is told about what, from the notifications summary with the sends
  counted; a person who may write notifications adds them and changes the ones made in the UI.

  Background:
    Given the people "Alice Admin" and "Eddie Editor", the team "sre" and the connection "inbox" of type "webhook" may be told
    And the notifications are:
      | name        | events       | recipient | source | sent | failed | most common error       |
      | on-failures | check.failed | sre       | UI     | 3    | 2      | receiver answered 500   |
      | from-git    | check.passed | inbox     | GitOps | 0    | 0      |                         |

  @R002-2-2-78
  Scenario: The table shows each notification's sends
    Given a person with the role "admin"
    When they open the notifications screen
    Then the table shows 2 rows
    And the notification "on-failures" shows 3 sent and 2 failed

  @R002-2-2-79
  Scenario Outline: Only a person who may write notifications may add one
    Given a person with the role "<role>"
    When they open the notifications screen
    Then the "Add Notification" button is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | editor | shown     |
      | viewer | not shown |

  @R002-2-2-80
  Scenario: The add button opens the Create Notification form
    Given a person with the role "admin"
    When they open the notifications screen
    And they press the "Add Notification" button
    Then the "Create Notification" form is open

  @R002-2-2-81 @R002-4-10
  Scenario: A notification made in the UI opens in the Edit Notification form; one from elsewhere does not
    Given a person with the role "admin"
    When they open the notifications screen
    And they open the notification "on-failures"
    Then the "Edit Notification" form is open
    When they cancel the form
    And they open the notification "from-git"
    Then no form is open

  @R002-2-2-82
  Scenario: The failed count opens the most common error
    Given a person with the role "admin"
    When they open the notifications screen
    Then the failed count of "on-failures" opens "receiver answered 500"
    And the failed count of "from-git" opens nothing

  @R002-2-2-83
  Scenario: The breadcrumb leads to the jobs that send them
    Then the notifications breadcrumb links to "/settings/jobs"

  @R002-5-11
  Scenario: A notification needs events
    Given a person with the role "admin"
    When they open the notifications screen
    And they create the notification "quiet" on no events for the person "Alice Admin"
    Then the form says "This field is required" under events
    And the table shows 2 rows

  @R002-9-20
  Scenario: A notification may be sent on the events of the specs
    Then a notification may be sent on "check.failed, check.passed, component.healthy, component.unhealthy, component.unknown, component.warning, config.created, config.deleted, config.healthy, config.unhealthy, config.unknown, config.updated, config.warning, playbook.approval.inserted, playbook.spec.approval.updated"

  @R002-4-09
  Scenario: Choosing a recipient kind clears the other two
    Given a person with the role "admin"
    When they open the notifications screen
    And they open the notification "on-failures"
    And they switch the recipient to "Others" and pick "inbox"
    And they switch the recipient to "Person" and pick "Alice Admin"
    Then the form's recipient is the person "Alice Admin" with no team and no connections

  @R002-8-13
  Scenario: Updating a notification says so
    Given a person with the role "admin"
    When they open the notifications screen
    And they open the notification "on-failures"
    And they save it on "check.failed, check.passed"
    Then the screen says "Notification updated successfully"

  @R002-8-32
  Scenario: A refused save is shown as a toast with the server's message
    Given a person with the role "admin"
    And the server refuses the next update with "duplicate key value violates unique constraint"
    When they open the notifications screen
    And they open the notification "on-failures"
    And they save it on "check.failed"
    Then the screen says "duplicate key value violates unique constraint"

  @R002-8-33
  Scenario: The connection picker's load failure is shown as a toast
    Given the recipients cannot be loaded: "connections are unreachable"
    When the notification form's choices load
    Then they are told "connections are unreachable"

  @R002-7-2-08 @R002-7-2-09 @R002-7-2-10
  Scenario: What the console sends for the list, a create and an update
    Given a person with the role "admin"
    And the console talks to a server holding the notification "on-failures" for the team "sre"
    When they open the notifications screen
    Then the console read "notifications_summary" ordered by "created_at.desc,id.asc" with person, team and created_by expanded
    When they create the notification "pager" on "check.failed" for the person "Alice Admin"
    Then the create sent created_by as the signed-in person
    When they open the notification "on-failures"
    And they switch the recipient to "Others" and pick "inbox"
    And they save it on "check.failed"
    Then the update sent person_id null, team_id null and custom_services naming "inbox"
