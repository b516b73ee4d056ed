Feature: The topology dashboard, its component cards, side panel, snapshot and catalog links
  The home page shows the estate's components as cards. These scenarios state how the cards are
  chosen, ordered and drawn, where every link leads, and how the side panel and the two modals behave.

  Rule: The dashboard shows the child components, unhealthy first

    @R001-2-10-06
    Scenario: The health sort rank: unhealthy 1, warning 2, healthy 3, info 4
      Given the component "estate" has the children:
        | name  | status    |
        | notes | info      |
        | web   | healthy   |
        | cache | warning   |
        | db    | unhealthy |
      When the topology of "estate" is opened
      Then the cards read "db, cache, web and notes"

    @R001-2-10-05
    Scenario: Cards are sorted unhealthy first, then warning, then healthy
      Given the component "estate" has the children:
        | name     | status    |
        | web      | healthy   |
        | db       | unhealthy |
        | cache    | warning   |
        | frontend | healthy   |
      When the topology of "estate" is opened
      Then the cards read "db, cache, frontend and web"

    @R001-2-10-05
    Scenario: A component without children shows itself
      Given the component "estate" has no children
      When the topology of "estate" is opened
      Then the cards read "estate"

    @R001-2-10-07
    Scenario: An empty dashboard says so
      Given the topology has no components
      When the topology is opened
      Then the topology says "There are no components matching this criteria."

    @R001-2-10-02 @R001-7-13
    Scenario: The filters of the URL are what the topology endpoint is asked for
      When the topology is opened with "status=unhealthy&type=Database&team=payments&labels=env%3Dprod&agent_id=agent-1"
      Then the topology endpoint is asked for "status=unhealthy&type=Database&flatten=true&team=payments&labels=env%3Dprod&agent_id=agent-1"

    @R001-2-10-02 @R001-7-13
    Scenario: A filter set to All is not sent
      When the topology is opened with "status=All&type=All&team=All&labels=All&agent_id=All"
      Then the topology endpoint is asked for ""

    @R001-2-10-02
    Scenario: The sort options are Health, Name, Type, Last Updated and each headline property
      Given the component "estate" has a child "db" with the headline property "connections"
      Then the sort options of "estate" are "Health, Name, Type, Last Updated and connections"

    @R001-2-10-04
    Scenario Outline: Show hidden components is kept in the URL as yes or no
      Given the component "estate" has the children:
        | name   | hidden |
        | api    | no     |
        | legacy | yes    |
      When "Show hidden components" is turned <state>
      Then the topology URL holds "showHiddenComponents=<value>"
      And the cards of "estate" read "<cards>"

      Examples:
        | state | value | cards           |
        | on    | yes   | api and legacy  |
        | off   | no    | api             |

    @R001-2-10-04
    Scenario: Hidden components are shown unless the URL says no
      Given the component "estate" has the children:
        | name   | hidden |
        | api    | no     |
        | legacy | yes    |
      When the topology of "estate" is opened
      Then the cards read "api and legacy"

    @R001-2-10-03
    Scenario Outline: The card size slider goes from 250 to 768 px in steps of 2
      When the card width is set to <wanted> px
      Then the card width is <kept> px
      And it is remembered in this browser under "topology_card_width"

      Examples:
        | wanted | kept |
        | 100    | 250  |
        | 301    | 302  |
        | 400    | 400  |
        | 900    | 768  |

    @R001-2-10-03
    Scenario: Without a remembered width the cards are extra large
      Then a browser that remembers no card width shows cards 554 px wide

  Rule: The breadcrumb

    @R001-2-10-01
    Scenario: The breadcrumb is Dashboard, the ancestor path, the referer and the component
      Then the breadcrumb of "pod-1" with the path "estate.cluster-a" and the referer "namespace-x" is "Dashboard, estate, cluster-a, namespace-x and pod-1"
      And the breadcrumb of the dashboard is "Dashboard"

  Rule: Card links keep the filters

    @R001-2-10-12
    Scenario: A card link carries the query parameters but refererId and status
      Given the page's URL parameters are "status=unhealthy&team=payments&refererId=old&sortBy=name"
      Then the card of "db" links to "/topology/db?team=payments&sortBy=name"

    @R001-2-10-13
    Scenario: A card link names the component in view as referer when it is not the card's parent
      Given the page shows the component "cluster-a"
      Then the card of "db" with the path "estate.namespace-x" links to "/topology/db?refererId=cluster-a"
      And the card of "namespace-x" with the path "estate.cluster-a" links to "/topology/namespace-x"
      And the card of "cluster-a" has no link

    @R001-2-10-14 @R001-4-19
    Scenario: Health counts link to the component by status
      Given the component "cluster-a" counts 3 healthy, 1 unhealthy, 2 warning and 1 unknown children
      Then its health counts link to:
        | status    | count | link                                |
        | healthy   | 3     | /topology/cluster-a?status=healthy   |
        | unhealthy | 1     | /topology/cluster-a?status=unhealthy |
        | warning   | 2     | /topology/cluster-a?status=warning   |
        | unknown   | 1     | /topology/cluster-a?status=unknown   |

    @R001-2-11-04 @R001-2-10-15 @R001-4-19
    Scenario: The health checks summary counts checks by status and links to /health
      Given the component "db" has checks 4 healthy, 1 unhealthy, 0 warning and 2 unknown
      Then its checks summary reads "healthy 4, unhealthy 1 and unknown 2", each linking to "/health"

    @R001-2-10-16 @R001-2-11-05 @R001-2-11-07
    Scenario: Incident counts by type and severity, low merged into medium, link to the incident list
      Given the component "db" has incidents:
        | type         | severity | count |
        | availability | critical | 1     |
        | availability | low      | 2     |
        | availability | medium   | 1     |
        | performance  | high     | 3     |
      Then its incident rows are:
        | row          | row link                                      | severity | count | colour | link                                                        |
        | availability | /incidents?type=availability&component=db     | critical | 1     | red    | /incidents?severity=critical&component=db&type=availability |
        | availability | /incidents?type=availability&component=db     | medium   | 3     | green  | /incidents?severity=medium&component=db&type=availability   |
        | performance  | /incidents?type=performance&component=db      | high     | 3     | orange | /incidents?severity=high&component=db&type=performance      |

    @R001-2-10-17 @R001-2-11-06
    Scenario: Insight counts by analysis type and severity link to the insights
      Given the component "db" has insights:
        | type     | severity | count |
        | security | critical | 2     |
        | cost     | info     | 1     |
      Then its insight counts are:
        | severity | count | colour | link                                                       |
        | critical | 2     | red    | /catalog/insights?component=db&type=security&severity=critical |
        | info     | 1     | gray   | /catalog/insights?component=db&type=cost&severity=info         |

    @R001-2-10-18 @R001-2-10-19 @R001-2-10-20 @R001-2-10-21 @R001-2-10-22
    Scenario: The topology screens link out
      Then the topology links are:
        | to                          | for     | link                       |
        | the logs of a component     | db      | /logs?topologyId=db        |
        | an incident                 | inc-1   | /incidents/inc-1           |
        | a playbook run              | run-1   | /playbooks/runs/run-1      |
        | a team                      | team-1  | /settings/teams/team-1     |
        | a topology definition       | topo-1  | /settings/topologies/topo-1 |

  Rule: The component card

    # The public view takes a card size by name (seed 002 §2.4), so it draws each size at its width.
    @R001-2-11-01
    Scenario Outline: The card sizes
      Given the component "db" has no children
      When the public view of "db" is opened with the size "<size>"
      Then its card is <px> px wide and laid out as <size>

      Examples:
        | size        | px  |
        | small       | 198 |
        | medium      | 258 |
        | large       | 356 |
        | extra_large | 554 |

    @R001-2-11-02
    Scenario Outline: Small and medium cards show only headline properties
      Given the component "db" has the headline property "connections" and the property "owner"
      Then a <size> card of "db" shows the properties "<shown>"

      Examples:
        | size        | shown               |
        | small       | connections         |
        | medium      | connections         |
        | large       | connections and owner |
        | extra_large | connections and owner |

    @R001-2-11-03
    Scenario Outline: The card border follows the status
      Then a <status> card has <border> border

      Examples:
        | status    | border     |
        | unhealthy | a red      |
        | warning   | an orange  |
        | healthy   | no coloured |

    @R001-2-11-08
    Scenario: Severity colours
      Given the component "db" has "misconfiguration" insights of each severity "info, low, medium, warning, high and critical"
      Then its card's insight counts are coloured:
        | severity | colour |
        | critical | red    |
        | high     | orange |
        | warning  | yellow |
        | medium   | green  |
        | low      | green  |
        | info     | gray   |

    @R001-2-11-09
    Scenario Outline: Show more in the summary column
      Given a card with <items> summary items and <properties> non-headline properties
      Then the summary shows <shown> items and "Show more" for <more>

      Examples:
        | items | properties | shown | more |
        | 5     | 1          | 5     | 0    |
        | 7     | 1          | 5     | 2    |
        | 7     | 0          | 7     | 0    |
        | 12    | 0          | 10    | 2    |

    @R001-2-11-10
    Scenario: Show more in the property list
      Given the component "db" has 8 properties
      When the public view of "db" is opened with the size "large"
      Then its property list shows 6 of the 8 properties and "Show more (2)", then all of them, at most 200 px high

    @R001-2-11-11 @R001-2-11-12 @R001-2-11-13 @R001-2-11-14 @R001-2-11-15
    Scenario: How properties read
      Then properties read:
        | property  | type     | unit       | value      | max  | reads           | red |
        | cost      | currency |            | 1234       |      | 1.2k            | no  |
        | cost      | currency |            | 25000      |      | 25.0k           | no  |
        | ratio     |          | percent    | 0.25       |      | 25%             | no  |
        | memory    |          | bytes      | 750        | 1000 | 75% of 1,000 B  | yes |
        | memory    |          | bytes      | 700        | 1000 | 70% of 1,000 B  | no  |
        | cpu       |          | millicores | 800        | 1000 | 80% of 1.00     | yes |
        | cpu       |          | millicores | 1500       |      | 1.50            | no  |
        | disk      |          | bytes      | 1536       |      | 1.5 KB          | no  |
        | disk      |          | bytes      | 5368709120 |      | 5 GB            | no  |

    @R001-2-11-16 @R001-2-11-17 @R001-2-11-18 @R001-2-11-19
    Scenario Outline: The actions a component offers
      Given a person with the role "editor"
      And the features turned off are "<off>"
      Then a component <external id> offers on its <place> "<actions>"

      Examples:
        | off       | external id            | place      | actions                                                         |
        | none      | with an external id    | card       | View Logs, Zoom In, Link to Incident, Snapshot, Link to catalog |
        | none      | with an external id    | side panel | View Logs, Link to Incident, Snapshot, Link to catalog          |
        | none      | without an external id | card       | Zoom In, Link to Incident, Snapshot, Link to catalog            |
        | logs      | with an external id    | card       | Zoom In, Link to Incident, Snapshot, Link to catalog            |
        | incidents | with an external id    | side panel | View Logs, Snapshot, Link to catalog                            |

    Scenario: A viewer is offered only what reads
      Given a person with the role "viewer"
      And the features turned off are "none"
      Then a component with an external id offers on its card "View Logs, Zoom In, Snapshot"

    @R001-2-11-20
    Scenario: Link to Incident attaches the component as topology evidence
      Then linking "db" to an incident attaches evidence of type "topology" for the component "db"

  Rule: The side panel

    Background:
      Given the component "db" exists with 120 checks

    @R001-2-10-08
    Scenario: The side panel's sections, one open at a time
      Given playbooks exist for "db"
      When the side panel of "db" opens
      Then its sections are "Details, Catalog, Incidents, Changes, Checks, Playbooks, Teams and Insights"
      When the section "Checks" is opened
      And the section "Teams" is opened
      Then only the section "Teams" is open

    @R001-2-10-08
    Scenario: Playbooks is there only when playbooks exist
      When the side panel of "db" opens
      Then its sections are "Details, Catalog, Incidents, Changes, Checks, Teams and Insights"

    @R002-6-09
    Scenario: Turning incidents off hides the Incidents section
      Given the feature flag "incidents.disable" is "true"
      When the side panel of "db" opens
      Then its sections are "Details, Catalog, Changes, Checks, Teams and Insights"

    @R001-2-10-10 @R001-2-10-11
    Scenario: Lists load 50 at a time, the next page within 300 px of the bottom
      When the side panel of "db" opens
      And the section "Checks" is opened
      Then the section "Checks" lists 50 items
      When the open section is scrolled to 301 px from its bottom
      Then the section "Checks" lists 50 items
      When the open section is scrolled to 300 px from its bottom
      Then the section "Checks" lists 100 items
      When the open section is scrolled to 0 px from its bottom
      Then the section "Checks" lists 120 items

    @R001-2-10-09
    Scenario: The Incidents section shows open incidents of any type at first
      Given "db" has the incidents:
        | title     | status | type         |
        | Outage    | open   | availability |
        | Slow page | open   | performance  |
        | Old bug   | closed | availability |
      When the side panel of "db" opens
      And the section "Incidents" is opened
      Then the section "Incidents" lists "Outage and Slow page"

    @R001-7-15
    Scenario: Linked configs hide deleted ones
      Given "db" is linked to the configs:
        | name     | deleted |
        | postgres | no      |
        | old-vm   | yes     |
      When the side panel of "db" opens
      And the section "Catalog" is opened
      Then the section "Catalog" lists "postgres"

  Rule: The public view and faults

    @R001-2-10-24 @R002-2-4-28
    Scenario: The public view of a missing component
      When the public view of "ghost" is opened
      Then the public view says "Component not found"

    @R001-2-10-23 @R002-2-4-28
    Scenario Outline: The public view's size
      Then the public view with size "<size>" shows cards <px> px wide

      Examples:
        | size        | px  |
        | small       | 198 |
        | large       | 356 |
        | 420         | 420 |
        |             | 554 |

    @R001-7-12
    Scenario: An answer with several components for one id is shown with a warning
      Given the topology answers "db" with two components
      When the topology of "db" is opened
      Then the topology warns "Response has multiple components for the id."

  Rule: The snapshot modal

    Background:
      Given the component "db" exists with 0 checks

    @R001-2-12-01 @R001-2-12-02 @R001-2-12-03
    Scenario: The snapshot modal's defaults
      When the snapshot of "db" is opened
      Then the snapshot modal is titled "Download db snapshot"
      And the time range is "15m" and related components are not included

    @R001-2-12-04 @R001-7-14
    Scenario: The snapshot downloads as {name}-snapshot.zip
      When the snapshot of "db" is downloaded for "1h" with related components
      Then the snapshot is asked for at "/snapshot/topology/db?start=1h&related=true"
      And the file "db-snapshot.zip" is saved

    @R001-2-12-05
    Scenario: A failed snapshot says so
      Given downloading snapshots fails
      When the snapshot of "db" is downloaded for "15m" without related components
      Then the snapshot modal says "Error downloading file"

  Rule: The link-to-catalog modal

    Background:
      Given the catalog holds 60 configs named "node-1" to "node-60" and "Postgres"

    @R001-2-13-01 @R001-2-13-02
    Scenario: The picker searches case-insensitively, after 1000 ms, at most 50 results
      When "Link to catalog" is opened for "db"
      And the picker is searched for "NODE"
      Then after 999 ms no result is shown yet
      And after 1 ms more 50 results are shown
      When the picker is searched for "postgres"
      And the picker waits 1000 ms
      Then the results are "Postgres"

    @R001-2-13-03 @R001-2-13-04 @R001-2-13-05 @R001-2-13-07
    Scenario: Linking a chosen config
      When "Link to catalog" is opened for "db"
      Then the Link button reads "Link" and is disabled
      When the config "Postgres" is chosen
      Then the Link button reads "Link" and is enabled
      When Link is pressed
      Then the Link button reads "Linking.." and is disabled
      And the link modal says "config link successful"
      And the link modal closes
      And "db" is linked to "Postgres" by hand

    @R001-2-13-06 @R001-2-13-07
    Scenario: A failed link shows the error and closes
      Given linking fails with "duplicate key value violates unique constraint"
      When "Link to catalog" is opened for "db"
      And the config "Postgres" is chosen
      And Link is pressed
      Then the link modal says "duplicate key value violates unique constraint"
      And the link modal closes

    @R001-2-13-08
    Scenario: Only manual links can be unlinked, after a confirmation
      Given "db" is linked to "Postgres" by hand and to "node-1" by a selector
      Then unlinking "node-1" is not offered
      When unlinking "Postgres" is asked for
      Then nothing is unlinked until it is confirmed
      When it is confirmed
      Then "db" is no longer linked to "Postgres"

  Rule: Where the topology lives

    @R000-2-1-06
    Scenario: /topology and /topology/{id} show the dashboard; /view/topology/{id} the public-style view
      Then the route "/topology" shows the "Dashboard" page
      And the route "/topology/c1?size=2" shows the "Dashboard" page
      And the route "/view/topology/c1?size=2" shows the public view of "c1", without the application frame
