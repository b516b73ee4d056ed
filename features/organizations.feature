Feature: Hosted identity mode: signing in through an OpenID provider, with organizations
  A setting chooses how people sign in (DECISIONS §6): the self-hosted mode's own flows, or a hosted
  mode where any OpenID Connect provider with organizations signs them in (issue 24). In the hosted mode
  the console works for one organization at a time; before showing the console it checks that the person
  is signed in, belongs to an organization and that the organization's instance answers. These scenarios
  drive the hosted mode's organization gate against organizations simulated in memory, and the built-in
  pages the hosted console draws.

  Rule: The hosted mode lets in only a signed-in member of an organization whose instance answers

    @R000-2-2-20
    Scenario: A person who is not signed in goes to /login
      Given the hosted console has no session
      When the hosted console starts
      Then the hosted console goes to "/login"

    @R000-2-2-21
    Scenario: A signed-in person in no organization gets the organization picker
      Given the hosted person belongs to these organizations:
        | id       | name            | personal | backend              |
        | personal | Alice (private) | yes      |                      |
      When the hosted console starts
      Then the hosted console shows the organization picker

    @R000-2-2-22
    Scenario: An organization without a backend URL shows the provisioning screen
      Given the hosted person belongs to these organizations:
        | id     | name        | personal | backend              |
        | beacon | Beacon Labs | no       |                      |
      And the session is for "beacon"
      When the hosted console starts
      Then the hosted console shows "Please wait, instance provisioning in-progress ..."
      And no identity lookup was made

    @R000-2-2-23
    Scenario Outline: An identity lookup that fails with a server error or 404 shows the provisioning screen
      Given the hosted person belongs to these organizations:
        | id   | name            | personal | backend                  |
        | acme | Acme Operations | no       | https://acme.example.com |
      And the session is for "acme"
      And the identity lookup at the organization's backend fails with "<failure>"
      When the hosted console starts
      Then the hosted console shows <screen>
      And the identity lookup asked "https://acme.example.com"

      Examples:
        | failure   | screen                                              |
        | server    | "Please wait, instance provisioning in-progress ..." |
        | not_found | "Please wait, instance provisioning in-progress ..." |
        | forbidden | an error                                            |

    Scenario: An organization whose instance answers shows the console
      Given the hosted person belongs to these organizations:
        | id   | name            | personal | backend                  |
        | acme | Acme Operations | no       | https://acme.example.com |
      And the session is for "acme"
      When the hosted console starts
      Then the hosted console shows the console for "Acme Operations"

  Rule: The organization switcher

    @R000-2-2-17
    Scenario: The switcher hides personal organizations
      Given the hosted person belongs to these organizations:
        | id       | name            | personal | backend                  |
        | acme     | Acme Operations | no       | https://acme.example.com |
        | personal | Alice (private) | yes      |                          |
        | beacon   | Beacon Labs     | no       |                          |
      And the session is for "acme"
      When the hosted console starts
      Then the switcher offers "Acme Operations, Beacon Labs" with "Acme Operations" current

    @R000-2-2-19 @R002-2-4-25 @R000-2-1-05
    Scenario: Selecting an organization re-issues the session and lands on /organizations/orgs-switched
      Given the hosted person belongs to these organizations:
        | id     | name            | personal | backend                  |
        | acme   | Acme Operations | no       | https://acme.example.com |
        | beacon | Beacon Labs     | no       |                          |
      And the session is for "acme"
      When the hosted console starts
      And the person selects "beacon" in the switcher
      Then the session was switched to "beacon"
      And the hosted console goes to "/organizations/orgs-switched"
      And the hosted console shows "Please wait, instance provisioning in-progress ..."

    @R000-2-2-18 @R000-2-2-19 @R002-2-4-25
    Scenario: Creating an organization opens a modal, and creating it switches to it
      Given the hosted person belongs to these organizations:
        | id   | name            | personal | backend                  |
        | acme | Acme Operations | no       | https://acme.example.com |
      And the session is for "acme"
      When the hosted console starts
      And the person asks the switcher to create an organization
      Then the create organization modal is open
      When the person creates the organization "  "
      Then the modal says "This field is required"
      And no organization was created
      When the person creates the organization "Gamma Ops"
      Then the organization "Gamma Ops" was created
      And the create organization modal is closed
      And the hosted console goes to "/organizations/orgs-switched"

  Rule: The hosted console's pages

    Background:
      Given the hosted person belongs to these organizations:
        | id       | name            | personal | backend                  |
        | acme     | Acme Operations | no       | https://acme.example.com |
        | personal | Alice (private) | yes      |                          |
        | beacon   | Beacon Labs     | no       |                          |
      And the session is for "acme"

    @R000-2-2-10
    Scenario: In the hosted mode the top bar has the organization switcher and a user button instead of the user menu
      Given the console runs in the "hosted" identity mode
      When the console is opened at "/health"
      Then the top bar has the organization switcher on "Acme Operations" and a user button
      And the top bar has no user menu

    @R000-2-2-10
    Scenario: In the self-hosted mode the top bar has the user menu and no organization switcher
      Given the console runs in the "self-hosted" identity mode
      When the console is opened at "/health"
      Then the top bar has a user menu
      And the page has no organization switcher

    @R000-2-2-17 @R000-2-2-18
    Scenario: The top bar's switcher lists the person's organizations without the personal one, and creates one in a modal
      Given the console runs in the "hosted" identity mode
      When the console is opened at "/health"
      And the person opens the organization switcher
      Then the switcher lists "Acme Operations, Beacon Labs"
      When the person chooses "Create organization" in the switcher
      Then a modal titled "Create organization" asks for the "Organization name"

    @R000-2-3-01 @R000-2-3-02 @R000-2-3-03 @R000-2-3-04 @R000-2-3-07
    Scenario Outline: In the hosted mode /error is the bad-session page, whose text follows its error_code
      Given the console runs in the "hosted" identity mode
      When the console is opened at "/error<query>"
      Then the page reads "<text>"
      And the page has the organization switcher, the user menu and a "Go back" link to "/"

      Examples:
        | query                   | text                                                                                                   |
        | ?error_code=BAD_SESSION | Bad Session. Please try logging out and logging in again, if the problem persist, please contact us. |
        | ?error_code=EXPIRED     | Unknown error                                                                                          |
        |                         | Unknown error                                                                                          |

    @R000-2-3-07
    Scenario: In the self-hosted mode /error is the flow-error page
      Given the console runs in the "self-hosted" identity mode
      When the console is opened at "/error?error_code=BAD_SESSION"
      Then the page has no organization switcher
      And the page does not read "Bad Session. Please try logging out and logging in again, if the problem persist, please contact us."

    @R002-2-4-24
    Scenario: In the hosted mode /profile-settings leads to the provider's own profile page
      Given the console runs in the "hosted" identity mode
      When the console is opened at "/profile-settings?return_to=/health"
      Then the page's heading is "Profile Management and Security Settings"
      And the page links "Open your profile at the identity provider" to "/api/oidc/profile" in a new tab
      And the page links "Go back" to "/health"
      And the page has no "Change Password" section

    @R000-2-1-05
    Scenario Outline: /organizations/orgs-switched exists in the hosted mode only
      Given the console runs in the "<mode>" identity mode
      When the console is opened at "/organizations/orgs-switched"
      Then the page's heading is "<heading>"

      Examples:
        | mode        | heading               |
        | hosted      | Organization switched |
        | self-hosted | Page not found        |
