Feature: Command palette
  Ctrl+K (⌘K on a Mac) or the top bar's search button opens one search over checks, components,
  configs, incidents, playbooks, people and pages, with verbs that act on what it finds. It is driven
  from the keyboard, shows only what the person may do, and remembers what they picked.

  Background:
    Given the estate has
      | kind     | name                 | health    |
      | check    | api-gateway          | unhealthy |
      | check    | checkout-api         | healthy   |
      | check    | api                  | healthy   |
      | config   | payments-db          | warning   |
      | playbook | Restart payments     |           |
      | incident | Payments are slow    | open      |
      | person   | Pat Payne            |           |

  Rule: Finding things

    Scenario: An operator finds a check by part of its name, with its health
      Given a person with the role "editor"
      When they open the palette and type "gateway"
      Then the palette shows under "Checks"
        | name        | health    |
        | api-gateway | unhealthy |

    Scenario: The best match comes first: the exact name, then names that start with it, then a word, then anywhere
      Given a person with the role "viewer"
      When they open the palette and type "api"
      Then the palette shows under "Checks"
        | name         | health    |
        | api          | healthy   |
        | api-gateway  | unhealthy |
        | checkout-api | healthy   |

    Scenario: A person is found by their e-mail address as well as by their name
      Given a person with the role "viewer"
      When they open the palette and type "pat@example"
      Then the palette shows under "People"
        | name      | health |
        | Pat Payne |        |

    Scenario: One or two letters find only names that start with them, or a word in them
      Given a person with the role "viewer"
      When they open the palette and type "ap"
      Then the palette shows under "Checks"
        | name         | health    |
        | api-gateway  | unhealthy |
        | api          | healthy   |
        | checkout-api | healthy   |
      When they open the palette and type "ou"
      Then the palette shows nothing under "Checks"

    Scenario: Results are grouped by kind
      Given a person with the role "admin"
      When they open the palette and type "pay"
      Then the palette's groups are "Actions, Configs, Incidents, Playbooks, People"

    Scenario: One letter filters the palette's own verbs and pages; the server is asked from the second
      Given a person with the role "viewer"
      When they open the palette and type "h"
      Then the palette's groups are "Pages"
      And the palette hints "Type another letter to search checks, components, configs, incidents, playbooks and people"
      And the server was not searched
      When they open the palette and type "he"
      Then the server was searched once, for "he"

    Scenario: The palette asks the server once the operator pauses typing for 30 ms
      Given a person with the role "viewer"
      When they open the palette and type "ap", "api" and "apis" 20 ms apart, then pause 29 ms
      Then the server was not searched
      When they open the palette and type "ap", "api" and "apis" 20 ms apart, then pause 30 ms
      Then the server was searched once, for "apis"

    Scenario: A search the operator typed past is given up, so it does not hold up the next one
      Given a person with the role "viewer"
      And the palette searches a server that has not answered yet
      When they open the palette and type "api"
      And they type "apis" before the server answered
      Then the search for "api" was given up
      And the server is searched for "apis"

    Scenario: What the server found first shows while the rest of the search is on its way
      Given a person with the role "viewer"
      And the palette searches a server that finds the check "api-gateway" at once and has not answered for people yet
      When they open the palette and type "api"
      Then the palette shows the check "api-gateway" while it is still searching

    Scenario: A search that fails says so and keeps the verbs and pages
      Given a person with the role "viewer"
      And the search fails
      When they open the palette and type "sign"
      Then the palette says "The search failed"
      And the palette shows the verb "Sign out"

  Rule: Verbs act through the same machines as the buttons, and only for those who may

    Scenario: An operator runs a check from the keyboard
      Given a person with the role "editor"
      When they open the palette and type "gateway"
      And they press Enter on "Run check api-gateway"
      Then the check "api-gateway" was run
      And the palette toasts "Check ran: passed"
      And the palette is closed

    Scenario: A viewer is offered no write verb
      Given a person with the role "viewer"
      When they open the palette and type "api"
      Then the palette shows no verb that starts with "Run check"
      And the palette shows no verb that starts with "Create incident"

    Scenario: Create incident… opens the create dialog with the found check as evidence
      Given a person with the role "responder"
      When they open the palette and type "gateway"
      And they press Enter on "Create incident… with api-gateway"
      Then the create incident dialog opens with the check "api-gateway" as evidence

    Scenario: Run playbook … on … opens the run dialog on the found config
      Given a person with the role "editor"
      When they open the palette and type "payments"
      And they press Enter on "Run playbook Restart payments on payments-db"
      Then the run dialog opens for "Restart payments" on the config "payments-db"

    Scenario: Go to a settings page named in the area definitions
      Given a person with the role "admin"
      When they open the palette and type "agents"
      And they press Enter on "Go to Agents"
      Then the palette sends the console to "/settings/agents"

    Scenario: Toggle dark mode is a verb
      Given a person with the role "viewer"
      When they open the palette and type "dark"
      And they press Enter on "Toggle dark mode"
      Then the colour mode is toggled

    Scenario: Sign out is a verb
      Given a person with the role "viewer"
      When they open the palette and type "sign"
      And they press Enter on "Sign out"
      Then the palette sends the console to "/logout"

  Rule: Recent picks

    Scenario: What was picked before comes first next time
      Given a person with the role "viewer"
      When they open the palette and type "slow"
      And they press Enter on "Payments are slow"
      And they open the palette again
      Then the first row is "Payments are slow" under "Recent"
