Feature: Users and their roles
  Settings → Users lists the people who can sign in and the roles that decide what they may do. An
  admin invites people (they set their own password through the code they are sent), adds roles to
  them and deletes them. The people and their roles are simulated in memory.

  Background:
    Given the people who can sign in are:
      | name        | email        | roles  |
      | Admin User  | admin@local  | admin  |
      | Viewer User | viewer@local | viewer |

  @R002-2-2-52
  Scenario: The users table has the columns of the specification
    Given a person with the role "admin"
    When they open the users screen
    Then the users table has the columns Name, Email, Roles, State, Created At and Actions
    And the users listed are "admin@local" and "viewer@local"

  @R002-2-2-54
  Scenario: An admin is offered 'Add Role to User' and 'Invite User'
    Given a person with the role "admin"
    When they open the users screen
    Then they are offered "Add Role to User" and "Invite User"

  @R002-2-2-53
  Scenario Outline: The delete menu appears only with write permission on identities
    Given a person with the role "<role>"
    When they open the users screen
    Then the delete menu is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | editor | not shown |
      | viewer | not shown |

  @R002-5-14 @R002-5-15 @R002-5-16 @R002-5-17 @R002-5-18
  Scenario Outline: An invitation needs a first name, a last name, a valid email and a role
    Given a person with the role "admin"
    When they open the users screen
    And they invite "<first>" "<last>" with the email "<email>" and the role "<role>"
    Then the invite form says "<message>" under <field>
    And nobody is invited

    Examples:
      | first | last     | email     | role   | field      | message                                   |
      |       | Lovelace | ada@local | viewer | first name | Please provide valid first name           |
      | Ada   |          | ada@local | viewer | last name  | Please provide valid last name            |
      | Ada   | Lovelace |           | viewer | email      | Please provide valid email                |
      | Ada   | Lovelace | ada-local | viewer | email      | Entered value does not match email format |
      | Ada   | Lovelace | ada@local |        | role       | Please select any role                    |

  @R002-8-07
  Scenario: An admin invites someone
    Given a person with the role "admin"
    When they open the users screen
    And they invite "Ada" "Lovelace" with the email "ada@local" and the role "viewer"
    Then the screen says "Ada Lovelace invited successfully"
    And "ada@local" is invited with the role "viewer"
    And the users listed include "ada@local"

  @R002-8-19
  Scenario: A refused invitation shows the server's message
    Given the server refuses the next invitation with "A user with the email ada@local already exists"
    And a person with the role "admin"
    When they open the users screen
    And they invite "Ada" "Lovelace" with the email "ada@local" and the role "viewer"
    Then the screen says "A user with the email ada@local already exists"

  @R002-5-19 @R002-5-20
  Scenario Outline: Adding a role needs a person and a role
    Given a person with the role "admin"
    When they open the users screen
    And they add the role "<role>" to "<email>"
    Then the role form says "<message>" under <field>

    Examples:
      | email        | role   | field | message                |
      |              | editor | user  | Please select any user |
      | viewer@local |        | role  | Please select any role |

  @R002-8-08
  Scenario: An admin adds a role to someone, who keeps the roles they had
    Given a person with the role "admin"
    When they open the users screen
    And they add the role "editor" to "viewer@local"
    Then the screen says "Viewer User role updated successfully"
    And "viewer@local" holds the roles "editor, viewer"

  @R002-2-2-55 @R002-8-09
  Scenario: Deleting someone asks first
    Given a person with the role "admin"
    When they open the users screen
    And they delete "viewer@local"
    Then they are asked "Delete User ?" with "Are you sure you want to delete this user ?"
    And nobody is deleted
    When they confirm
    Then the screen says "user deleted successfully"
    And the users listed are "admin@local"

  @R002-2-2-56
  Scenario: Role names in the dropdown are at most 50 characters long
    Then the role "a-custom-role-whose-name-is-much-longer-than-fifty-characters" shows as "a-custom-role-whose-name-is-much-longer-than-fift…"
    And the role "editor" shows as "editor"
