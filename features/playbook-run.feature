Feature: Running a playbook
  The run dialog (seed 000 §2.6) picks the resource the playbook targets, searched on the server, then
  shows the playbook's parameters as the server templates them for that resource; Run sends the run
  request and goes to the run's page. Parameters are checked as seed 000 §5 says before Run is possible.

  Background:
    Given the components are:
      | name         | type     |
      | payments-api | Service  |
      | orders-api   | Service  |
      | payments-db  | Database |
    And the playbook "Restart service" runs on components of type "Service" with the parameters:
      | name   | label  | type | required |
      | reason | Reason | text | true     |

  @R000-2-6-01
  Scenario: The dialog is titled with the playbook, or 'Run Playbook' without one
    When they open the run dialog of "Restart service"
    Then the run dialog is titled "Restart service"
    When they open the run dialog without a playbook
    Then the run dialog is titled "Run Playbook"

  @R000-2-6-02
  Scenario Outline: The Resource section offers the picker of what the spec targets
    Given the playbook "Act" runs on <targets> with the parameters:
      | name | label | type | required |
    When they open the run dialog of "Act"
    Then the Resource section offers "<pickers>"

    Examples:
      | targets                | pickers                 |
      | components             | Component               |
      | configs                | Catalog Item            |
      | checks                 | Check                   |
      | configs and components | Catalog Item, Component |

  @R000-2-6-06 @R000-2-6-03
  Scenario: The parameters show once a resource is picked, searched by name among the types the spec targets
    When they open the run dialog of "Restart service"
    Then the parameters section says "Please select a resource to see the parameters."
    When they search the resources for "api"
    Then the picker offers "orders-api, payments-api"
    When they search the resources for "payments"
    Then the picker offers "payments-api"
    When they pick the resource "payments-api"
    Then the Playbook Parameters section shows "Reason"

  @R000-2-6-07
  Scenario: A playbook without parameters says so
    Given the playbook "Flush caches" runs on components of type "Service" with the parameters:
      | name | label | type | required |
    When they open the run dialog of "Flush caches" on "payments-api"
    Then the parameters section says "No parameters for this playbook."
    And the Run button is enabled

  @R000-4-33
  Scenario: Run is disabled until a playbook is set
    When they open the run dialog without a playbook
    Then the Run button is disabled

  @R000-4-34 @R000-5-01
  Scenario: Run is disabled while the form is invalid
    When they open the run dialog of "Restart service" on "payments-api"
    Then the Run button is disabled
    When they set "reason" to "stuck pods"
    Then the Run button is enabled
    When they set "reason" to ""
    Then the parameter "reason" says "This field is required"
    And the Run button is disabled

  @R000-4-35 @R000-2-6-04 @R000-2-6-05
  Scenario: While the run is sent the button reads 'Running...' and is disabled; then the console goes to the run
    When they open the run dialog of "Restart service" on "payments-api"
    And they set "reason" to "stuck pods"
    And the server holds the next run request
    And they press Run
    Then the Run button reads "Running..."
    And the Run button is disabled
    When the server answers the run request
    Then the console goes to "/playbooks/runs/run-1"

  @R000-3-05
  Scenario: The run request carries the playbook, the resource and the params by name
    Given the console talks to a server that runs playbook "p-1" as run "r-9"
    When they run playbook "p-1" on component "c-1" with "reason" set to "stuck pods" through the console
    Then the console sent the run request {"id":"p-1","component_id":"c-1","params":{"reason":"stuck pods"}}
    And the console goes to "/playbooks/runs/r-9"

  @R000-3-04
  Scenario Outline: Each parameter type has its input
    Given the playbook "Typed" runs on components of type "Service" with the parameters:
      | name  | label | type   | required |
      | value | Value | <type> | false    |
    When they open the run dialog of "Typed" on "payments-api"
    Then the parameter "value" is a <input> input

    Examples:
      | type      | input     |
      | code      | code      |
      | checkbox  | checkbox  |
      | list      | list      |
      | team      | team      |
      | people    | people    |
      | component | component |
      | config    | config    |
      | check     | check     |
      | text      | text      |

  Scenario Outline: A parameter's value is checked against its definition
    Given the playbook "Checked" runs on components of type "Service" with the parameters:
      | name  | label | type   | required | properties   |
      | value | Value | <type> | true     | <properties> |
    When they open the run dialog of "Checked" on "payments-api"
    And they set "value" to "<value>"
    Then the parameter "value" says "<message>"

    @R000-5-02
    Examples: min and max
      | type | properties         | value | message            |
      | text | {"min":1,"max":10} | 11    | Must be at most 10 |
      | text | {"min":1,"max":10} | 0     | Must be at least 1 |
      | text | {"min":1,"max":10} | ten   | Must be a number   |

    @R000-5-03
    Examples: minLength and maxLength
      | type | properties                     | value  | message                        |
      | text | {"minLength":3,"maxLength":5}  | ab     | Must be at least 3 characters  |
      | text | {"minLength":3,"maxLength":5}  | abcdef | Must be at most 5 characters   |

    @R000-5-04
    Examples: regex
      | type | properties                 | value  | message              |
      | text | {"regex":"[A-Z]+-[0-9]+"}  | ab-12  | Must match [A-Z]+-[0-9]+ |

    @R000-5-05
    Examples: format
      | type | properties          | value  | message                  |
      | text | {"format":"email"}  | ops    | Must be an email address |
      | text | {"format":"number"} | three  | Must be a number         |

    @R000-5-06
    Examples: dns1123
      | type | properties            | value       | message                                                                 |
      | text | {"format":"dns1123"}  | Web_Api     | Must be lowercase alphanumeric labels with hyphens, separated by dots |
      | text | {"format":"dns1123"}  | -web.api    | Must be lowercase alphanumeric labels with hyphens, separated by dots |

    @R000-5-07
    Examples: bytes and millicores bounds
      | type       | properties                    | value  | message               |
      | bytes      | {"min":"256Mi","max":"4Gi"}   | 128Mi  | Must be at least 256Mi |
      | bytes      | {"min":"256Mi","max":"4Gi"}   | 5Gi    | Must be at most 4Gi   |
      | millicores | {"min":"100m","max":"2000m"}  | 50m    | Must be at least 100m |
      | millicores | {"min":"100m","max":"2000m"}  | 2500m  | Must be at most 2000m |

  Scenario Outline: A parameter's value is accepted when it fits its definition
    Given the playbook "Checked" runs on components of type "Service" with the parameters:
      | name  | label | type   | required | properties   |
      | value | Value | <type> | true     | <properties> |
    When they open the run dialog of "Checked" on "payments-api"
    And they set "value" to "<value>"
    Then the parameter "value" says nothing
    And the Run button is enabled

    @R000-5-06
    Examples: dns1123
      | type | properties           | value               |
      | text | {"format":"dns1123"} | web-api.prod.local |

    @R000-5-07
    Examples: bytes and millicores within bounds
      | type       | properties                   | value |
      | bytes      | {"min":"256Mi","max":"4Gi"}  | 2Gi   |
      | millicores | {"min":"100m","max":"2000m"} | 500m  |

  @R000-5-08
  Scenario: Memory is entered in Mi, Gi or Ti, Mi by default
    Given the playbook "Resize" runs on components of type "Service" with the parameters:
      | name   | label  | type  | required |
      | memory | Memory | bytes | true     |
    When they open the run dialog of "Resize" on "payments-api"
    Then the parameter "memory" offers the units "Mi, Gi, Ti" with "Mi" chosen
    When they enter 512 in "memory" with the unit "Gi"
    Then the parameter "memory" is "512Gi"

  @R000-5-09
  Scenario: CPU is entered in millicores with the suffix m
    Given the playbook "Resize" runs on components of type "Service" with the parameters:
      | name | label | type       | required |
      | cpu  | CPU   | millicores | true     |
    When they open the run dialog of "Resize" on "payments-api"
    And they enter 250 in "cpu"
    Then the parameter "cpu" is "250m"

  @R000-5-10
  Scenario Outline: Code parameters of language yaml or json show their default parsed
    Given the playbook "Apply" runs on components of type "Service" with the parameters:
      | name     | label    | type | required | properties                 | default   |
      | manifest | Manifest | code | false    | {"language":"<language>"} | <default> |
    When they open the run dialog of "Apply" on "payments-api"
    Then the parameter "manifest" starts as:
      """
      <shown>
      """

    Examples:
      | language | default              | shown                             |
      | json     | {"replicas":2}       | {\n  "replicas": 2\n}             |
      | yaml     | {"replicas":2}       | replicas: 2\n                     |

  @R000-2-5-15
  Scenario: The check detail's Playbooks menu lists only the playbooks that apply to the check
    Given the checks are:
      | name       | type |
      | api-health | http |
      | dns-lookup | dns  |
    And the playbook "Silence check" runs on checks of type "http" with the parameters:
      | name | label | type | required |
    When they open the Playbooks menu of check "api-health"
    Then the Playbooks menu lists "Silence check"
    When they open the Playbooks menu of check "dns-lookup"
    Then the Playbooks menu says "No playbooks apply"

  @R000-2-5-15 @R000-2-5-17
  Scenario Outline: The Playbooks menu shows to who may run playbooks, never in embedded mode
    Given a person with the role "<role>"
    Then the check detail <shows> the Playbooks menu
    And the check detail does not show the Playbooks menu in embedded mode

    Examples:
      | role      | shows         |
      | editor    | shows         |
      | admin     | shows         |
      | responder | does not show |
      | viewer    | does not show |
