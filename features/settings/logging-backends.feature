Feature: Log Backends
  Settings → Log Backends lists the backends the Logs screen reads a component's logs from. A person who may
  write logging_backends adds, updates and deletes them in a form of Name, Labels and a YAML Spec, checked
  against the schema that ships with the console: the two types the built-in backend serves, builtin (its own
  log) and files (a folder of log files).

  Background:
    Given the log backends are:
      | name        | spec                               | labels     |
      | server-logs | builtin: {}                        |            |
      | loki        | loki: {url: 'http://127.0.0.1:3100'} | default: 'true' |

  Scenario: The screen lists them, saying which the built-in backend cannot serve
    Given a person with the role "viewer"
    When they open the log backends screen
    Then the table shows 2 rows
    And the log backend "server-logs" has the type "builtin"
    And the log backend "loki" has the type "loki: not served by the built-in backend"

  Scenario Outline: Only a person who may write logging_backends may add one
    Given a person with the role "<role>"
    When they open the log backends screen
    Then the "Add Log Backend" button is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | editor | shown     |
      | viewer | not shown |

  @R002-2-2-97 @R002-2-2-98 @R002-4-11
  Scenario: A new backend's form has Name, Labels and a YAML Spec, and its button reads Add
    Given a person with the role "admin"
    When they open the log backends screen
    And they open the form to add a log backend
    Then the log backend form holds name, labels and spec, the spec starting as "builtin: {}"
    And the form's button reads "Add", and "Saving" while it is pending
    And the form offers no Delete

  @R002-2-2-98 @R002-4-11
  Scenario: An existing backend's form reads Update and offers Delete
    Given a person with the role "admin"
    When they open the log backends screen
    And they open the log backend "server-logs"
    Then the form's button reads "Update", and "Updating" while it is pending
    And the form offers Delete

  @R002-5-01
  Scenario: A backend needs a name
    Given a person with the role "admin"
    When they open the log backends screen
    And they add the log backend "" with the spec "builtin: {}"
    Then the form says "This field is required" under name
    And the table shows 2 rows

  Scenario Outline: The spec must be one type the built-in backend serves, with its settings
    Given a person with the role "admin"
    When they open the log backends screen
    And they add the log backend "app-logs" with the spec "<spec>"
    Then the form says "<message>" under spec

    Examples:
      | spec                            | message                                                                             |
      | loki: {url: 'http://loki:3100'} | loki is not a log backend type the built-in backend serves (builtin, files)         |
      | timeout: 5s                     | The spec needs one log backend type (builtin, files)                                |
      | files: {}                       | files.path: This field is required                                                  |
      | {builtin: {}, files: {path: x}} | The spec names several log backend types (builtin, files): keep one                 |
      | builtin: {}\ntimeout: soon      | timeout must be a duration such as 5s, or milliseconds                              |

  Scenario: An admin adds a files backend with labels
    Given a person with the role "admin"
    When they open the log backends screen
    And they add the log backend "app-logs" with the spec "files: {path: demo-logs}\ntimeout: 10s" and the labels "team: ops"
    Then the screen says "Log backend added"
    And the table shows 3 rows
    And the log backend "app-logs" has the type "files"

  Scenario: Updating a backend keeps its name and saves its spec
    Given a person with the role "admin"
    When they open the log backends screen
    And they change the spec of the log backend "server-logs" to "builtin: {}\ntimeout: 2s"
    Then the screen says "Log backend updated"
    And the log backend "server-logs" has the spec timeout "2s"

  Scenario: Deleting one asks first
    Given a person with the role "admin"
    When they open the log backends screen
    And they delete the log backend "loki"
    Then they are asked "Delete Log Backend" with "Are you sure you want to delete loki?"
    When they confirm
    Then the screen says "Log backend deleted"
    And the table shows 1 row
