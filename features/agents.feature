Feature: Agents
  Agents run elsewhere and push what they see to this console. /settings/agents lists, creates, edits
  and deletes them.

  Background:
    Given it is "2024-06-12T10:30:00Z"
    And a person with the role "admin"

  Rule: Status

    @R000-4-24 @R000-4-25
    Scenario Outline: An agent is online when it was seen less than 61 seconds ago
      Given agent "edge" was last seen <seconds> seconds ago
      Then agent "edge" is <status>

      Examples:
        | seconds | status  |
        | 0       | online  |
        | 60      | online  |
        | 61      | offline |
        | 3600    | offline |

  Rule: The list

    @R000-2-7-03 @R000-2-7-04 @R000-2-7-05
    Scenario: The list opens on page 0 of 50, newest first
      When the agents page opens with ""
      Then the agents are asked for page 0 of 50 sorted "desc"

    @R000-2-7-05
    Scenario: Sorting and paging come from the URL
      When the agents page opens with "pageIndex=2&pageSize=10&sortBy=name&sortOrder=asc"
      Then the agents are asked for page 2 of 10 sorted by "name" "asc"

    @R000-2-7-06 @R000-2-7-07 @R000-2-7-09
    Scenario Outline: The URL opens the agent dialogs
      Given agent "edge" exists with the id "a1"
      When the agents page opens with "<url>"
      Then the <dialog> dialog is open

      Examples:
        | url           | dialog           |
        | id=a1         | edit a1          |
        | addAgent=true | create           |

    @R000-2-7-09
    Scenario: Clicking a row opens its edit dialog
      Given agent "edge" exists with the id "a1"
      When the agents page opens with "pageIndex=1"
      And the row of agent "a1" is clicked
      Then the agents URL is "pageIndex=1&id=a1"

    @R000-2-7-08 @R000-3-01
    Scenario: What a row shows
      Given agent "edge" has 3 configs, 2 checks, 1 scraper and 4 playbook runs, was created by "Admin" and last pushed "2024-06-12T10:29:30Z"
      Then the row of "edge" reads:
        | column        | value                |
        | Name          | edge                 |
        | Configs       | 3                    |
        | Checks        | 2                    |
        | Scrapers      | 1                    |
        | Playbook Runs | 4                    |
        | Status        | online               |
        | Last Pushed   | 2024-06-12T10:29:30Z |
        | Created At    | 2024-06-01T00:00:00Z |
        | Created By    | Admin                |
      And the agent with the all-zero id is the local one

  Rule: Creating and editing

    @R000-5-15 @R000-2-7-10
    Scenario: The name is required
      When the create dialog is submitted without a name
      Then the name field says "This field is required"
      And no agent is created

    @R000-4-26 @R000-2-7-11 @R000-2-7-12 @R000-3-02 @R000-5-16
    Scenario: Next creates the agent and shows the install instructions with its token
      When the create dialog is submitted with the name "edge", the property "region" = "eu" and the Kubernetes scraper every "15m"
      Then the agent "edge" exists with the properties region=eu
      And the form is closed and the install instructions are open
      And the Helm CLI tab has the token and "--set upstream.host=http://127.0.0.1:8080"
      And the Flux tab has the token and "host: http://127.0.0.1:8080"
      And the Helm CLI tab has 'scrapers.kubernetes.interval="15m"'
      And the instructions warn "The access token is shown only once: copy it now, it cannot be shown again."

    @R000-4-27 @R000-4-28 @R000-2-7-10 @R000-5-16
    Scenario: An existing agent keeps its name and saves with Save
      Given agent "edge" exists with the property "region" = "eu"
      When its edit dialog opens
      Then the name is read-only and the button reads "Save"
      When it is submitted with the name "renamed" and the property "region" = "us"
      Then the agent "edge" exists with the properties region=us

  Rule: Deleting

    @R000-4-29 @R000-4-30 @R000-4-31
    Scenario Outline: Deleting asks about the resources, then for confirmation, then deletes with that cleanup flag
      Given agent "edge" exists
      When deleting agent "edge" starts
      Then the question is "Would you like to delete resources created by agent?"
      When "<answer>" is answered
      Then the question is "Are you sure you want to delete agent?"
      And nothing is deleted yet
      When the deletion is confirmed
      Then agent "edge" is deleted with cleanup <cleanup>

      Examples:
        | answer | cleanup |
        | Yes    | on      |
        | No     | off     |

    @R000-4-29 @R000-4-30
    Scenario Outline: Deleting can be cancelled at either question
      Given agent "edge" exists
      When deleting agent "edge" starts
      And <answers>
      And the deletion is cancelled
      Then nothing is deleted yet

      Examples:
        | answers                 |
        | nothing is answered     |
        | "Yes" is answered       |
        | "No" is answered        |

  Rule: The page's header and deleting for good

    @R000-2-7-01
    Scenario: The page's breadcrumb and its refresh button
      When the agents page opens with ""
      Then the agents page's breadcrumb reads "Agents"
      And the agents have been loaded 1 time
      When the agents page's "Refresh agents" button is pressed
      Then the agents have been loaded 2 times

    @R000-4-32
    Scenario: Deleting an agent marks it deleted instead of removing its row
      Given the server holds the live agent "a1"
      When the console deletes agent "a1" without its resources
      Then the server is asked to set deleted_at on agent "a1", if it is not deleted yet
