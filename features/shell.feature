Feature: The application shell
  The frame around every page: where "/" leads, the sidebar and its entries, the top bar with its help
  and user menus, the kubeconfig dialog, the loading skeleton, toasts and page titles. This describes
  the self-hosted mode; the hosted mode (organization switcher, user button) comes with its own issue
  (DECISIONS §6).

  Rule: "/" leads to the topology, or to the first area the person may read

    @R000-2-1-01 @R002-2-4-27
    Scenario: "/" goes to the topology
      Given a person with the role "viewer"
      And every area of the console exists
      When they open "/"
      Then they are sent to "/topology"

    Scenario: With the topology turned off, "/" goes to the first area they see
      Given a person with the role "viewer"
      And every area of the console exists
      And the feature flag "topology.disable" is "true"
      When they open "/"
      Then they are sent to "/health"

    # DECISIONS §10a: areas land one issue at a time; until the topology exists "/" goes to the first
    # area the person may read.
    Scenario: Before the topology exists, "/" goes to the first area they may read
      Given a person with the role "admin"
      And the console has only the areas "Health and Feature Flags"
      When they open "/"
      Then they are sent to "/health"

    # DECISIONS §10a: a person who may read none of the areas the console has lands on a page saying so.
    Scenario: A person who may read no area stays on a page saying so, with Sign out
      Given a person with the role "viewer"
      And the console has only the areas "Feature Flags and Users"
      When they open "/"
      Then they stay on "/" on the page "Nothing to show yet"
      And that page offers "Sign out", which goes to "/logout"

  Rule: Pages render only once the feature flags have loaded, except the public topology view

    @R000-2-1-14 @R002-2-2-04
    Scenario: Pages wait for the feature flags; the public topology view does not
      Given the server is slow to answer the feature flags
      When the console starts
      Then the page at "/health" waits for the feature flags
      And the page at "/settings/feature-flags" waits for the feature flags
      And the page at "/view/topology/c1?size=2" renders at once
      When the feature flags arrive
      Then the page at "/health" renders
      And the page at "/settings/feature-flags" renders

  Rule: The sidebar folds away and remembers how it was left

    @R000-2-2-01 @R000-2-2-02
    Scenario: The sidebar is 56 units wide, 14 collapsed, and comes back as it was left
      Given a browser that has never opened the console
      When the console opens in that browser
      Then the sidebar is expanded, 56 units wide
      When they collapse the sidebar
      Then the sidebar is collapsed, 14 units wide
      When they come back to the console later
      Then the sidebar is collapsed, 14 units wide
      When they expand the sidebar
      And they come back to the console later
      Then the sidebar is expanded, 56 units wide

    @R000-2-2-03
    Scenario Outline: On a window narrower than 1024 px a click outside the open sidebar collapses it
      Given a browser window <width> px wide
      And the sidebar was left <before>
      When the console opens in that browser
      And they click outside the sidebar
      Then the sidebar is <after>

      Examples:
        | width | before    | after     |
        | 1023  | expanded  | collapsed |
        | 800   | expanded  | collapsed |
        | 1024  | expanded  | expanded  |
        | 1440  | expanded  | expanded  |
        | 800   | collapsed | collapsed |

    @R000-2-2-03 @R000-2-2-01
    Scenario: The sidebar collapsed by an outside click stays collapsed next time
      Given a browser window 800 px wide
      When the console opens in that browser
      And they click outside the sidebar
      And they come back to the console later
      Then the sidebar is collapsed, 14 units wide

  Rule: The sidebar lists the areas in a fixed order, with Settings as a submenu sorted by name

    @R000-2-2-04
    Scenario: The main entries, then Settings
      Given a person with the role "admin"
      And every area of the console exists
      Then the sidebar lists "Dashboard, Health, Incidents, Catalog, Logs, Playbooks and Settings"

    # The resource tables of seed 000 §2.2 are Catalog Scrapers, Health Checks, Incident Rules,
    # Playbooks, Teams and Topology; Users is its own screen.
    @R000-2-2-05 @R002-2-2-01
    Scenario: The Settings submenu, sorted by name
      Given a person with the role "admin"
      And every area of the console exists
      Then the Settings submenu lists "Agents, Catalog Scrapers, Connections, Event Queue, Feature Flags, Health Checks, Incident Rules, Integrations, Jobs History, Log Backends, Notifications, Playbooks, Teams, Topology and Users"

    @R000-2-2-08
    Scenario: A viewer has no Settings submenu
      Given a person with the role "viewer"
      And every area of the console exists
      Then the sidebar lists "Dashboard, Health, Incidents, Catalog, Logs and Playbooks"
      And there is no Settings submenu

    @R000-2-2-06
    Scenario: A disabled feature's entry is not shown, nor the entries of its children
      Given a person with the role "admin"
      And every area of the console exists
      And the feature flag "health.disable" is "true"
      Then the sidebar lists "Dashboard, Incidents, Catalog, Logs, Playbooks and Settings"
      And the Settings submenu leaves out "Health Checks and Jobs History"

    @R000-2-2-07
    Scenario: An entry the person may not read is not shown
      Given a person with the role "editor"
      And every area of the console exists
      Then the Settings submenu leaves out "Connections and Users"
      And the Settings submenu lists "Agents, Catalog Scrapers, Event Queue, Feature Flags, Health Checks, Incident Rules, Integrations, Jobs History, Log Backends, Notifications, Playbooks, Teams and Topology"

    # DECISIONS §10a: an area whose issue has not landed has no entry, never a placeholder.
    Scenario: An area the console does not have yet has no entry
      Given a person with the role "admin"
      And the console has only the areas "Dashboard, Health and Feature Flags"
      Then the sidebar lists "Dashboard, Health and Settings"
      And the Settings submenu lists "Feature Flags"

  Rule: The top bar has a refresh button, a help menu and the user menu

    @R000-2-2-09
    Scenario: Refresh and the Docs link
      Given the console shows the Feature Flags page
      When the "Refresh" button of the top bar is pressed
      Then the page loads its feature flags again
      And the top bar's "Help" menu links "Docs" to "https://docs.flanksource.com"

  Rule: The user menu greets the person and offers their profile, the kubeconfig, the versions and Sign out

    @R000-2-2-11 @R000-2-2-12 @R000-2-2-13 @R000-2-2-14 @R000-2-2-15
    Scenario: The user menu from top to bottom
      Given the signed-in person is "Ada Lovelace"
      And the console's version is "0.1.0" and the server's is "1.4.2"
      When they open the user menu
      Then the user menu reads, from top to bottom:
        | line                              |
        | Hi Ada Lovelace                   |
        | Your Profile, going to /profile-settings |
        | Download kubeconfig               |
        | Frontend 0.1.0 and Backend 1.4.2  |
        | Sign out, going to /logout        |

    # DECISIONS §15: seed 000's "1.0.745" is an example. The frontend version is the version in the
    # console's package.json; the backend version is what GET /api/about answers, and the built-in
    # server ships with the console, so it answers the same package.json's version.
    @R000-1-02 @R000-1-03 @R000-2-2-14
    Scenario: The versions line shows the console's package.json version and the server's /api/about version
      Given the console talks to the built-in server
      When they open the user menu
      Then the versions line reads "Frontend" and "Backend", each with the version in the console's package.json

    Scenario: The greeting uses the name without stray spaces
      Given the signed-in person is "  Grace Hopper "
      When they open the user menu
      Then the user menu starts with "Hi Grace Hopper"

  Rule: Download kubeconfig opens a dialog of three steps

    @R000-2-2-13 @R000-2-2-16
    Scenario: The three steps: download, apply with kubectl, learn more
      When they choose "Download kubeconfig" in the user menu
      Then the dialog "Download kubeconfig" shows the steps:
        | step                         |
        | Download the kubeconfig file |
        | Use it with kubectl          |
        | Learn more                   |
      And its "Learn more" step links "How the Kubernetes proxy works" to "https://docs.flanksource.com/reference/kubeconfig"

    # DECISIONS §13: GET /api/kubeconfig gives the signed-in person a kubeconfig with a fresh access token.
    @R000-2-2-16
    Scenario: The first step downloads the file the server gives, the second applies it with kubectl
      Given the server's /api/kubeconfig answers the file "mission-control-kubeconfig.yaml"
      When they download the kubeconfig
      Then the browser saves "mission-control-kubeconfig.yaml" as YAML
      And the kubectl step reads:
        """
        export KUBECONFIG=~/Downloads/mission-control-kubeconfig.yaml
        kubectl get pods -A
        """

    # DECISIONS §13: without KUBEPROXY_CONNECTION the server answers 503; the dialog says so.
    Scenario: A server with no Kubernetes connection says so
      Given the server has no Kubernetes connection, so /api/kubeconfig answers 503
      When they download the kubeconfig
      Then the kubeconfig step says "The server has no Kubernetes connection configured."
      And the browser saves nothing

    Scenario: Any other failure shows the server's message, and a new try may succeed
      Given the server refuses the kubeconfig with "token service unavailable"
      When they download the kubeconfig
      Then the kubeconfig step says "token service unavailable"
      When the server gives the kubeconfig again
      And they download the kubeconfig
      Then the browser saves "local-kubeconfig.yaml" as YAML

  Rule: While the console starts, a skeleton of the shell shows

    @R000-2-2-24
    Scenario: The loading skeleton
      When the console starts and the server has not yet said who is signed in
      Then it draws a skeleton of "a sidebar, a header, a panel and a panel"

  Rule: Who is signed in

    # Issue 17: the session cookie is HttpOnly; the server keeps a readable hint beside it. Without the
    # hint the answer is known, and asking would leave a failed request in the browser's console.
    Scenario: A visitor who never signed in is sent to sign in without the server being asked
      Given the browser holds no session hint
      When the console checks who is signed in
      Then the browser is sent to sign in
      And the server is not asked who is signed in

  Rule: Toasts

    @R000-2-2-25 @R002-2-4-30
    Scenario: Every toast appears top-right for 5 seconds with a close button
      When a screen says "Feature flag saved" in a toast
      Then the toast "Feature flag saved" shows in the top-right corner
      And the toast "Feature flag saved" is set to stay 5 seconds
      And the close button of the toast "Feature flag saved" closes it

  Rule: Page titles end with the product name after a vertical bar

    @R002-2-4-29
    Scenario: A page's title
      Then the page "Health" is titled "Health | Mission Control"
      And the page "Feature Flags" is titled "Feature Flags | Mission Control"
      And a page without a name is titled "Mission Control"
