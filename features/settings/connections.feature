Feature: Connections
  Settings → Connections holds the addresses and credentials health checks, scrapers, playbooks and
  notifications use. An admin adds one by choosing its type in a side panel and filling that type's form;
  secrets are never read back (DECISIONS §30), and a saved connection can be tested from the built-in backend.

  Background:
    Given a person with the role "admin"
    And the connections are:
      | name     | namespace | type            | url                      |
      | demo-api | default   | http            | http://127.0.0.1:8080    |
      | alerts   | ops       | generic_webhook |                          |

  @R002-2-2-01 @R000-2-1-13
  Scenario: Connections is in the Settings submenu, sorted by name
    Given the console has only the areas "Connections, Health Checks, Jobs History, Notifications, Feature Flags, Log Backends, Event Queue, Agents and Integrations"
    Then the Settings submenu lists "Agents, Connections, Event Queue, Feature Flags, Health Checks, Integrations, Jobs History, Log Backends and Notifications"

  @R002-2-2-47
  Scenario: The table shows each connection's name with its type icon, namespace, type, author and dates
    When they open the connections screen
    Then the connections table has the columns "Name, Namespace, Type, Created By, Created and Updated"
    And the connection "alerts" reads namespace "ops", type "Generic Webhook" and a "notification" icon
    And the connection "demo-api" reads namespace "default", type "HTTP" and a "http" icon

  Scenario Outline: Only admins may add connections
    Given a person with the role "<role>"
    When they open the connections screen
    Then the "Add Connection" button is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | editor | not shown |

  @R002-2-2-48 @R002-2-2-51
  Scenario: The plus button opens the type grid first, five types a row, JMeter hidden
    When they open the connections screen
    And they start adding a connection
    Then the side panel shows the type grid with 5 types a row
    And the type grid offers "Generic Webhook", "Postgres" and "Slack"
    And the type grid does not offer "JMeter"
    And the form cannot be saved yet

  @R002-2-2-49 @R002-3-14 @R002-3-15
  Scenario: A chosen type's form starts with name and namespace 'default', and Back returns to the grid
    When they open the connections screen
    And they start adding a connection
    And they choose the type "SFTP"
    Then the form's fields are "Name, Namespace, Host, Username, Password and Port"
    And the field "Namespace" holds "default"
    And the form offers Back
    When they go back
    Then the side panel shows the type grid with 5 types a row

  @R002-2-2-49 @R002-2-2-50
  Scenario: An existing connection opens straight into its form, without Back
    When they open the connections screen
    And they open the connection "demo-api"
    Then the form's fields are "Name, Namespace, URL, Username, Password and Insecure TLS"
    And the field "URL" holds "http://127.0.0.1:8080"
    And the form does not offer Back

  @R002-3-16 @R002-3-17 @R002-3-18 @R002-3-19 @R002-3-20 @R002-3-21 @R002-3-22 @R002-3-23 @R002-3-24 @R002-3-25
  @R002-3-26 @R002-3-27 @R002-3-28 @R002-3-29 @R002-3-30 @R002-3-31 @R002-3-33 @R002-3-34 @R002-3-35 @R002-3-36
  @R002-3-39 @R002-3-40 @R002-3-41 @R002-3-42 @R002-3-43 @R002-3-44 @R002-3-45 @R002-3-46 @R002-3-47 @R002-3-48
  @R002-3-49 @R002-3-50 @R002-3-51 @R002-3-52 @R002-3-56
  Scenario Outline: Each type's form has its own fields, required ones marked *
    When they open the connections screen
    And they start adding a connection
    And they choose the type "<type>"
    Then after name and namespace the form's fields are "<fields>"

    Examples:
      | type            | fields                                                                                                       |
      | AWS             | Region, Profile, Access Key, Secret Key, Insecure TLS                                                        |
      | AWS S3          | Region, Profile, Access Key, Secret Key, Insecure TLS, Bucket*                                               |
      | Azure           | Client ID*, Client Secret*, Tenant ID*                                                                       |
      | Azure Devops    | Organization*, Personal Access Token*                                                                        |
      | Discord         | Webhook ID*, Token*                                                                                          |
      | Dynatrace       | Host*, API Key*, Scheme                                                                                      |
      | Elasticsearch   | URL*, Username, Password, Insecure TLS                                                                       |
      | Email           | Host*, Port*, Username, Password, From Address*, From Name, Encryption Method, Auth Method, Insecure TLS     |
      | Folder          | Path*                                                                                                        |
      | Generic Webhook | URL*, Content Type, Request Method, Message Key*, Title Key*, Insecure TLS                                   |
      | Git             | URL*, Authentication, Username*, Password*, Ref                                                              |
      | GitHub          | Personal Access Token*                                                                                       |
      | Google Chat     | Key*, Token*, Webhook Name*                                                                                  |
      | Google Cloud    | Endpoint, Certificate*                                                                                       |
      | HTTP            | URL*, Username, Password, Insecure TLS                                                                       |
      | IFTTT           | Webhook ID*                                                                                                  |
      | Kubernetes      | Certificate                                                                                                  |
      | LDAP            | URL*, Username, Password                                                                                     |
      | Matrix          | User, Password or Token*, Host*, Insecure TLS                                                                |
      | Mattermost      | Username, Host*, Token*, Channel                                                                             |
      | Mongo           | URL*, Username, Password                                                                                     |
      | MySQL           | URL*, Username, Password                                                                                     |
      | Ntfy            | Username, Password, Host*, Topic*, Insecure TLS                                                              |
      | OpsGenie        | Host*, Port*, API Key*                                                                                       |
      | Postgres        | URL*, Username, Password                                                                                     |
      | Prometheus      | URL*, Username, Password, Insecure TLS                                                                       |
      | Pushbullet      | Token*, Targets*                                                                                             |
      | Pushover        | User*, Token*                                                                                                |
      | Redis           | DB, URL*, Username, Password, Insecure TLS                                                                   |
      | Restic          | Password*, Repository URL*, AWS Connection Name, Access Key, Secret Key                                      |
      | Rocketchat      | User, Host*, Port*, Token A*, Token B*, Channel*                                                             |
      | SFTP            | Host*, Username*, Password*, Port                                                                            |
      | Slack           | Channel*, Bot Token*, Bot Name                                                                               |
      | Slack Webhook   | Webhook URL*                                                                                                 |
      | SMB             | Server*, Port, Share, Username*, Password*, Workstation, Search Path                                         |
      | SQL Server      | URL*, Username, Password                                                                                     |
      | Teams           | Group, Tenant*, AltID*, GroupOwner*, Host*                                                                   |
      | Telegram        | Token*, Chats*                                                                                               |
      | Webhook         | URL*, Insecure TLS                                                                                           |
      | Windows         | Username*, Password*, Domain                                                                                 |
      | Zulip Chat      | Bot Email*, Bot Key*, Host*                                                                                  |

  @R002-3-32 @R002-3-56
  Scenario: The hidden JMeter type still has its form, for JMeter connections saved elsewhere
    Given the connections are:
      | name | namespace | type   | url |
      | load | default   | jmeter |     |
    When they open the connections screen
    And they open the connection "load"
    Then after name and namespace the form's fields are "Host*, Port*"

  @R002-3-22 @R002-3-30 @R002-3-33 @R002-3-36 @R002-3-37 @R002-3-38 @R002-3-43 @R002-3-44 @R002-3-49 @R002-3-52 @R002-3-53
  Scenario Outline: Fields start at their defaults
    When they open the connections screen
    And they start adding a connection
    And they choose the type "<type>"
    Then the field "<field>" holds "<default>"
    And the field "<field>" offers "<options>"

    Examples:
      | type            | field             | default            | options                                     |
      | SFTP            | Port              | 22                 |                                             |
      | SMB             | Port              | 445                |                                             |
      | Email           | Port              | 587                |                                             |
      | Email           | Encryption Method | Auto               | None, ExplicitTLS, ImplicitTLS, Auto        |
      | Email           | Auth Method       | Unknown            | None, Plain, CRAMMD5, Unknown, OAuth2       |
      | OpsGenie        | Host              | api.opsgenie.com   |                                             |
      | OpsGenie        | Port              | 443                |                                             |
      | Ntfy            | Host              | ntfy.sh            |                                             |
      | Teams           | Host              | outlook.office.com |                                             |
      | Git             | Ref               | main               |                                             |
      | Git             | Authentication    | basic              | Basic, SSH                                  |
      | Generic Webhook | Content Type      | application/json   |                                             |
      | Generic Webhook | Request Method    | POST               | POST, GET                                   |
      | Generic Webhook | Message Key       | message            |                                             |
      | Generic Webhook | Title Key         | title              |                                             |

  @R002-3-33
  Scenario: Git's SSH authentication asks for a key instead of a username and password
    When they open the connections screen
    And they start adding a connection
    And they choose the type "Git"
    And they pick "ssh" for "Authentication"
    Then after name and namespace the form's fields are "URL*, Authentication, SSH Key*, Ref"

  @R002-3-19 @R002-3-22 @R002-3-23 @R002-3-26 @R002-3-30 @R002-8-01
  Scenario Outline: What the form stores in properties and in the connection's columns
    When they open the connections screen
    And they start adding a connection
    And they choose the type "<type>"
    And they fill "Name" with "saved"
    And they fill "<field>" with "<value>"
    And they fill every other required field
    And they save the connection
    Then the screen says "Connection added successfully"
    And the connection "saved" is stored with <stored>

    Examples:
      | type         | field        | value   | stored                               |
      | Redis        | DB           | 3       | the property "db" "3"                |
      | SFTP         | Port         | 2222    | the property "port" "2222"           |
      | SMB          | Share        | backups | the property "sharename" "backups"   |
      | AWS          | Insecure TLS | true    | the property "insecureTLS" "true"    |
      | Azure Devops | Organization | acme    | the column "username" "acme"         |

  @R002-3-54 @R002-3-55 @R002-4-14
  Scenario: A notification type composes its url, with placeholders for the secrets it keeps apart
    When they open the connections screen
    And they start adding a connection
    And they choose the type "Email"
    And they fill "Name" with "mail"
    And they fill "Host" with "smtp.example.com"
    And they fill "Username" with "robot"
    And they fill "Password" with "secret://smtp/password"
    And they fill "From Address" with "robot@example.com"
    And they save the connection
    Then the connection "mail" is stored with the column "url" "smtp://$(username):$(password)@smtp.example.com:587/?from=robot%40example.com&encryption=Auto&auth=Unknown&skipTLSVerify=false"
    And the connection "mail" is stored with the column "password" "secret://smtp/password"
    And the connection "mail" is stored with the property "host" "smtp.example.com"

  @R002-3-52 @R002-3-54
  Scenario: A generic webhook keeps its target and composes its url
    When they open the connections screen
    And they start adding a connection
    And they choose the type "Generic Webhook"
    And they fill "Name" with "hook"
    And they fill "URL" with "http://127.0.0.1:9/inbox"
    And they save the connection
    Then the connection "hook" is stored with the property "url" "http://127.0.0.1:9/inbox"
    And the connection "hook" is stored with the column "url" "generic+http://127.0.0.1:9/inbox?ContentType=application%2Fjson&MessageKey=message&TitleKey=title&RequestMethod=POST&DisableTLS=false"

  @R002-5-12
  Scenario: Name, namespace and the type's required fields are needed before anything is sent
    When they open the connections screen
    And they start adding a connection
    And they choose the type "AWS S3"
    And they fill "Namespace" with ""
    And they save the connection
    Then "Name, Namespace and Bucket" each say "This field is required"
    And nothing was sent

  @R002-4-15 @R002-8-02
  Scenario: A saved secret reference opens in its mode, a literal stays hidden, and an update keeps both
    Given the connection "demo-api" has the username "secret://api/user" and the password "hunter2"
    When they open the connections screen
    And they open the connection "demo-api"
    Then the credential "Username" is in "Secret" mode with name "api" and key "user"
    And the credential "Password" is in "Static" mode holding "***"
    When they fill "URL" with "http://127.0.0.1:8081"
    And they save the connection
    Then the screen says "Connection updated successfully"
    And the connection "demo-api" is stored with the column "password" "hunter2"
    And the connection "demo-api" is stored with the column "username" "secret://api/user"

  @R002-8-03
  Scenario: Deleting a connection
    When they open the connections screen
    And they open the connection "alerts"
    And they delete it
    And they confirm
    Then the screen says "Connection deleted successfully"
    And the table shows 1 row

  @R002-4-17 @R002-8-17 @R002-7-2-12
  Scenario: A test the server passes with status 200 and message 'ok' says so
    Given the server answers the test of "demo-api" with 200 and '{"message":"ok","payload":{"status":200}}'
    When they test the connection "demo-api"
    Then the test dialog shows success: "Connection successful"

  @R002-4-17 @R002-8-29
  Scenario Outline: A bad request shows the server's text, as JSON when it is JSON
    Given the server answers the test of "demo-api" with 400 and '<body>'
    When they test the connection "demo-api"
    Then the test dialog shows the error "<shown>"

    Examples:
      | body                      | shown                                       |
      | {"error":"refused"}       | {\n  "error": "refused"\n}                  |
      | dial tcp: refused         | dial tcp: refused                           |
      |                           | Testing connection failed!                  |

  @R002-8-30
  Scenario: A type the server cannot test says so
    Given the server answers the test of "demo-api" with 501 and '{"error":"not implemented"}'
    When they test the connection "demo-api"
    Then the test dialog shows the error "We currently do not support testing this connection type"

  @R002-8-31
  Scenario: Any other failure says the test failed
    Given the server answers the test of "demo-api" with 500 and '{"error":"boom"}'
    When they test the connection "demo-api"
    Then the test dialog shows the error "Testing connection failed!"
