Feature: Feature flags
  Feature flags are properties that switch parts of the console off for everyone: a flag named
  "<feature>.disable" with the value "true" hides that area. Flags set in the server's configuration
  are "local": the screen shows them, but they cannot be changed from the console.

  Background:
    Given the stored feature flags are:
      | name         | value | description |
      | logs.disable | true  | Hide logs   |
    And the server's configuration sets the flag "health.disable" to "true"

  @R002-2-2-57
  Scenario: The screen lists stored and local flags with their columns
    Given a person with the role "admin"
    When they open the feature flags screen
    Then the feature flags table has the columns Name, Description, Value, Source, Created By, Created At and Updated At
    And the flags listed are:
      | name           | value | source |
      | health.disable | true  | local  |
      | logs.disable   | true  | db     |
    And the table shows 2 rows

  @R002-8-04 @R002-6-03
  Scenario: An admin adds a flag
    Given a person with the role "admin"
    When they open the feature flags screen
    And they add the flag "incidents.disable" with the value "true"
    Then the screen says "Feature flag added successfully"
    And the flag "incidents.disable" is stored with the value "true", created by them
    And the flags listed include "incidents.disable" with the value "true"

  @R002-5-13
  Scenario Outline: A flag needs a name and a value
    Given a person with the role "admin"
    When they open the feature flags screen
    And they add the flag "<name>" with the value "<value>"
    Then the form says "please provide all details"
    And no flag is stored

    Examples:
      | name              | value |
      |                   | true  |
      | incidents.disable |       |
      |                   |       |

  @R002-8-05 @R002-2-2-59
  Scenario: An editor updates a stored flag
    Given a person with the role "editor"
    When they open the feature flags screen
    Then the flag "logs.disable" offers Update and Delete
    When they change the flag "logs.disable" to the value "false"
    Then the screen says "Feature flag updated successfully"
    And the flags listed include "logs.disable" with the value "false"

  @R002-8-06 @R002-2-2-59
  Scenario: An admin removes a stored flag
    Given a person with the role "admin"
    When they open the feature flags screen
    And they remove the flag "logs.disable"
    Then the screen says "Feature flag removed successfully"
    And the flags listed do not include "logs.disable"

  @R002-2-2-58 @R002-8-21
  Scenario: A local flag cannot be edited
    Given a person with the role "admin"
    When they open the feature flags screen
    Then the flag "health.disable" offers neither Update nor Delete
    When they open the flag "health.disable"
    Then the screen says "Cannot edit local feature flags"
    And no form is open

  @R002-6-03
  Scenario Outline: Only people with write on feature flags change them
    Given a person with the role "<role>"
    When they open the feature flags screen
    Then they <may> add, update and delete flags
    And the "Add flag" button is <shown>

    Examples:
      | role      | may     | shown     |
      | admin     | may     | shown     |
      | editor    | may     | shown     |
      | commander | may not | not shown |
      | responder | may not | not shown |
      | viewer    | may not | not shown |

  @R002-8-19 @R002-7-2-11
  Scenario: A change the server refuses shows the server's message
    Given a person with the role "admin"
    And the server refuses the next new flag with "duplicate key value violates unique constraint"
    When they open the feature flags screen
    And they add the flag "logs.disable" with the value "false"
    Then the screen says "duplicate key value violates unique constraint"
    And the form is still open with the flag "logs.disable"

  @R000-2-2-06 @R002-6-10
  Scenario: Disabling a feature hides its navigation at once
    Given a person with the role "admin"
    And the flag "logs.disable" is removed from the store
    When they open the feature flags screen
    Then the navigation shows "Log Backends"
    When they add the flag "logs.disable" with the value "true"
    Then the navigation no longer shows "Log Backends"
    And the navigation shows "Feature Flags"
