Feature: Team members
  A team's page has a Members tab: who is in the team, with their email, and for people who may
  change teams a way to add several people at once and to take one person out of this team.

  Background:
    Given the people are "Ann, Bob and Cat"

  @R002-2-2-44
  Scenario: A team without members
    Given a person with the role "admin"
    When they open the team's members
    Then the members tab says "You haven't added any team members to the team yet."
    And the members tab offers Add Members and Remove user

  @R002-2-2-45
  Scenario: Members with their name and email
    Given a person with the role "viewer"
    And the team has the members "Bob and Ann"
    When they open the team's members
    Then the members listed are:
      | name | email            |
      | Ann  | ann@example.test |
      | Bob  | bob@example.test |
    And the members tab does not offer Add Members and Remove user

  @R002-2-2-46 @R002-8-16
  Scenario: Adding several people at once
    Given a person with the role "admin"
    And the team has the members "Bob"
    When they open the team's members
    And they open Add Members
    Then the modal "Add users to the team" offers "Ann and Cat", none picked, Add disabled
    When they add "Cat and Ann" to the team
    Then the tab says "Ann, Cat added to the team successfully"
    And the team holds "Ann, Bob and Cat"

  @R002-2-2-45 @R002-8-15
  Scenario: Removing a member
    Given a person with the role "editor"
    And the team has the members "Ann and Bob"
    When they open the team's members
    And they remove "Ann" from the team
    Then the tab says "Ann removed from team successfully"
    And the team holds "Bob"

  @R002-8-20
  Scenario Outline: Failures show the server's message
    Given a person with the role "admin"
    And the team has the members "Ann"
    And the server refuses the next <call> of members with "permission denied for table team_members"
    When they open the team's members
    And they <action>
    Then the tab says "permission denied for table team_members"

    Examples:
      | call    | action                        |
      | add     | add "Bob" to the team         |
      | remove  | remove "Ann" from the team    |

  @R002-8-20
  Scenario: A failed load shows the server's message
    Given a person with the role "admin"
    And the server refuses the next members of members with "connection refused"
    When they open the team's members
    Then the tab says "connection refused"

  Scenario: Removing a member takes them out of this team only
    The reference's call (DELETE /team_members?person_id=eq.{id}) would take the person out of every
    team; the console adds team_id=eq.{team}.
    Given a person with the role "admin"
    And the server holds the team's member "Ann"
    When they open the team's members
    And they remove "Ann" from the team
    Then the console asked to delete the membership of "Ann" in this team only
