Feature: Catalog
  /catalog lists the configuration items scraped from clusters and clouds: a summary by provider and
  type while nothing narrows it, the configs themselves once a type, label or search does. Each config
  has its own page with its content and what is known about it.

  Background:
    Given it is "2024-06-12T10:30:00Z"
    And a person with the role "viewer"
    And the catalog holds:
      | name     | type                 | class    | status    | health    | tags                       | labels        | changes |
      | api-7f9  | Kubernetes::Pod      | Pod      | Running   | healthy   | cluster=prod,namespace=shop | app=api      | 3       |
      | web-5c2  | Kubernetes::Pod      | Pod      | Pending   | warning   | cluster=prod,namespace=shop | app=web      | 1       |
      | node-a   | Kubernetes::Node     | Node     | Ready     | unhealthy | cluster=dev                 |              | 0       |
      | orders   | AWS::RDS::DBInstance | Database | available | healthy   | account=main                |              | 2       |

  Rule: The summary

    @R002-2-1-05 @R002-2-1-06 @R002-2-1-23 @R002-3-01
    Scenario: With nothing narrowing it, the catalog is a summary by provider, then type
      When the catalog opens with ""
      Then the catalog shows its summary
      And the summary reads:
        | line                 | kind     | count | changes |
        | AWS                  | provider | 1     | 2       |
        | AWS::RDS::DBInstance | group    | 1     | 2       |
        | Kubernetes           | provider | 3     | 4       |
        | Kubernetes::Node     | group    | 1     | 0       |
        | Kubernetes::Pod      | group    | 2     | 4       |
      And the catalog is grouped by "config_class,type"

    @R002-2-1-07 @R002-4-02
    Scenario: A summary line's health bar counts each health in its colour
      When the catalog opens with ""
      Then the health bar of "Kubernetes" is "healthy 1 green, unhealthy 1 red, warning 1 orange"

    @R002-2-1-08 @R002-2-1-10 @R002-2-1-11
    Scenario: Clicking a type's line filters the catalog to that type and clears the grouping
      When the catalog opens with ""
      And the summary line "Kubernetes::Pod" is clicked
      Then the catalog's URL is "configType=Kubernetes%3A%3APod"
      And the catalog lists "api-7f9, web-5c2"

    @R002-2-1-09 @R002-2-1-10
    Scenario: Clicking the line of a tag grouping filters by that label and clears the grouping
      When the catalog opens with "groupBy=cluster__tag"
      And the summary line "prod" is clicked
      Then the catalog's URL is "labels=cluster__%3A__prod"

    Scenario: A provider's line filters nothing
      When the catalog opens with ""
      And the summary line "Kubernetes" is clicked
      Then the catalog's URL is ""
      And the catalog shows its summary

    @R002-2-1-18
    Scenario: Every tag key is offered for grouping as key__tag
      When the catalog opens with ""
      Then the catalog can be grouped by "account__tag, cluster__tag, namespace__tag"

    @R002-9-03
    Scenario: The summary covers changes, insights and cost over 30 days
      Given the catalog is read from the server
      When the catalog opens with ""
      Then the server is asked for the summary grouped by "type" over "30d"

  Rule: The flat list

    @R002-2-1-04 @R002-2-1-13
    Scenario: Filters, sort and search come from the URL and are sorted and filtered by the server
      When the catalog opens with "configType=Kubernetes::Pod&status=Running&health=healthy&search=api&sortBy=name&sortOrder=desc"
      Then the catalog is asked for type "Kubernetes::Pod", status "Running", health "healthy", search "api", sorted by "name" "desc"
      And the catalog lists "api-7f9"

    @R002-2-1-14 @R002-2-1-28
    Scenario: By default the list is sorted by type, deleted configs last
      Given deleted configs are not hidden
      And the catalog also holds the deleted "Kubernetes::Pod" "gone-pod"
      When the catalog opens with "search=s"
      Then the catalog lists "orders, node-a, api-7f9, web-5c2, gone-pod"
      And "gone-pod" is shown as deleted

    @R002-2-1-26
    Scenario: Deleted configs are hidden unless the preference says otherwise
      Given the catalog also holds the deleted "Kubernetes::Pod" "gone-pod"
      When the catalog opens with "configType=Kubernetes::Pod"
      Then the catalog lists "api-7f9, web-5c2"

    @R002-2-1-25
    Scenario Outline: The type '<type>' clears the type filter
      When the catalog opens with "configType=<type>"
      Then the catalog shows its summary

      Examples:
        | type |
        | All  |
        | all  |

    @R002-2-1-24
    Scenario: The breadcrumb names the type
      When the catalog opens with "configType=Kubernetes::Node"
      Then the catalog's breadcrumb is "Catalog > Kubernetes::Node"

    @R002-2-1-13
    Scenario: The flat list reads 200 more configs each time it is scrolled near its end, never all at once
      Given the catalog holds 450 configs of type "Kubernetes::Pod"
      When the catalog opens with "configType=Kubernetes::Pod"
      Then the catalog lists 200 of its 450 configs, with no pager
      When the catalog list is scrolled to within 400 px of its end
      Then the catalog lists 200 of its 450 configs, with no pager
      When the catalog list is scrolled to within 300 px of its end
      Then the catalog lists 400 of its 450 configs, with no pager
      When the catalog list is scrolled to within 0 px of its end
      Then the catalog lists 450 of its 450 configs, with no pager

    @R002-2-1-15
    Scenario: The flat list may be grouped by a tag, each group under its heading, configs without the tag last
      When the catalog opens with "search=s&groupBy=cluster__tag"
      Then the catalog's rows read "cluster: dev | node-a | cluster: prod | api-7f9 | web-5c2 | cluster: — | orders"

    @R002-2-1-15
    Scenario: The flat list may be grouped by provider and type
      When the catalog opens with "search=shop&groupBy=config_class,type"
      Then the catalog's rows read "Provider: Kubernetes · Type: Kubernetes::Pod | api-7f9 | web-5c2"
      When the catalog opens with "search=s&groupBy=config_class,type"
      Then the catalog's rows read "Provider: AWS · Type: AWS::RDS::DBInstance | orders | Provider: Kubernetes · Type: Kubernetes::Node | node-a | Provider: Kubernetes · Type: Kubernetes::Pod | api-7f9 | web-5c2"

    @R002-2-1-15
    Scenario: A tag key the server's order could not name is left out of the grouping, as a malformed filter is
      When the catalog opens with "search=s&groupBy=clu(ster__tag,type"
      Then the catalog's rows read "Type: AWS::RDS::DBInstance | orders | Type: Kubernetes::Node | node-a | Type: Kubernetes::Pod | api-7f9 | web-5c2"

    @R002-2-1-15
    Scenario: A list reached from the summary is not grouped until grouping is asked for
      When the catalog opens with ""
      And the summary line "Kubernetes::Pod" is clicked
      Then the catalog's rows read "api-7f9 | web-5c2"

    @R002-9-07
    Scenario: The catalog's table draws rows 37 px high, keeping 20 drawn beyond each edge of the view
      When the catalog opens with "configType=Kubernetes::Pod"
      Then the catalog's table draws rows 37 px high and keeps 20 drawn beyond each edge
      When the catalog opens with ""
      Then the catalog's table draws rows 37 px high and keeps 20 drawn beyond each edge

    @R002-2-1-16
    Scenario: A config of the list opens its page
      When the catalog opens with "configType=Kubernetes::Node"
      Then the config "node-a" opens at "/catalog/id-node-a"

  Rule: What the catalog sends

    @R002-7-1-07 @R002-7-1-08 @R002-7-1-09 @R002-7-1-10 @R002-7-1-11
    Scenario: The list's query to configs
      Given the catalog is read from the server
      When the catalog opens with "configType=Kubernetes::Pod&status=Running&health=healthy&search=api&labels=app__:__api"
      Then the server is asked for configs with:
        | parameter     | value                                                                                |
        | type          | eq.Kubernetes::Pod                                                                   |
        | status        | eq.Running                                                                           |
        | health        | eq.healthy                                                                           |
        | or            | (name.ilike.*api*,type.ilike.*api*,description.ilike.*api*,namespace.ilike.*api*)    |
        | labels->>app  | eq.api                                                                               |
        | deleted_at    | is.null                                                                              |
        | order         | type.asc.nullslast,name.asc,id.asc                                                   |

    @R002-2-1-15
    Scenario: A grouped list asks the server for its groups first, so each arrives whole as the list scrolls
      Given the catalog is read from the server
      When the catalog opens with "configType=Kubernetes::Pod&groupBy=namespace__tag&sortBy=name&sortOrder=desc"
      Then the server is asked for configs with:
        | parameter | value                                                      |
        | order     | tags->>namespace.asc.nullslast,name.desc.nullslast,id.asc |

    @R002-2-1-13
    Scenario: Scrolling the list asks the server for the next 200 rows by offset
      Given the catalog is read from the server, holding 450 configs
      When the catalog opens with "configType=Kubernetes::Pod"
      And the catalog list is scrolled to within 0 px of its end
      Then the server is asked for configs with:
        | parameter | value |
        | offset    | 200   |
        | limit     | 200   |

  Rule: A config's page

    @R002-2-1-29 @R002-2-1-36 @R002-2-1-37
    Scenario: The Config tab shows the content line by line, JSON unless YAML is asked for
      Given config "orders" holds '{"engine":"postgres","storage":{"size":100}}'
      When the page of config "orders" opens
      Then the config's content reads:
        """
        {
          "engine": "postgres",
          "storage": {
            "size": 100
          }
        }
        """
      When YAML is asked for
      Then the config's content reads:
        """
        engine: postgres
        storage:
          size: 100
        """

    Scenario: Content that is not JSON is shown as text
      Given config "orders" holds the text "engine = postgres"
      When the page of config "orders" opens
      Then the config's content reads:
        """
        engine = postgres
        """

    @R002-2-1-38
    Scenario: Selected lines are kept in the URL
      Given config "orders" holds '{"engine":"postgres","storage":{"size":100}}'
      When the page of config "orders" opens with "selected=2"
      And line 4 of the config is clicked
      Then the config's URL is "selected=2%2C4"
      And linking to an incident attaches lines 2 and 4 of config "orders"

    @R002-2-1-35
    Scenario: The tabs count from the config's summary
      Given config "orders" has 3 changes, 1 insight, 12 relationships, 500 playbook runs and 1500 checks
      When the page of config "orders" opens
      Then the config's tabs read "Config, Changes 3, Insights 1, Relationships 12, Playbooks 500 (red), Checks 1k+ (red)"

    @R002-2-1-54
    Scenario: A config that does not exist
      When the page of config "nothing-here" opens
      Then the config page says it is missing

    @R002-2-1-46 @R002-4-03
    Scenario Outline: A config scraped more than an hour ago warns of its last scrape
      Given config "orders" was last scraped <minutes> minutes ago
      When the page of config "orders" opens
      Then the sidebar <warns> 'Last scraped'

      Examples:
        | minutes | warns         |
        | 60      | does not warn |
        | 61      | warns         |

    @R002-2-1-49
    Scenario Outline: The class shows only when the type does not end with it
      When the page of config "<name>" opens
      Then the sidebar shows the class "<class>"

      Examples:
        | name    | class    |
        | api-7f9 |          |
        | orders  | Database |

    @R002-2-1-50
    Scenario: Properties are grouped by prefix, region and zone, vpc and subnet, os and arch, version and part-of together
      Given config "orders" has the properties "aws.region=us-east-1, aws.zone=us-east-1a, net.vpc=vpc-1, net.subnet=sn-2, os=linux, arch=amd64, version=1.2, part-of=shop, engine=postgres"
      When the page of config "orders" opens
      Then the sidebar's properties read "engine=postgres, os / arch=linux / amd64, version / part-of=1.2 / shop | aws: region / zone=us-east-1 / us-east-1a | net: vpc / subnet=vpc-1 / sn-2"

    @R002-2-1-52
    Scenario: Labels show without the name label
      Given config "api-7f9" has the labels "name=api, Name=api, app=api, tier=web"
      When the page of config "api-7f9" opens
      Then the sidebar's labels read "app=api, tier=web"

    @R002-2-1-51
    Scenario: The sidebar shows the cost of the last day, 7 days and 30 days
      Given config "orders" cost 12.5 yesterday, 80 over 7 days and 310 over 30 days
      When the page of config "orders" opens
      Then the sidebar's cost reads "1d $13 (marked up), 7d $80, 30d $310"

    @R002-2-1-53
    Scenario Outline: A day's cost far from the month's daily average is marked
      Given config "orders" cost <day> yesterday and 300 over 30 days
      When the page of config "orders" opens
      Then the cost is marked "<marker>"

      Examples:
        | day  | marker |
        | 10   |        |
        | 11   |        |
        | 11.1 | up     |
        | 8.9  | down   |

  Rule: The config page on screen

    @R002-2-1-43 @R002-2-1-45
    Scenario: The sidebar names the config, its tags, and links its created time to the scraper that created it
      Given config "orders" was created by the scraper "aws-main" with id "s-1"
      And a wide screen
      When the page of config "orders" is shown
      Then the sidebar reads the name "orders" and the tags "account: main"
      And the sidebar's created time links "aws-main" to "/catalog/scrapers/s-1"

    @R002-2-1-40
    Scenario: On a wide screen the sidebar can be collapsed and shown again
      Given a wide screen
      When the page of config "orders" is shown
      Then the config's sidebar is shown
      When "Hide Sidebar" is pressed
      Then the config's sidebar is not shown
      When "Show Sidebar" is pressed
      Then the config's sidebar is shown

    @R002-2-1-41 @R002-2-1-42
    Scenario: Below the large breakpoint the sidebar shows on 'Show Sidebar' and closes on Escape or a click beside it
      When the page of config "orders" is shown
      Then the config's sidebar is not shown
      When "Show Sidebar" is pressed
      Then the config's sidebar is shown
      When Escape is pressed in the sidebar
      Then the config's sidebar is not shown
      When "Show Sidebar" is pressed
      Then the config's sidebar is shown
      When the page beside the sidebar is clicked
      Then the config's sidebar is not shown

    @R002-2-1-39
    Scenario: The Config tab offers 'Link to incident' and the Playbooks menu, both on the config
      Given a person with the role "editor"
      When the page of config "orders" is shown
      Then the Config tab's actions are "Link to Incident, Playbooks"
      When the page of config "orders" opens
      Then the Config tab's actions both take config "orders"

  Rule: A config's Playbooks and Checks tabs

    @R002-2-1-33 @R002-2-1-86
    Scenario: The Playbooks tab lists the config's runs, newest first, 200 a page
      Given config "orders" has 450 runs of the playbook "Restart"
      When the Playbooks tab of config "orders" opens
      Then the Playbooks tab shows 200 runs, the first reading:
        | id         | run-id-orders-0000                 |
        | status     | completed                          |
        | start_time | 2024-06-12T10:30:00.000Z           |
        | playbook   | Restart                            |
        | link       | /playbooks/runs/run-id-orders-0000 |
      And the runs were asked for the pages "0" of 200

    @R002-2-1-87
    Scenario: The next page is read once the list is scrolled to within 300 px of its bottom, until every run is there
      Given config "orders" has 450 runs of the playbook "Restart"
      When the Playbooks tab of config "orders" opens
      And the runs are scrolled to 301 px above their bottom
      Then the Playbooks tab shows 200 runs
      When the runs are scrolled to 300 px above their bottom
      Then the Playbooks tab shows 400 runs
      When the runs are scrolled to 0 px above their bottom
      And the runs are scrolled to 0 px above their bottom
      Then the Playbooks tab shows 450 runs
      And the runs were asked for the pages "0, 1, 2" of 200

    Scenario: A config without runs, and runs that cannot be read
      Given config "orders" has 0 runs of the playbook "Restart"
      When the Playbooks tab of config "orders" opens
      Then the Playbooks tab shows 0 runs
      Given config "orders"'s runs fail with "runs are unavailable"
      When the Playbooks tab of config "orders" opens
      Then the Playbooks tab shows the error "runs are unavailable"

    @R002-2-1-34
    Scenario: The Checks tab lists the health checks linked to the config, by its id
      Given config "orders" is checked by:
        | name        | status    | passed | failed |
        | replication | unhealthy | 3      | 1      |
        | connections | healthy   | 10     | 0      |
      When the Checks tab of config "orders" opens
      Then the Checks tab lists "connections healthy, replication unhealthy"
      And the checks were asked for config "orders"

    Scenario: Checks that cannot be read
      Given config "orders"'s checks fail with "checks are unavailable"
      When the Checks tab of config "orders" opens
      Then the Checks tab shows the error "checks are unavailable"

  Rule: The config sidebar's panels

    @R002-2-1-83 @R002-8-14
    Scenario: An editor deletes a manual link to a topology component: confirm, delete, then the links are read again
      Given a person with the role "editor"
      And config "orders" is linked to the components:
        | component | made by          |
        | checkout  | a person         |
        | payments  | scraper-topology |
      When the Topology panel of config "orders" opens
      Then the Topology panel lists "checkout (can be deleted), payments"
      When the link to "checkout" is deleted
      Then a confirmation asks "The link between this config and checkout will be deleted."
      And no config link was deleted
      When the link deletion is confirmed
      Then the Topology panel toasts "success" "Deleted config link successfully"
      And the Topology panel lists "payments"
      And the links of config "orders" were read 2 times

    Scenario: A cancelled deletion keeps the link, and a scraper's link or a viewer is offered none
      Given a person with the role "editor"
      And config "orders" is linked to the components:
        | component | made by          |
        | checkout  | a person         |
        | payments  | scraper-topology |
      When the Topology panel of config "orders" opens
      And the link to "checkout" is deleted
      And the link deletion is cancelled
      Then no confirmation is asked
      When the link to "payments" is deleted
      Then no confirmation is asked
      And no config link was deleted
      Given a person with the role "viewer"
      When the Topology panel of config "orders" opens
      Then the Topology panel lists "checkout, payments"
      When the link to "checkout" is deleted
      Then no confirmation is asked

    @R002-8-28
    Scenario: A failed deletion shows the server's message and keeps the link
      Given a person with the role "editor"
      And config "orders" is linked to the components:
        | component | made by  |
        | checkout  | a person |
      And deleting a config link fails with "permission denied for table config_component_relationships"
      When the Topology panel of config "orders" opens
      And the link to "checkout" is deleted
      And the link deletion is confirmed
      Then the Topology panel toasts "error" "permission denied for table config_component_relationships"
      And the Topology panel lists "checkout (can be deleted)"

    @R002-7-1-06
    Scenario: Deleting a link asks the server to delete only the manual row of that config and component
      When the link from config "orders" to component "checkout" is deleted on the server
      Then the server is sent DELETE "/api/db/config_component_relationships" with:
        | component_id | eq.component-checkout |
        | config_id    | eq.id-orders          |
        | selector_id  | eq.manual             |

    @R002-7-1-04 @R002-9-01
    Scenario Outline: The <panel> panel reads 50 at a time, the next 50 once scrolled within 300 px of its bottom
      Given config "orders" has 120 insights, 120 incidents and 120 playbook runs
      When the sidebar panel "<panel>" of config "orders" opens
      Then the panel shows 50 rows
      When the panel is scrolled to 301 px above its bottom
      Then the panel shows 50 rows
      When the panel is scrolled to 300 px above its bottom
      Then the panel shows 100 rows
      When the panel is scrolled to 0 px above its bottom
      And the panel is scrolled to 0 px above its bottom
      Then the panel shows 120 rows
      And the panel was asked for the pages "0, 1, 2" of 50

      Examples:
        | panel         |
        | Insights      |
        | Incidents     |
        | Playbook Runs |

    @R002-9-08
    Scenario: A side panel's rows are estimated at 44 px, and the panel is as tall as 8 of them before it scrolls
      Given config "orders" has 3 insights, 60 incidents and 0 playbook runs
      When the sidebar panel "Insights" of config "orders" opens
      Then each row of the panel is 44 px high, between 40 and 50, in a panel 132 px high
      When the sidebar panel "Incidents" of config "orders" opens
      Then each row of the panel is 44 px high, between 40 and 50, in a panel 352 px high

    @R002-8-26
    Scenario: An insights load error in the sidebar shows in the panel and as a toast
      Given config "orders" has 3 insights, 3 incidents and 0 playbook runs
      And config "orders"'s insights fail with "analysis is unavailable"
      When the sidebar panel "Insights" of config "orders" opens
      Then the panel shows the error "analysis is unavailable"
      And the panel toasts the error "analysis is unavailable"

    Scenario: An incidents load error shows in the panel only
      Given config "orders" has 3 insights, 3 incidents and 0 playbook runs
      And config "orders"'s incidents fail with "incidents are unavailable"
      When the sidebar panel "Incidents" of config "orders" opens
      Then the panel shows the error "incidents are unavailable"
      And the panel toasts nothing

  Rule: Changes

    Background:
      Given the catalog's changes:
        | id | config  | type    | severity | summary      | hours ago | count | first seen hours ago |
        | c1 | orders  | diff    | medium   | storage grew | 1         | 3     | 5                    |
        | c2 | api-7f9 | Pulled  | info     | image pulled | 2         | 1     | 2                    |
        | c3 | api-7f9 | BackOff | high     | back-off     | 3         | 1     | 3                    |

    @R002-2-1-60 @R002-2-1-65 @R002-2-1-67
    Scenario: The change history opens on the last two days, newest first, 200 a page
      When the change history opens with ""
      Then the changes are asked from "now-2d", page 1 of 200, sorted "-created_at", deleted configs left out
      And the change history lists "storage grew, image pulled, back-off"

    @R002-2-1-66
    Scenario: The change history's page is the URL parameter page, the first being 1
      Given config "orders" has 450 changes in the last hour
      When the change history opens with "page=2"
      Then the changes are asked for page 2
      When the change history goes to its page 3
      Then the change history's URL is "page=3"
      And the changes are asked for page 3
      When the change history goes to its page 1
      Then the change history's URL is ""

    @R002-2-1-56
    Scenario: A change seen more than once says how often and over how long
      When the change history opens with ""
      Then the last seen of "storage grew" adds "x 3 over 4h"
      And the last seen of "image pulled" adds nothing

    @R002-2-1-58 @R002-2-1-61
    Scenario: A cell's exclude button filters its value out, and its chip removes the filter
      When the change history opens with ""
      And the change type "Pulled" is excluded from a cell
      Then the change history lists "storage grew, back-off"
      And the change filters show the chips "Change type: !Pulled"
      When the chip "Change type: !Pulled" is removed
      Then the change history lists "storage grew, image pulled, back-off"
      And the change filters show no chips

    @R002-2-1-59
    Scenario: Changes are filtered by severity, as the least severity shown
      When the change history opens with "severity=medium"
      Then the change history lists "storage grew, back-off"

    @R002-2-1-64
    Scenario: Changes of deleted configs show once the preference says so
      Given the preference "Hide Deleted Config Changes" is "no"
      When the change history opens with ""
      Then the changes are asked with deleted configs included

    @R002-2-1-62 @R002-2-1-63
    Scenario Outline: A config's changes look downstream by default, and upstream when asked
      When the changes of config "api-7f9" open with "<url>"
      Then the changes of config "api-7f9" are asked looking "<recursive>"

      Examples:
        | url                           | recursive  |
        |                               | downstream |
        | upstream=true                 | all        |
        | downstream=false&upstream=true | upstream   |
        | downstream=false              | none       |

    @R002-9-06
    Scenario: A config's changes are asked of the feed through its relationships, 5 deep
      Given the catalog is read from the server
      When the changes of config "api-7f9" open with ""
      Then the server is asked for the changes of config "api-7f9" looking "downstream" 5 deep, page 1 of 200

    @R002-2-1-57
    Scenario: Clicking a change opens its details with its diff
      Given change "c1" has the diff:
        """
        --- a
        +++ b
        @@ -1,2 +1,2 @@
         engine: postgres
        -size: 100
        +size: 200
        """
      When the details of change "c1" open
      Then the diff reads side by side:
        | old              | new              |
        | 1  engine: postgres | 1  engine: postgres |
        | 2 -size: 100     | 2 +size: 200     |

  Rule: Insights

    Background:
      Given the catalog's insights:
        | id | config  | analyzer   | type        | severity | hours ago | message         |
        | i1 | api-7f9 | privileged | security    | high     | 1         | runs privileged |
        | i2 | orders  | idle       | cost        | low      | 2         | idle for a week |
        | i3 | api-7f9 | no-limits  | reliability | medium   | 3         | no limits       |

    @R002-9-02 @R002-7-1-05
    Scenario: Insights open on the first page of 50, first observed newest first
      When the insights open with ""
      Then the insights are asked for page 0 of 50 sorted by "first_observed" "desc"
      And the insights list "privileged, idle, no-limits"

    @R002-2-1-70
    Scenario: Insights of one config, filtered by severity
      When the insights of config "api-7f9" open with "severity=medium"
      Then the insights list "no-limits"

    @R002-7-1-02
    Scenario: The severity filter is sent in lower case
      Given the catalog is read from the server
      When the insights open with "severity=HIGH"
      Then the server is asked for insights with "severity" "eq.high"

    @R002-2-1-71
    Scenario Outline: An insight's message is cut at 500 characters
      Then a message of <length> characters shows as <shown> characters

      Examples:
        | length | shown |
        | 500    | 500   |
        | 501    | 503   |

    @R002-8-25
    Scenario: A failed load shows the server's message in place of the table
      Given the insights fail with "analysis is unavailable"
      When the insights open with ""
      Then the insights show the error "analysis is unavailable"

  Rule: The catalog's pages

    @R002-2-1-29 @R002-2-1-30 @R002-2-1-31 @R002-2-1-32
    Scenario Outline: What each path under /catalog shows
      Then the catalog path "<path>" shows <page>

      Examples:
        | path                    | page                               |
        | /                       | the list                           |
        | /changes                | the change history                 |
        | /insights               | the insights                       |
        | /c-1                    | the config "c-1" on its config tab |
        | /c-1/changes            | the config "c-1" on its changes tab |
        | /c-1/insights           | the config "c-1" on its insights tab |
        | /c-1/relationships      | the config "c-1" on its relationships tab |
        | /c-1/playbooks          | the config "c-1" on its playbooks tab |
        | /c-1/checks             | the config "c-1" on its checks tab |

  Rule: Relationships

    Background:
      Given "api-7f9" links to "node-a"
      And "node-a" links to "orders"
      And "web-5c2" links softly to "api-7f9"

    @R002-2-1-74 @R002-7-1-03
    Scenario: The tab opens on outgoing hard links, deleted configs hidden
      When the relationships of "api-7f9" open
      Then the toggles read "outgoing on, incoming off, soft off"
      And the related configs are "node-a outgoing 1, orders outgoing 2"
      And the relationships were asked with deleted configs hidden

    @R002-2-1-74
    Scenario: Incoming and soft links when turned on
      When the relationships of "api-7f9" open
      And "incoming" is turned on
      And "soft" is turned on
      Then the related configs are "node-a outgoing 1, web-5c2 incoming 1, orders outgoing 2"

    @R002-2-1-75
    Scenario: Turning incoming off turns outgoing on
      When the relationships of "api-7f9" open
      And "incoming" is turned on
      And "outgoing" is turned off
      Then the toggles read "outgoing off, incoming on, soft off"
      When "incoming" is turned off
      Then the toggles read "outgoing on, incoming off, soft off"

    @R002-9-05
    Scenario: Related configs are read 10 deep
      Given the catalog is read from the server
      When the relationships of config id "00000000-0000-4000-8000-000000000001" open
      Then the server is asked for related configs with "max_depth" "10"

  Rule: The relationship graph

    @R002-2-1-80 @R002-2-1-82
    Scenario Outline: Three or more children of one type hang from a group node, shown when there are up to three
      Given "orders" links to <count> configs of type "AWS::EC2::Subnet"
      When the relationships of "orders" open
      Then the graph shows <groups> and <configs> subnets

      Examples:
        | count | groups                          | configs |
        | 2     | no group                        | 2       |
        | 3     | the open group "AWS::EC2::Subnet" | 3     |

    @R002-2-1-81
    Scenario: A group of more than three is closed until clicked, and each click toggles it
      Given "orders" links to 4 configs of type "AWS::EC2::Subnet"
      When the relationships of "orders" open
      Then the graph shows the closed group "AWS::EC2::Subnet" and 0 subnets
      When the graph's group "AWS::EC2::Subnet" is clicked
      Then the graph shows the open group "AWS::EC2::Subnet" and 4 subnets
      When the graph's group "AWS::EC2::Subnet" is clicked
      Then the graph shows the closed group "AWS::EC2::Subnet" and 0 subnets

    @R002-2-1-77 @R002-9-23
    Scenario Outline: The graph is laid out in layers, left to right or top to bottom, 400 by 100 nodes 120 apart
      Given "api-7f9" links to "node-a"
      And "node-a" links to "orders"
      When the relationships of "api-7f9" open
      Then laid out <direction> the graph places "api-7f9" at <root>, "node-a" at <child> and "orders" at <grandchild>

      Examples:
        | direction | root | child  | grandchild |
        | LR        | 0,0  | 520,0  | 1040,0     |
        | TB        | 0,0  | 0,220  | 0,440      |

    @R002-9-24
    Scenario Outline: The graph's nodes move to their places over 300 ms
      Given "api-7f9" links to "node-a"
      And "node-a" links to "orders"
      When the relationships of "api-7f9" open
      Then laid out <direction> the graph's 3 nodes move to their places over 300 ms

      Examples:
        | direction |
        | LR        |
        | TB        |

  Rule: Across the catalog's tabs

    @R002-2-1-02
    Scenario: The config type is carried to the Changes and Insights tabs
      Then with the config type "Kubernetes::Pod" the catalog's tabs lead to "/catalog?configType=Kubernetes%3A%3APod, /catalog/changes?configTypes=Kubernetes%3A%3APod, /catalog/insights?configType=Kubernetes%3A%3APod, /catalog/scrapers"

    @R002-2-1-01
    Scenario: The catalog's tabs are Catalog, Changes, Insights and Scrapers; Scrapers is hidden while its area is off
      Then the catalog's tabs read "Catalog /catalog, Changes /catalog/changes, Insights /catalog/insights, Scrapers /catalog/scrapers"
      And the catalog's tabs read "Catalog /catalog, Changes /catalog/changes, Insights /catalog/insights" while the scrapers area is off

    @R000-2-1-10 @R002-2-1-03
    Scenario: /configs is the catalog
      Then the route "/configs" redirects to "/catalog"

    @R000-2-1-09
    Scenario: The catalog's routes
      Then the route "/catalog" shows the "Catalog" page
      And the route "/catalog/changes" shows the "Catalog" page
      And the route "/catalog/insights" shows the "Catalog" page
      And the route "/catalog/c-1/relationships" shows the "Catalog" page
      And the route "/catalog/scrapers" is the page of the "Catalog Scrapers" area
      And the route "/catalog/scrapers/s-1" is the page of the "Catalog Scrapers" area
      And the catalog path "/c-1/checks" shows the config "c-1" on its checks tab

    @R002-2-1-44 @R002-2-1-47 @R002-2-1-48
    Scenario: The sidebar shows the health and status, when the config was deleted, and its type as a link to its list
      Given the catalog also holds the deleted "Kubernetes::Pod" "gone-pod"
      When the page of config "gone-pod" opens
      Then the sidebar reads health "unknown", status "Terminated", deleted "2024-06-12T10:30:00.000Z" and the type links to "/catalog?configType=Kubernetes%3A%3APod"

  Rule: The catalog's pages as drawn

    @R002-2-1-17 @R002-2-1-19 @R002-2-1-20 @R002-2-1-21
    Scenario: The filter bar offers the types, labels, statuses and healths, and a search box for configs
      When the catalog page is shown with "configType=Kubernetes::Pod"
      Then the filter "Type" offers "All, AWS::RDS::DBInstance, Kubernetes::Node, Kubernetes::Pod"
      And the filter "Status" offers "All, available, Pending, Ready, Running"
      And the filter "Health" offers "All, Unhealthy, Healthy, Unknown, Warning"
      And the filter "Labels" offers "app: api, app: web"
      And the catalog's search box invites "Search for configs"

    @R002-2-1-17 @R002-2-1-19 @R002-2-1-20
    Scenario: Choosing a type, a status and a health narrows the list
      When the catalog page is shown with "search=e"
      And the filter "Type" is set to "Kubernetes::Pod"
      Then the catalog page lists "api-7f9, web-5c2"
      When the filter "Status" is set to "Pending"
      Then the catalog page lists "web-5c2"
      When the filter "Status" is set to "All"
      And the filter "Health" is set to "Healthy"
      Then the catalog page lists "api-7f9"

    @R002-2-1-12
    Scenario: The flat list's columns, Changed telling how recently each config changed
      Given config "api-7f9" was updated 2 hours ago
      And config "web-5c2" was updated 10 days ago
      When the catalog page is shown with "configType=Kubernetes::Pod"
      Then the "Catalog" table has the columns "Name, Type, Status, Changes, Tags, Analysis, Cost, Created, Updated, Deleted At, Changed"
      And the catalog page's "Changed" column reads "Last day, Last month"

    @R002-2-1-27
    Scenario: A type marked as a favourite is offered first, starred, on every visit until unmarked
      When the catalog page is shown with "configType=Kubernetes::Pod"
      And "Add Kubernetes::Pod to favourites" is pressed
      Then the filter "Type" offers "All, ★ Kubernetes::Pod, AWS::RDS::DBInstance, Kubernetes::Node"
      When the catalog page is shown with "configType=Kubernetes::Node"
      Then the filter "Type" offers "All, ★ Kubernetes::Pod, AWS::RDS::DBInstance, Kubernetes::Node"
      When the catalog page is shown with "configType=Kubernetes::Pod"
      And "Remove Kubernetes::Pod from favourites" is pressed
      Then the filter "Type" offers "All, AWS::RDS::DBInstance, Kubernetes::Node, Kubernetes::Pod"

    @R002-9-04
    Scenario: The search reaches the list 400 ms after the last keystroke
      When the catalog page is shown with "configType=Kubernetes::Pod"
      And "web" is typed in the catalog's search box
      Then the catalog is not asked for "web" before 400 ms have passed
      And the catalog page lists "web-5c2"

    @R002-7-1-01
    Scenario: The flat list is read again on every visit, never kept from the last one
      When the catalog page is shown with "configType=Kubernetes::Pod"
      Then the catalog page lists "api-7f9, web-5c2"
      When the catalog page is shown with "configType=Kubernetes::Pod"
      Then the catalog page lists "api-7f9, web-5c2"
      And the catalog was read 2 times

    @R002-2-1-22
    Scenario: The refresh button reads the catalog again
      When the catalog page is shown with "configType=Kubernetes::Pod"
      Then the catalog page lists "api-7f9, web-5c2"
      And the catalog is read again

    @R002-2-1-55
    Scenario: The change history's columns
      Given the catalog's changes:
        | id | config | type | severity | summary      | hours ago | count | first seen hours ago |
        | c1 | orders | diff | medium   | storage grew | 1         | 1     | 1                    |
      When the change history page is shown with ""
      Then the "Changes" table has the columns "Last Seen, Catalog, Type, Summary, Tags, Created By"

    @R002-8-27
    Scenario: A failed change history without a message says 'Something went wrong' in an error panel
      Given the changes fail without a message
      When the change history page is shown with ""
      Then the changes show an error panel reading "Something went wrong"

    @R002-2-1-68 @R002-2-1-69
    Scenario: The insights' columns, and a row opening its detail panel
      Given the catalog's insights:
        | id | config  | analyzer   | type     | severity | hours ago | message         |
        | i1 | api-7f9 | privileged | security | high     | 1         | runs privileged |
      When the insights page is shown
      Then the "Insights" table has the columns "Catalog, Type, Analyzer, Severity, Status, First Observed, Last Observed"
      When the insight of "privileged" is clicked
      Then a panel shows the insight "privileged" with the message "runs privileged"

    @R002-2-1-72 @R002-2-1-73
    Scenario: The insights are filtered by any of the insight types and severities
      When the insights page is shown
      Then the filter "Type" offers "All, cost, availability, performance, security, integration, compliance, technical_debt, reliability, recommendation, other"
      And the filter "Severity" offers "All, info, warning, low, medium, high, blocker, critical"

    @R002-2-1-76 @R002-2-1-78
    Scenario: Related configs show in a table unless the graph is chosen, whose edges are bezier or smoothstep
      Given "api-7f9" links to "node-a"
      When the relationships tab of config "api-7f9" is shown
      Then the relationships show as "Table"
      And the related configs show in a table
      When the relationships are shown as "Graph"
      Then the graph offers "Edges" as "Bezier, Smoothstep"
      And the graph's "Edges" is "Bezier"

    @R002-2-1-79 @R002-9-30
    Scenario: The view, the layout direction and the edge style are remembered
      Given "api-7f9" links to "node-a"
      When the relationships tab of config "api-7f9" is shown
      And the relationships are shown as "Graph"
      And the graph's "Direction" is set to "TB"
      And the graph's "Edges" is set to "Smoothstep"
      And the relationships tab of config "api-7f9" is shown again
      Then the relationships show as "Graph"
      And the graph's "Direction" is "TB"
      And the graph's "Edges" is "Smoothstep"

  Rule: Export downloads every row the filters match, not only the page shown

    Scenario: The flat list exports the configs of its filters, in its order
      Given the catalog is read from the server
      When the catalog opens with "configType=Kubernetes::Pod&status=Running&search=api"
      And they export it as CSV from a server that streams exports holding 450 rows
      Then the export asked "/api/export/configs" for the list's filters:
        | parameter  | value                                    |
        | type       | eq.Kubernetes::Pod                       |
        | status     | eq.Running                               |
        | or         | name.ilike.*api*                         |
        | deleted_at | is.null                                  |
        | order      | type.asc.nullslast,name.asc,id.asc       |
      And a file "configs.csv" was saved with 450 rows under a header

    Scenario: The change history exports its window, severity, types and tags from catalog_changes
      Given the catalog is read from the server
      When the change history opens with "severity=high&changeType=diff,!Pulled&tags=cluster=prod,team!=ops&range=7d"
      And they export it as CSV from a server that streams exports holding 350 rows
      Then the export asked "/api/export/catalog_changes" for the list's filters:
        | parameter | value                                                          |
        | and       | (created_at.gte.                                               |
        | and       | deleted_at.is.null                                             |
        | and       | change_type.in.(diff),or(change_type.is.null,change_type.not.in.(Pulled)) |
        | and       | severity.in.(high,critical)                                    |
        | and       | tags->>cluster.eq.prod,or(tags->>team.is.null,tags->>team.neq.ops) |
        | order     | created_at.desc,id.asc                                         |
      And a file "catalog_changes.csv" was saved with 350 rows under a header

    Scenario: A config's Changes tab exports its own config's changes while Downstream and Upstream are off
      Given the catalog is read from the server
      When the changes of config "api-7f9" open with "downstream=false&range=2d"
      And they export it as CSV from a server that streams exports holding 12 rows
      Then the export asked "/api/export/catalog_changes" for the list's filters:
        | parameter | value                   |
        | and       | (config_id.eq.          |
        | and       | deleted_at.is.null      |
        | order     | created_at.desc,id.asc  |
      And a file "catalog_changes.csv" was saved with 12 rows under a header

    Scenario: A config's Changes tab following its linked configs exports them too, paged through the search the tab reads
      Given the catalog is read from the server
      When the changes of config "api-7f9" open with "upstream=true&severity=high"
      And they export it as CSV from a server whose change search holds 2345 changes
      Then the export searched the changes 2 times, 2000 at a time, for the tab's config, following its links both ways with severity "high"
      And a file "catalog_changes.csv" was saved with 2345 rows under a header

    Scenario: Against a Mission Control, the insights are paged through /api/db by the browser
      Given the catalog is read from the server
      When the insights open with "severity=HIGH&type=security"
      And they export it as CSV from a Mission Control holding 2345 rows
      Then the export asked config_analysis_items for the page's filters 2 times, 2000 rows at a time
      And a file "config_analysis_items.csv" was saved with 2345 rows under a header

    Scenario: A filter the server refuses fails the change history's export with the server's message
      Given the catalog is read from the server
      When the change history opens with "tags=cluster=prod"
      And they export it as CSV from a server that refuses it with "column catalog_changes.tags does not exist"
      Then the export failed with "The export failed: column catalog_changes.tags does not exist"
      And no file was saved
