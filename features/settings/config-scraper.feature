Feature: Catalog scrapers
  The scrapers that fill the catalog (seed 002 §2.1, §2.2, §3, §5, §6): listed under Settings → Catalog
  Scrapers and the catalog's Scrapers tab, each with a page of two tabs, Spec and Job History, and Run
  Now; a YAML spec is validated before it is sent. The scrapers and their runs are simulated in memory.

  Background:
    Given the scrapers are:
      | id       | name              | source     | spec                                                                                  |
      | files    | demo-files        | UI         | {"schedule":"@every 1m","file":[{"paths":["*.yaml"],"format":"yaml","type":"$.kind","id":"$.metadata.uid"}]} |
      | cluster  | kubernetes-prod   | ConfigFile | {"kubernetes":[{"clusterName":"prod"}]}                                                |

  @R002-2-1-84
  Scenario: A scraper's page has the tabs Spec and Job History, and Job History lists its own runs
    Given a person with the role "viewer"
    And the scraper "files" ran 2 times and the scraper "cluster" once
    When they open the page of the scraper "files"
    Then the page's tabs are "Spec, Job History"
    And its Spec tab shows the spec with "format: yaml"
    When they open its Job History tab
    Then the tab lists 2 runs

  @R002-9-12
  Scenario: The Job History tab asks for its runs 150 a page
    Given a person with the role "viewer"
    And the scraper "files" ran 2 times and the scraper "cluster" once
    When they open the page of the scraper "files"
    And they open its Job History tab
    Then the tab asked for page 0 of 150 runs of this scraper

  @R002-2-1-85
  Scenario Outline: Writing and running scrapers needs write on the scraper table
    Given a person with the role "<role>"
    When they open the catalog scrapers
    Then the "Add Catalog Scraper" button is <add>
    When they open the page of the scraper "files"
    Then Run Now is <run>

    Examples:
      | role   | add       | run         |
      | admin  | shown     | offered     |
      | viewer | not shown | not offered |

  @R002-2-2-14
  Scenario: The settings list hides Schedule and Namespace
    Given a person with the role "admin"
    Then the catalog scrapers' columns are "Name, Source, Job Status, Last Run, Last Failed, Created, Updated, Created By"

  @R002-2-2-16
  Scenario: A scraper from a file says it is linked to a local file
    Given a person with the role "admin"
    When they open the catalog scrapers
    Then the scraper "kubernetes-prod" reads "Linked to local file" as its source
    And the scraper "demo-files" reads "UI" as its source

  @R002-3-04
  Scenario: The scraper types
    Then the scraper types are "kubernetes, azure, kubernetesFile, sql, trivy, aws, file, githubActions, http, azureDevops, custom"

  @R002-5-01
  Scenario: A scraper needs a name
    Given a person with the role "admin"
    When they open the catalog scrapers
    And they add the scraper "" with the spec "custom: [{name: x}]"
    Then the form says "This field is required" under name

  @R002-5-04 @R002-5-05 @R002-5-07 @R002-5-08
  Scenario Outline: A spec is refused with the field named before anything is sent
    Given a person with the role "admin"
    When they open the catalog scrapers
    And they add the scraper "new" with the spec "<spec>"
    Then the form says "<message>"
    And no scraper was sent

    Examples:
      | spec                                                   | message                                                  |
      | githubActions: [{repository: console}]                 | githubActions[0].owner: This field is required           |
      | kubernetes: [{namespace: default}]                     | kubernetes[0].clusterName: This field is required        |
      | sql: [{query: select 1, type: Row, id: $.id}]          | sql[0].connection: This field is required                |
      | http: [{type: Thing, id: $.id}]                        | http[0].url: This field is required                      |
      | http: [{url: 'http://x', id: $.id}]                    | http[0].type: This field is required                     |
      | kubernetes: [{clusterName: prod, maxInFlight: -1}]     | kubernetes[0].maxInFlight: This field must be 0 or more  |
      | kubernetes: [{clusterName: prod, maxInFlight: lots}]   | kubernetes[0].maxInFlight: This field must be a number   |
      | schedule: '@every 1m'                                  | The spec needs at least one scraper type (kubernetes, azure, kubernetesFile, sql, trivy, aws, file, githubActions, http, azureDevops, custom) |

  Scenario: A valid spec is saved
    Given a person with the role "admin"
    When they open the catalog scrapers
    And they add the scraper "inventory" with the spec "custom: [{name: inventory}]"
    Then the screen says "Catalog scraper created"
    And the table shows 3 rows

  Scenario: Run Now says how the run went, and a type that does not run here is SKIPPED (DECISIONS §28)
    Given a person with the role "admin"
    When they open the page of the scraper "cluster"
    And they run it now
    Then the scraper's page says "kubernetes-prod: SKIPPED, 0 items, 0 changes"

  @R002-5-06
  Scenario: The file scraper form asks for its format and its icon
    Given a person with the role "admin"
    When they open the catalog scrapers
    And they choose the scraper type "file" in the form of a new scraper
    And they fill the form's "paths" with "kubernetes/*.yaml", "type" with "$.kind" and "id" with "$.metadata.uid"
    And they save the scraper "manifests" from the form
    Then the form says "file[0].format: This field is required"
    When they fill the form's "format" with "yaml"
    And they save the scraper "manifests" from the form
    Then the form says "file[0].icon: This field is required"
    And no scraper was sent
    When they fill the form's "icon" with "kubernetes"
    And they save the scraper "manifests" from the form
    Then the screen says "Catalog scraper created"
    And the scraper sent has the entry file[0] "{\"paths\":[\"kubernetes/*.yaml\"],\"type\":\"$.kind\",\"id\":\"$.metadata.uid\",\"format\":\"yaml\",\"icon\":\"kubernetes\"}"

  @R002-9-21
  Scenario: A new kubernetes scraper starts at 64 in flight, every 30 minutes
    Given a person with the role "admin"
    When they open the catalog scrapers
    And they choose the scraper type "kubernetes" in the form of a new scraper
    Then the form shows "maxInFlight" as "64" and the schedule "@every 30m"
    When they fill the form's "clusterName" with "prod"
    And they save the scraper "cluster" from the form
    Then the screen says "Catalog scraper created"
    And the scraper sent has the schedule "@every 30m" and the entry kubernetes[0] "{\"maxInFlight\":64,\"clusterName\":\"prod\"}"
