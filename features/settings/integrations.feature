Feature: Integrations
  Settings → Integrations lists the scrapers, topologies and log backends that bring data into the console,
  newest first, a page at a time. Add Integration offers charts to install through GitOps, whose install text
  the console writes itself from a namespace and values checked against a schema it ships (DECISIONS §27),
  and the screens that add an integration directly.

  Background:
    Given the integrations are:
      | name        | type             | minutes ago |
      | files       | scrapers         | 30          |
      | estate      | topologies       | 20          |
      | server-logs | logging_backends | 10          |

  @R002-2-2-84 @R002-7-2-04
  Scenario: The list is paged, newest first
    Given a person with the role "viewer"
    When they open the integrations screen
    Then the table shows 3 rows
    And the integrations read "server-logs, estate, files"
    And the integrations come 100 a page, newest first

  @R002-2-2-86
  Scenario: A row leads to its integration's page, by its type and id
    Given a person with the role "admin"
    When they open the integrations screen
    Then the integration "files" leads to "/settings/integrations/scrapers/i0"
    And the integration "estate" leads to "/settings/integrations/topologies/i1"
    And the integration "server-logs" leads to "/settings/integrations/logging_backends/i2"

  @R002-2-2-87 @R002-2-2-88 @R002-2-2-89
  Scenario Outline: An integration's page has Spec and Job History, Spec with its type's own form
    Given a person with the role "admin"
    When they open the integration page "/settings/integrations/<type>/i9"
    Then the integration page's tabs are "Spec, Job History"
    And its Spec tab shows <form>

    Examples:
      | type             | form                   |
      | logging_backends | the log backend form   |
      | topologies       | the topology form      |
      | scrapers         | the scraper editor     |
      | slack            | "Unknown type"         |

  @R002-2-2-90
  Scenario Outline: After an update or a delete on an integration's page the person returns to the integrations
    Given a person with the role "admin"
    And the log backend "lb-1" named "server-logs", the topology "estate" and the scraper "sc-1" named "files" exist
    When they open the integration page "/settings/integrations/<type>/<id>"
    And they <action> it in its Spec tab
    Then the toast says "<toast>" on the integration page
    And the page goes to "/settings/integrations"

    Examples:
      | type             | id     | action | toast                    |
      | logging_backends | lb-1   | update | Log backend updated      |
      | logging_backends | lb-1   | delete | Log backend deleted      |
      | scrapers         | sc-1   | update | Catalog scraper updated  |
      | topologies       | estate | update | Topology estate updated  |
      | topologies       | estate | delete | Topology estate deleted  |

  Scenario: A log backend's Spec tab refuses what its form refuses, and stays on the page
    Given a person with the role "admin"
    And the log backend "lb-1" named "server-logs", the topology "estate" and the scraper "sc-1" named "files" exist
    When they open the integration page "/settings/integrations/logging_backends/lb-1"
    And they save its spec as "loki: {url: 'http://loki:3100'}"
    Then the Spec tab says "loki is not a log backend type the built-in backend serves (builtin, files)"
    And the page goes nowhere

  @R002-2-2-85
  Scenario Outline: Only a person who may write integrations may add one
    Given a person with the role "<role>"
    When they open the integrations screen
    Then Add Integration is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | viewer | not shown |

  @R002-2-2-91 @R002-2-2-92
  Scenario: Add Integration offers two groups
    When they look at Add Integration
    Then 'Add via GitOps' offers "AWS, Azure, Prometheus, Flux, Kubernetes, Mission Control"
    And 'Add Directly' offers "Custom Topology, Catalog Scraper, Log Backends"

  @R002-2-2-93 @R002-6-10
  Scenario: Log Backends is not offered while logs are turned off
    Given the feature flag "logs.disable" is "true"
    When they look at Add Integration
    Then 'Add Directly' offers "Custom Topology, Catalog Scraper"

  @R002-2-2-94 @R002-9-22 @R002-2-2-95 @R002-2-2-96
  Scenario: A chart starts in the namespace mission-control and gives Flux and Helm CLI instructions, with the flux warning
    When they pick the chart "Kubernetes" in Add Integration
    Then the namespace reads "mission-control" and the values "clusterName: my-cluster"
    And the Flux instructions hold "interval: 30m", "namespace: mission-control" and "clusterName: my-cluster"
    And the Helm CLI instructions hold "helm install mission-control-kubernetes flanksource/mission-control-kubernetes --namespace mission-control"
    And it warns "The Kubernetes chart must be installed in flux: the Flux instructions need Flux running in the cluster."

  @R002-7-2-14 @R002-2-2-94
  Scenario: The values are checked against the schema the console ships, fetched from nowhere (DECISIONS §27)
    When they pick the chart "Kubernetes" in Add Integration
    And they set the values to "clusterName: ''"
    Then the values say "The values do not match the chart's schema: clusterName is required"
    And there are no instructions
    When they set the values to "clusterName: prod\nreplicaCount: 2"
    Then the values say "The values do not match the chart's schema: replicaCount is not a value of mission-control-kubernetes"

  Scenario: A namespace must be a DNS label
    When they pick the chart "AWS" in Add Integration
    And they set the namespace to "Mission Control"
    Then the namespace says "The namespace must be a lowercase DNS label, such as mission-control"
    And there are no instructions
