Feature: Signing in and out through the identity service's flows
  The console signs people in through the self-service flows of its identity service (DECISIONS §1).
  A flow is a form the service describes; the console shows it, posts it back and reacts to what the
  service answers. These scenarios drive the console's sign-in, sign-out and session check against an
  identity service simulated in memory.

  Rule: The sign-in page

    @R002-2-4-01
    Scenario: The sign-in page is titled 'Sign in'
      Then the sign-in page's title reads "Sign in | Mission Control"

    @R002-2-4-05 @R002-2-4-06 @R002-2-4-07
    Scenario Outline: The heading says what kind of sign-in this is
      When I open "<address>"
      Then the heading reads "<heading>"

      Examples:
        | address                   | heading                   |
        | /login                    | Sign In to your account   |
        | /login?refresh=true       | Confirm Action            |
        | /login?aal=aal2           | Two-Factor Authentication |

  Rule: The flow lifecycle

    @R002-4-19
    Scenario: Without a flow in the address a new one is created
      When I open "/login?return_to=/catalog"
      Then a new login flow is created for return target "/catalog"
      And the sign-in form is shown

    @R002-4-19 @R002-2-4-02
    Scenario: With a flow in the address that flow is fetched
      Given the identity service holds login flow "f-42"
      When I open "/login?flow=f-42&return_to=/catalog"
      Then login flow "f-42" is fetched
      And no login flow is created
      And the sign-in form is shown

    @R002-8-51
    Scenario: A flow that cannot be loaded is replaced by a new one
      Given fetching login flow "gone" fails with status 404
      When I open "/login?flow=gone"
      Then a new login flow is created
      And the address becomes "/login"
      And the sign-in form is shown

    @R002-4-20 @R002-7-3-01
    Scenario: Signing in puts the flow in the address and posts the credentials
      When I open "/login?return_to=/catalog"
      And I sign in as "admin@local" with password "demo-password"
      Then the address becomes "/login?flow=<flow>&return_to=%2Fcatalog"
      And the service receives csrf_token, method "password", identifier "admin@local" and password "demo-password"

    Scenario: A successful sign-in returns to where the person was going
      When I open "/login?return_to=/catalog"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/catalog" with a full page load

    Scenario: A successful sign-in without a return target goes to the start page
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/" with a full page load

    @R002-2-4-03
    Scenario: Username and password in the address sign in at once
      When I open "/login?username=viewer@local&password=demo-password"
      Then the service receives csrf_token, method "password", identifier "viewer@local" and password "demo-password"
      And I am sent to "/" with a full page load

    @R002-4-21 @R002-5-25
    Scenario: A refused sign-in shows the service's messages
      Given the service refuses the next sign-in with the message "The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number." and the password message "Property password is missing."
      When I open "/login"
      And I sign in as "admin@local" with password ""
      Then the form shows the message "The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number."
      And the password field shows the message "Property password is missing."

    @R002-4-29
    Scenario: The flow's messages are cleared after 10 seconds
      Given the service refuses the next sign-in with the message "The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number." and the password message "Property password is missing."
      When I open "/login"
      And I sign in as "admin@local" with password ""
      And 9 seconds pass
      Then the form shows the message "The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number."
      When 1 more second passes
      Then the form shows no message
      And the password field shows the message "Property password is missing."

    @R002-4-30
    Scenario: A second submit while the first is in flight is ignored
      Given the service is slow to answer sign-ins
      When I open "/login"
      And I press sign in twice
      Then the service receives 1 sign-in

  Rule: What the console does about the service's error ids

    @R002-8-39
    Scenario: A second factor is required
      Given the service answers the next sign-in with error "session_aal2_required" and status 403 and redirect "/api/.ory/self-service/login/browser?aal=aal2"
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/api/.ory/self-service/login/browser?aal=aal2" with a full page load

    @R002-8-39
    Scenario: A second factor is required and the service names no address
      Given the service answers the next sign-in with error "session_aal2_required" and status 403
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/login?aal=aal2" with a full page load

    @R002-8-40
    Scenario: Someone already signed in goes to the start page
      Given the service refuses new login flows with error "session_already_available" and status 400
      When I open "/login"
      Then I am sent to "/" within the console

    @R002-8-41
    Scenario: A refresh is required
      Given the service answers the next sign-in with error "session_refresh_required" and status 403
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/login?refresh=true&return_to=%2Flogin" with a full page load

    @R002-8-42
    Scenario: A return target the service does not allow
      Given the service refuses new login flows with error "self_service_flow_return_to_forbidden" and status 400
      When I open "/login?return_to=https://elsewhere.example/"
      Then I see the toast "The return_to address is not allowed."
      And the address becomes "/login"
      And a new login flow is created without a return target
      And the sign-in form is shown

    @R002-8-43
    Scenario: An expired flow
      Given the service answers the next sign-in with error "self_service_flow_expired" and status 410
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I see the toast "Your interaction expired, please fill out the form again."
      And the login flow is started again

    @R002-8-44
    Scenario: A security violation
      Given the service answers the next sign-in with error "security_csrf_violation" and status 403
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I see the toast "A security violation was detected, please fill out the form again."
      And the login flow is started again

    @R002-8-45
    Scenario: A flow that belongs to someone else is restarted silently
      Given the service answers the next sign-in with error "security_identity_mismatch" and status 403
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I see no toast
      And the login flow is started again

    @R002-8-46
    Scenario: The service asks the browser to go elsewhere
      Given the service answers the next sign-in with error "browser_location_change_required" and status 422 and redirect "/api/.ory/self-service/login/browser?aal=aal2&return_to=%2F"
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/api/.ory/self-service/login/browser?aal=aal2&return_to=%2F" with a full page load

    @R002-8-47
    Scenario: No session
      Given the service answers the next sign-in with error "session_inactive" and status 401
      When I open "/login?return_to=/catalog"
      And I sign in as "admin@local" with password "demo-password"
      Then I am sent to "/login?return_to=%2Flogin%3Freturn_to%3D%2Fcatalog" with a full page load

    @R002-8-48
    Scenario: A flow answering 410 is restarted
      Given the service answers the next sign-in with status 410 and no error id
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then the login flow is started again

    @R002-8-49
    Scenario: Any other error is shown
      Given the service refuses new login flows with status 500 and the message "The identity store is unavailable"
      When I open "/login"
      Then the page shows the error "The identity store is unavailable" with a retry

    @R002-8-50
    Scenario: Sign-in errors show as a toast
      Given the service answers the next sign-in with status 429 and the message "Too many sign-in attempts, wait a minute"
      When I open "/login"
      And I sign in as "admin@local" with password "demo-password"
      Then I see the toast "Too many sign-in attempts, wait a minute"
      And the sign-in form is shown

  Rule: Signing out

    @R002-4-26
    Scenario: The logout flow is fetched on load, and a missing session is no error
      Given I am not signed in
      When the sign-out is prepared for return target "/catalog"
      Then the sign-out is ready

    @R002-4-27 @R002-2-4-26
    Scenario: Signing out ends the session and goes to sign-in
      When the sign-out is prepared for return target "/catalog"
      And I sign out
      Then the service ends the session with return target "/login?return_to=%2Fcatalog"
      And I am sent to "/login?return_to=%2Fcatalog" with a full page load

    @R002-4-28
    Scenario: A failed sign-out still goes to sign-in
      Given ending the session fails
      When the sign-out is prepared for return target "/catalog"
      And I sign out
      Then I am sent to "/login?return_to=%2Fcatalog" with a full page load

  Rule: The session check

    @R002-4-33
    Scenario: Without a session the check goes to sign-in
      Given whoami answers 401
      When the session is checked on the way back to "/catalog"
      Then I am sent to "/login?return_to=%2Fcatalog" within the console

    @R002-4-32
    Scenario Outline: A session that needs a second factor goes to the second factor
      Given whoami answers <status>
      When the session is checked on the way back to "/catalog"
      Then I am sent to "/login?aal=aal2&return_to=%2Fcatalog" within the console

      Examples:
        | status |
        | 403    |
        | 422    |

    @R002-4-34
    Scenario: Any other failure of the check is shown
      Given whoami answers 500
      When the session is checked on the way back to "/catalog"
      Then the session check shows an error with a retry

    Scenario: A valid session goes back where it came from
      When the session is checked on the way back to "/catalog"
      Then I am sent to "/catalog" within the console

  Rule: What text nodes show

    @R002-3-58 @R002-3-59
    Scenario: The list of recovery codes shows each code, and 'Used' for a used one
      Given a recovery-code list with the codes "ab12cd34" unused, "ef56gh78" used and "jk90mn12" unused
      Then the list shows "ab12cd34", "Used" and "jk90mn12"
