Feature: Hosted identity mode: signing in through an OpenID provider
  A setting chooses how people sign in (DECISIONS §6): the self-hosted mode's own flows, or a hosted
  mode where any OpenID Connect provider signs them in (issue 24). The reference console embeds a
  proprietary sign-in widget; we send the browser to the provider instead (the authorization code flow),
  so its sign-in and sign-up pages are the ones the provider shows. These scenarios drive the built-in
  backend's choice of sign-in pages.

  Rule: A setting selects the identity mode

    @R000-1-01 @R002-1-01 @R002-2-4-08
    Scenario Outline: IDENTITY_MODE decides where /login signs people in
      Given the server's setting IDENTITY_MODE is "<setting>"
      When a browser opens "/login?return_to=/health" on the built-in backend
      Then it is <answer>

      Examples:
        | setting     | answer                                                           |
        | self-hosted | served the console, whose sign-in page runs the identity flows   |
        | hosted      | sent to the provider's sign-in, coming back to "/health"         |

    @R002-2-4-10
    Scenario: In the hosted mode, registration is the provider's too
      Given the server's setting IDENTITY_MODE is "hosted"
      When a browser opens "/registration" on the built-in backend
      Then it is sent to the provider's sign-in
