Feature: Health check editors
  A health check made in the console is edited with a type picker and, for the common types, a form;
  the other types, and health checks that came from elsewhere, are edited as YAML. The forms refuse
  what the checks could not run with the same words everywhere.

  @R002-2-2-37
  Scenario: The type picker's order
    Then the health check types are, in order, "HTTP, AWS Config Rule, AWS Config, GitHub, EC2, LDAP, Pod, Exec, Alert Manager, Cloud Watch, Elasticsearch, Redis, Mongo DB, DNS, ICMP Ping, GCS, AWS S3, SMB, SFTP, Folder, Prometheus, Kubernetes, SQL Query, Catalog, Azure DevOps, JMeter, JUnit, Dynatrace, Kubernetes Namespace, TCP, Custom"

  @R002-2-2-38
  Scenario: Which types have a form
    Then the types with a form editor are "HTTP, Exec, Alert Manager, Elasticsearch, Redis, Mongo DB, ICMP Ping, Folder and TCP"

  @R002-2-2-39 @R002-2-2-40 @R002-2-2-41 @R002-2-2-42
  Scenario: The TCP form
    Then besides its name and schedule the "TCP" form has the fields "Icon, Description, URL or endpoint, Test and Max Response Time in millis"
    And the "TCP" form has an Advanced group with "Customize Response and Transform Response"
    And in the "TCP" form "URL or endpoint" is required
    And in the "TCP" form "Max Response Time in millis" is a number of at least 0

  @R002-3-06 @R002-3-07 @R002-9-18 @R002-9-19
  Scenario: The HTTP form
    Then besides its name and schedule the "HTTP" form has the fields "Icon, Description, URL, Method, Body, Authentication, Username, Password, Response Codes, Max Response Time (ms), Response Content, Max SSL Expiry (days) and Test"
    And the "HTTP" form has an Advanced group with "Customize Response and Transform Response"
    And the "HTTP" form offers "Method" as "GET, POST, PUT and DELETE"
    And the HTTP authentication choices are "basic, ntlm and ntlmv2" and its response codes "200, 201, 202, 204, 301, 302, 401, 404, 500, 502 and 503"
    And the HTTP form shows the Body for the method "POST"
    And the HTTP form shows the Body for the method "PUT"
    And the HTTP form hides the Body for the method "GET"
    And the HTTP form hides the Body for the method "DELETE"

  @R002-3-08 @R002-3-09 @R002-3-10 @R002-3-11 @R002-3-12 @R002-3-13
  Scenario Outline: The other forms
    Then besides its name and schedule the "<type>" form has the fields "<fields>"

    Examples:
      | type          | fields                                                                                                                                  |
      | Elasticsearch | Icon, Description, URL, Index, Query, Results and Test                                                                                  |
      | Exec          | Icon, Description, Script and Test                                                                                                      |
      | ICMP Ping     | Icon, Description, Endpoint, Packet Count, Packet Loss Threshold, Max Response Time (ms) and Test                                      |
      | Redis         | Icon, Description, Address, Database and Test                                                                                           |
      | Folder        | Icon, Description, Path, Min Age, Max Age, Min Count, Max Count, Min Size, Max Size, Available Size, Total Size, Filter, Connection and Test |
      | Alert Manager | Icon, Description, Host, Alerts, Filters, Ignore and Test |

  @R002-5-02
  Scenario Outline: Each form requires what its checks need
    Then in the "<type>" form "<required>" is required

    Examples:
      | type          | required            |
      | HTTP          | URL                 |
      | Elasticsearch | URL, Index and Query |
      | Exec          | Script              |
      | Redis         | Address             |
      | ICMP Ping     | Endpoint            |
      | Folder        | Path                |
      | TCP           | URL or endpoint     |

  @R002-2-2-40 @R002-5-02
  Scenario: A TCP check without its endpoint is refused, and nothing is saved
    Given a person with the role "admin"
    When they open the "Health Checks" settings list
    And they add the health check "db-port" of the type "TCP"
    Then the form says "This field is required" under the URL or endpoint
    And nothing is stored in "canaries"

  @R002-2-2-41
  Scenario Outline: The TCP Max Response Time must be a number of at least 0
    Given a person with the role "admin"
    When they open the "Health Checks" settings list
    And they add the health check "db-port" of the type "TCP" with:
      | URL or endpoint             | 127.0.0.1:5432 |
      | Max Response Time in millis | <value>        |
    Then the form says "<message>" under the Max Response Time in millis
    And nothing is stored in "canaries"

    Examples:
      | value | message                                       |
      | fast  | This field must be a number                   |
      | -5    | Max Response Time in millis must be at least 0 |

  @R002-2-2-38
  Scenario: A filled TCP form is saved as the check the scheduler runs
    Given a person with the role "admin"
    When they open the "Health Checks" settings list
    And they add the health check "db-port" of the type "TCP" with:
      | URL or endpoint             | 127.0.0.1:5432 |
      | Max Response Time in millis | 500            |
    Then the screen says "Health Check db-port created"
    When they open the "canaries" row "db-port"
    Then the spec is "{\"tcp\": [{\"endpoint\": \"127.0.0.1:5432\", \"thresholdMillis\": 500}], \"schedule\": \"@every 1m\"}"

  @R002-2-2-43
  Scenario Outline: An existing health check opens on its first spec key other than schedule
    Then a health check whose spec is "<spec>" opens on "<type>"

    Examples:
      | spec                                                            | type      |
      | {\"schedule\": \"@every 1m\", \"tcp\": [{}], \"http\": [{}]}    | TCP       |
      | {\"icmp\": [{\"endpoint\": \"127.0.0.1\"}]}                     | ICMP Ping |
      | {\"schedule\": \"@every 1m\", \"unknownCheck\": [{}]}           | Custom    |
      | {\"schedule\": \"@every 1m\"}                                   | Custom    |

  @R002-2-2-34
  Scenario: Only health checks made here get the forms
    Given a person with the role "admin"
    And the "canaries" table holds:
      | name     | source     | spec                                    |
      | made     |            | {"tcp": [{"endpoint": "127.0.0.1:9"}]}  |
      | from-git | ConfigFile | {"tcp": [{"endpoint": "127.0.0.1:9"}]}  |
    When they open the "canaries" row "made"
    Then its page edits the spec with the type picker and forms
    When they open the "canaries" row "from-git"
    Then its page edits the spec as YAML
