Feature: Who may see and do what
  The console and the built-in backend decide every permission from a person's roles and one matrix
  (permissions.md). The tables below are that matrix: a product owner corrects a cell here, and the
  scenario fails until the core says the same.

  @R000-6-04 @R002-6-01
  Scenario: The permission matrix is exactly this table
    Then each role may read and write exactly as this table says:
      | resource         | admin       | editor      | commander   | responder   | viewer | guest | agent |
      | database         | read, write | read, write | read        | read        | read   | none  | none  |
      | rbac             | read, write | none        | none        | none        | none   | none  | none  |
      | auth             | read, write | read, write | read        | read        | read   | none  | none  |
      | responder        | read, write | read, write | read, write | read, write | read   | none  | none  |
      | incident         | read, write | read, write | read, write | read, write | read   | none  | none  |
      | evidences        | read, write | read, write | read, write | read, write | read   | none  | none  |
      | comments         | read, write | read, write | read, write | read, write | read   | none  | none  |
      | canaries         | read, write | read, write | read        | read        | read   | none  | none  |
      | catalog          | read, write | read, write | read        | read        | read   | none  | none  |
      | topologies       | read, write | read, write | read        | read        | read   | none  | none  |
      | config_scrapers  | read, write | read, write | read        | read        | read   | none  | none  |
      | identities       | read, write | none        | none        | none        | none   | none  | none  |
      | connections      | read, write | none        | none        | none        | none   | none  | none  |
      | agents           | read, write | read, write | read        | read        | read   | none  | none  |
      | feature_flags    | read, write | read, write | read        | read        | read   | none  | none  |
      | logging_backends | read, write | read, write | read        | read        | read   | none  | none  |
      | integrations     | read, write | read, write | read        | read        | read   | none  | none  |
      | notifications    | read, write | read, write | read        | read        | read   | none  | none  |
      | playbooks        | read, write | read, write | read        | read        | read   | none  | none  |
      | playbook_runs    | read, write | read, write | read        | read        | read   | none  | none  |
      | teams            | read, write | read, write | read        | read        | read   | none  | none  |
      | artifacts        | read, write | read, write | read        | read        | read   | none  | none  |

  @R000-6-01
  Scenario Outline: The roles a person can be given
    Given a person with the roles "admin"
    When they open "<dialog>" on the Users page
    Then its Role field offers admin, editor, commander, responder and viewer

    Examples:
      | dialog           |
      | Invite User      |
      | Add Role to User |

  @R002-6-01
  Scenario: A person holding several roles may do what any of them allows
    Given a person with the roles "viewer and responder"
    Then they may write "incident"
    And they may read "canaries"
    But they may not write "canaries"

  @R000-6-03
  Scenario: A person with no roles is treated as a viewer
    Given a person with no roles
    Then they are treated as "viewer"
    And they may read "database"
    But they may not write "incident"
    And they may not read "connections"

  Scenario: Roles the console does not know give no rights of their own
    Given a person with the roles "superuser"
    Then they are treated as "viewer"
    Given a person with the roles "superuser and editor"
    Then they are treated as "editor"

  Rule: Each guarded action needs write on one resource

    @R002-6-02 @R002-6-03 @R002-6-04 @R002-6-05 @R002-6-06 @R002-2-1-85 @R002-2-2-79 @R002-2-2-85
    @R002-2-3-02 @R001-6-02 @R000-2-7-02 @R002-2-2-53
    Scenario: The guarded actions are exactly this table
      Then each guarded action needs write on the resource in this table:
        | action              | needs write on  |
        | connection.add      | connections     |
        | connection.update   | connections     |
        | connection.delete   | connections     |
        | feature_flag.add    | feature_flags   |
        | feature_flag.update | feature_flags   |
        | feature_flag.delete | feature_flags   |
        | user.invite         | identities      |
        | user.delete         | identities      |
        | user.add_role       | rbac            |
        | health_check.add    | canaries        |
        | scraper.add         | config_scrapers |
        | scraper.save        | config_scrapers |
        | integration.add     | integrations    |
        | integration.edit    | integrations    |
        | notification.add    | notifications   |
        | playbook.create     | playbooks       |
        | playbook.edit       | playbooks       |
        | playbook.delete     | playbooks       |
        | playbook.run        | playbooks       |
        | playbook.rerun      | playbooks       |
        | evidence.attach     | incident        |
        | agent.add           | agents          |

    @R002-6-02 @R002-6-03 @R002-6-04 @R002-6-05 @R002-2-2-53
    Scenario Outline: Only an admin manages connections, users and roles; an editor also manages flags
      Given a person with the roles "<role>"
      Then they <connections> allowed to "connection.add"
      And they <users> allowed to "user.invite"
      And they <users> allowed to "user.delete"
      And they <users> allowed to "user.add_role"
      And they <flags> allowed to "feature_flag.update"

      Examples:
        | role      | connections | users   | flags   |
        | admin     | are         | are     | are     |
        | editor    | are not     | are not | are     |
        | responder | are not     | are not | are not |
        | viewer    | are not     | are not | are not |

    @R001-6-02
    Scenario Outline: People who work incidents may attach evidence
      Given a person with the roles "<role>"
      Then they <may> allowed to "evidence.attach"

      Examples:
        | role      | may     |
        | commander | are     |
        | responder | are     |
        | viewer    | are not |

    @R002-2-3-02 @R002-2-3-14
    Scenario: Every playbook action, 'Edit Playbook' included, needs write on playbooks
      # Decision (permissions.md): seed 002 §2.3 names write on connections for 'Edit Playbook';
      # we gate it on write on playbooks like every other playbook action.
      Given a person with the roles "editor"
      Then they may not write "connections"
      But they are allowed to "playbook.edit"
      And they are allowed to "playbook.create"
      And they are allowed to "playbook.run"
      Given a person with the roles "responder"
      Then they are not allowed to "playbook.edit"
      And they are not allowed to "playbook.rerun"

    @R002-6-06 @R002-2-1-85 @R002-2-2-79 @R002-2-2-85 @R000-2-7-02
    Scenario Outline: Adding checks, scrapers, notifications, integrations and agents needs write on them
      Given a person with the roles "<role>"
      Then they <may> allowed to "health_check.add"
      And they <may> allowed to "scraper.save"
      And they <may> allowed to "notification.add"
      And they <may> allowed to "integration.add"
      And they <may> allowed to "agent.add"

      Examples:
        | role      | may     |
        | editor    | are     |
        | commander | are not |
        | viewer    | are not |

  Rule: Each route needs a permission, read on database unless listed

    @R000-2-1-15 @R002-6-07 @R002-2-2-02
    Scenario: The routes' permissions are exactly this table
      Then each listed route needs the permission in this table, and any other route read on database:
        | route                              | needs              |
        | /settings/users                    | read identities    |
        | /settings/connections              | read connections   |
        | /settings/agents                   | read agents        |
        | /settings/integrations/{type}/{id} | write integrations |
        | /settings/integrations             | read integrations  |
        | /settings/canaries                 | read canaries      |
        | /health                            | read canaries      |
        | /incidents                         | read incident      |
        | /topology                          | read topologies    |
        | /view/topology                     | read topologies    |

    @R000-2-1-15 @R002-6-07
    Scenario: A route's permission covers the pages below it, whatever the query string
      Then the route "/incidents/42?tab=evidence" needs "read incident"
      And the route "/topology/abc/" needs "read topologies"
      And the route "/settings/integrations/slack/7" needs "write integrations"
      And the route "/catalog/changes" needs "read database"
      And the route "/settings/feature-flags" needs "read database"

    @R000-2-1-15 @R002-6-07 @R002-2-2-02
    Scenario Outline: Who may open which page
      Given a person with the roles "<role>"
      Then they <users> open "/settings/users"
      And they <connections> open "/settings/connections"
      And they <health> open "/health"
      And they <catalog> open "/catalog"
      And they <integration> open "/settings/integrations/slack/7"

      Examples:
        | role   | users   | connections | health  | catalog | integration |
        | admin  | may     | may         | may     | may     | may         |
        | editor | may not | may not     | may     | may     | may         |
        | viewer | may not | may not     | may     | may     | may not     |
        | guest  | may not | may not     | may not | may not | may not     |

    @R000-2-2-07
    Scenario: Navigation leaves out the entries a person may not open
      Given a person with the roles "editor"
      Then the navigation entries they see, of "/health, /catalog, /settings/connections, /settings/users, /settings/agents", are "/health, /catalog, /settings/agents"

  Rule: The Settings menu is hidden from viewers

    @R000-2-2-08
    Scenario Outline: Who sees the Settings menu
      Given a person with the roles "<roles>"
      Then they <see> the Settings menu

      Examples:
        | roles             | see          |
        | admin             | see          |
        | editor            | see          |
        | commander         | see          |
        | responder         | see          |
        | viewer            | do not see   |
        | viewer and editor | see          |
        | superuser         | do not see   |
        | guest             | do not see   |

    @R000-2-2-08 @R000-6-03
    Scenario: A person with no roles is a viewer and does not see Settings
      Given a person with no roles
      Then they do not see the Settings menu

  Rule: A feature is off when its flag <feature>.disable is "true", and a child is off with its parent

    Scenario: A disabled feature is off and the others stay on
      Given the feature flag "incidents.disable" is "true"
      Then the feature "incidents" is off
      And the feature "health" is on

    Scenario: Only the value true disables a feature
      Given the feature flag "logs.disable" is "false"
      Then the feature "logs" is on
      Given the feature flag "logs.disable" is " TRUE "
      Then the feature "logs" is off

    Scenario Outline: A child feature is off with its parent, never the other way round
      Given the feature flag "<parent>.disable" is "true"
      Then the feature "<child>" is off
      Given the feature flag "<parent>.disable" is "false"
      And the feature flag "<child>.disable" is "true"
      Then the feature "<parent>" is on

      Examples:
        | parent   | child                     |
        | config   | settings.config_scraper   |
        | topology | settings.topology         |
        | health   | settings.health           |
        | health   | settings.job_history      |

    @R002-6-10
    Scenario: Turning logs off hides Log Backends
      Given the feature flag "logs.disable" is "true"
      Then the feature "settings.logging_backends" is off

    Scenario: The features that can be turned off
      Then the features that can be turned off are topology, health, incidents, config, logs, playbooks, agents, settings.connections, settings.users, settings.teams, settings.rules, settings.config_scraper, settings.topology, settings.health, settings.job_history, settings.feature_flags, settings.logging_backends, settings.event_queue_status, settings.notifications, settings.playbooks and settings.integrations

  Rule: A 401 from any API call sends the browser to the session check

    @R000-2-1-04 @R002-6-11
    Scenario Outline: The session check is told where to come back to
      Given the browser is on "<page>"
      And the server answers 401 to "/auth/whoami"
      When the console calls "/auth/whoami"
      Then the browser is sent to "<target>"

      Examples:
        | page                  | target                                                     |
        | /health?checkId=c1    | /auth-state-checker?return_to=%2Fhealth%3FcheckId%3Dc1     |
        | /incidents/42#updates | /auth-state-checker?return_to=%2Fincidents%2F42%23updates  |

    # Seed 002 §2.4: the sign-in pages check the session themselves; sending them on would loop.
    @R000-2-1-04 @R002-6-11
    Scenario: On a sign-in page a 401 sends the browser nowhere
      Given the browser is on "/login?flow=f-1"
      And the server answers 401 to "/auth/whoami"
      When the console calls "/auth/whoami"
      Then the browser stays where it is

  Rule: Each person's roles come by their user id

    @R000-6-02
    Scenario: The users screen asks for the roles of each person by id
      Given the server knows these people and their roles:
        | id  | email      | roles          |
        | u-1 | ada@local  | editor, viewer |
        | u-2 | alan@local | responder      |
      When the console lists the users
      Then the roles were asked for at "/api/rbac/u-1/roles and /api/rbac/u-2/roles"
      And the console reads that "ada@local" holds the roles "editor and viewer"
      And the console reads that "alan@local" holds the roles "responder"

  Rule: Only manual links under a topology can be unlinked

    @R002-6-08
    Scenario Outline: Who is offered 'Unlink catalog'
      Then a link with the selector id "<selector id>" <where> is <offered> 'Unlink catalog'

      Examples:
        | selector id | where            | offered     |
        | manual      | under a topology | offered     |
        | scraper-7   | under a topology | not offered |
        | manual      | elsewhere        | not offered |
