Feature: Playbooks
  /playbooks shows the playbooks as cards grouped by category; a person who may write playbooks
  creates, edits and deletes them with a spec editor that checks the YAML spec against the playbook
  spec schema. The playbooks are simulated in memory unless a scenario says the console talks to a server.

  Background:
    Given the playbooks are:
      | name            | spec                                                                                              |
      | restart-service | {title: Restart service, category: Kubernetes, actions: [{name: call, http: {url: http://x/r}}]}  |
      | scale           | {title: Scale, category: Kubernetes, actions: [{name: call, http: {url: http://x/s}}]}            |
      | diagnose        | {title: Diagnose, actions: [{name: q, sql: {query: select 1}}]}                                   |

  @R002-2-3-01 @R000-2-1-11
  Scenario: The cards are grouped by category, with Other for a playbook that names none
    Given a person with the role "viewer"
    When they open the playbooks screen
    Then the playbooks are grouped as:
      | category   | playbooks              |
      | Kubernetes | Restart service, Scale |
      | Other      | Diagnose               |

  @R002-2-3-02 @R002-2-3-14
  Scenario Outline: Only a person who may write playbooks creates, edits and deletes them
    Given a person with the role "<role>"
    When they open the playbooks screen
    Then the "Add playbook" button is <shown>
    And the "Edit Playbook" button is <shown>

    Examples:
      | role      | shown     |
      | admin     | shown     |
      | editor    | shown     |
      | commander | not shown |
      | responder | not shown |
      | viewer    | not shown |

  @R002-5-21
  Scenario: The spec editor needs a name and a YAML spec
    Given a person with the role "editor"
    When they open the playbooks screen
    And they add the playbook "" with the spec:
      """
      """
    Then the form says "This field is required" under name
    And the form says "This field is required" under spec
    And the table shows 3 rows

  @R002-2-3-13
  Scenario: A spec that fails the playbook spec schema is refused at its line
    Given a person with the role "editor"
    When they open the playbooks screen
    And they add the playbook "restart" with the spec:
      """
      title: Restart
      actions:
        - name: call
          http:
            method: GET
      """
    Then the form says "Line 4: actions[0].http.url is required" under spec
    And the table shows 3 rows

  @R002-2-3-13
  Scenario: A YAML syntax error is refused at its line
    Given a person with the role "editor"
    When they open the playbooks screen
    And they add the playbook "restart" with the spec:
      """
      actions:
        - name: [call
      title: x
      """
    Then the spec is refused at line 3
    And the table shows 3 rows

  @R002-8-10
  Scenario: Creating a playbook spec
    Given a person with the role "editor"
    When they open the playbooks screen
    And they add the playbook "drain" with the spec:
      """
      title: Drain node
      category: Nodes
      actions:
        - name: drain
          http:
            url: http://127.0.0.1/drain
      """
    Then the screen says "Playbook Spec created successfully"
    And the playbooks are grouped as:
      | category   | playbooks              |
      | Kubernetes | Restart service, Scale |
      | Nodes      | Drain node             |
      | Other      | Diagnose               |

  @R002-8-11
  Scenario: Updating a playbook spec
    Given a person with the role "editor"
    When they open the playbooks screen
    And they change the spec of "Diagnose" to:
      """
      title: Diagnose
      category: Database
      actions:
        - name: q
          sql:
            query: select 2
      """
    Then the screen says "Playbook Spec updated successfully"
    And the playbooks are grouped as:
      | category   | playbooks              |
      | Database   | Diagnose               |
      | Kubernetes | Restart service, Scale |

  @R002-8-22
  Scenario: A failed update says why
    Given a person with the role "editor"
    And the server refuses the next playbook change with "duplicate key value"
    When they open the playbooks screen
    And they change the spec of "Diagnose" to:
      """
      actions: []
      """
    Then the screen says "Unable to update playbook spec: duplicate key value"

  @R002-8-23
  Scenario: A failed delete says why
    Given a person with the role "editor"
    And the server refuses the next playbook delete with "permission denied"
    When they open the playbooks screen
    And they delete the playbook "Scale"
    And they confirm
    Then the screen says "Unable to delete playbook spec: permission denied"
    And the table shows 3 rows

  Scenario: Deleting one asks first
    Given a person with the role "admin"
    When they open the playbooks screen
    And they delete the playbook "Scale"
    Then they are asked "Delete playbook" with "Are you sure you want to delete Scale?"
    When they confirm
    Then the table shows 2 rows

  @R002-7-2-13
  Scenario: Deleting a playbook is a soft delete
    Given a person with the role "admin"
    And the console talks to a server holding the playbook "p-1"
    When they delete the playbook "p-1" through the console
    Then the console sent "PATCH" to "/api/db/playbooks" with "id=eq.p-1" setting deleted_at
