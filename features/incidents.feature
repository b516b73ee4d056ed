Feature: Investigating incidents
  Incident commanders record an incident, investigate it as a tree of hypotheses backed by evidence,
  say what "done" means, bring in responders and move the incident through its statuses. These
  scenarios drive the console's incident rules and machines against a backend simulated in memory.

  Background:
    Given a person with the roles "commander"

  Rule: An incident moves only to the statuses its current status allows

    @R001-4-01
    Scenario: The incident statuses
      When the commander opens the Create New Incident form from the incident list
      Then its Status field offers new, open, investigating, mitigated, resolved and closed

    Scenario Outline: The statuses offered from each status, the current one included
      Given an incident "Checkout down" with the status "<current>"
      Then the statuses offered are "<offered>"

      @R001-4-02
      Examples: from new
        | current | offered                                               |
        | new     | new, open, investigating, mitigated, resolved, closed |

      @R001-4-03
      Examples: from open
        | current | offered                                          |
        | open    | open, investigating, mitigated, resolved, closed |

      @R001-4-04
      Examples: from investigating
        | current       | offered                                    |
        | investigating | investigating, mitigated, resolved, closed |

      @R001-4-05
      Examples: from mitigated
        | current   | offered                          |
        | mitigated | mitigated, resolved, closed, open |

      @R001-4-06
      Examples: from resolved
        | current  | offered               |
        | resolved | resolved, closed, open |

      @R001-4-07
      Examples: from closed
        | current | offered      |
        | closed  | closed, open |

    @R001-4-07
    Scenario: A closed incident cannot go back to investigating
      Given an incident "Checkout down" with the status "closed"
      When the commander chooses the status "investigating"
      Then the incident's status is "closed"
      And no status update is sent

    @R001-8-06
    Scenario: A status change is saved and announced
      Given an incident "Checkout down" with the status "open"
      When the commander chooses the status "investigating"
      Then the incident's status is "investigating"
      And a success toast says "Incident status updated successfully"
      And the changelog lists "incident.created, incident.status_updated"

    @R001-8-07
    Scenario: A failed status change says so and keeps the old status
      Given an incident "Checkout down" with the status "open"
      And the backend refuses the next incident update
      When the commander chooses the status "closed"
      Then the incident's status is "open"
      And an error toast says "Incident status updated failed"

  Rule: Mitigating or resolving first asks for contributing factors

    Background:
      Given an incident "Checkout down" with the status "investigating"
      And the root hypothesis has the evidence "checkout 5xx logs" of type "log"
      And the root hypothesis has the evidence "checkout-web health" of type "check"

    @R001-2-8-01
    Scenario Outline: Choosing <status> opens the contributing-factors dialog with the incident's evidence
      When the commander chooses the status "<status>"
      Then the dialog "Add contributing factors to definition of done" is open
      And it lists the evidence "checkout 5xx logs, checkout-web health"
      And no status update is sent

      Examples:
        | status    |
        | mitigated |
        | resolved  |

    @R001-2-8-02
    Scenario: Add puts the ticked evidence in the definition of done, then updates the status
      When the commander chooses the status "mitigated"
      And ticks the evidence "checkout 5xx logs"
      And presses Add
      Then the definition of done holds "checkout 5xx logs"
      And the incident's status is "mitigated"
      And the changelog lists "incident.created, evidence.done_definition_added, incident.status_updated"

    @R001-7-10
    Scenario: Each ticked evidence is updated on its own
      When the commander chooses the status "resolved"
      And ticks the evidence "checkout 5xx logs"
      And ticks the evidence "checkout-web health"
      And presses Add
      Then 2 evidence updates are sent, one per ticked evidence
      And the definition of done holds "checkout 5xx logs, checkout-web health"
      And the incident's status is "resolved"

    @R001-2-8-03
    Scenario: Add with nothing ticked asks for evidence
      When the commander chooses the status "resolved"
      And presses Add
      Then the dialog says "Please select atleast one evidence"
      And no status update is sent

    @R001-2-8-04
    Scenario: Skip updates the status without touching the evidence
      When the commander chooses the status "resolved"
      And presses Skip
      Then the incident's status is "resolved"
      And the definition of done is empty

    @R001-2-8-05
    Scenario: Cancel leaves the status as it was
      When the commander chooses the status "mitigated"
      And presses Cancel
      Then the incident's status is "investigating"
      And no status update is sent

    @R001-2-8-06
    Scenario: Evidence that cannot be flagged does not stop the status change
      Given the backend refuses the next evidence update
      When the commander chooses the status "mitigated"
      And ticks the evidence "checkout 5xx logs"
      And presses Add
      Then the incident's status is "mitigated"
      And a success toast says "Incident status updated successfully"

  Rule: Severities and types

    @R001-4-08
    Scenario: The severities, and the two more the dropdown offers
      Then the numeric severities 0 to 4 read low, medium, high, blocker and critical
      When the commander opens the Create New Incident form from the incident list
      Then its Severity field offers low, medium, high, blocker, critical, info and warning

    @R001-4-09 @R001-4-10
    Scenario Outline: A numeric severity reads as a name
      Then the numeric severity <number> reads "<severity>"

      Examples:
        | number | severity |
        | 1      | medium   |
        | 2      | high     |
        | 3      | blocker  |
        | 4      | critical |
        | 0      | low      |
        | 7      | low      |

    @R001-4-18
    Scenario: The evidence types
      Given the incident "Checkout down" holds the comment evidence "rollback agreed"
      And the incident "Checkout down" holds the config_change evidence "replicas 3 to 1"
      And the incident "Checkout down" holds the config_analysis evidence "open ports"
      And the incident "Checkout down" holds the check evidence "checkout health"
      And the incident "Checkout down" holds the topology evidence "checkout-web"
      And the incident "Checkout down" holds the config evidence "checkout deployment"
      And the incident "Checkout down" holds the log evidence "checkout 5xx logs"
      Then its root hypothesis counts its evidence by type as log, config, topology, check, config_analysis, config_change and comment

    @R001-4-11
    Scenario: The incident types
      When the commander opens the Create New Incident form from the incident list
      Then its Type field offers cost, availability, performance, security, integration, compliance, technicalDebt and reliability

    @R001-2-3-06
    Scenario: The Details panel shows High for an incident without a severity
      Then an incident without a severity shows the severity "high" in its details

  Rule: Creating an incident

    @R001-2-2-01 @R001-2-2-02 @R001-2-2-03 @R001-2-2-04
    Scenario: The Create New Incident form and its defaults
      When the commander opens the Create New Incident form
      Then the form has the fields title, description, severity, status and type
      And the form holds the severity "low", the type "availability" and the status "open"

    @R001-5-01 @R001-5-02 @R001-5-03 @R001-5-04
    Scenario Outline: A required field left empty is refused
      When the commander opens the Create New Incident form
      And fills in the title "Checkout down"
      And sets the <field> to "<value>"
      And submits the form
      Then the <field> field says "<message>"
      And no incident is created

      Examples:
        | field    | value       | message                                     |
        | title    |             | This field is required                      |
        | severity |             | This field is required                      |
        | severity | apocalyptic | Please choose one of the listed severities  |
        | status   |             | This field is required                      |
        | type     |             | This field is required                      |

    @R001-5-05 @R001-2-2-05 @R001-7-03 @R001-6-01
    Scenario: An incident without a description is created with its root hypothesis
      When the commander opens the Create New Incident form
      And fills in the title "Checkout down"
      And submits the form
      Then the incident "INC-1" is created by the commander with the severity "low", the type "availability" and the status "open"
      And its root hypothesis is titled "Checkout down" with the status "possible"

    @R001-2-2-06 @R001-7-04
    Scenario: An incident created from a component carries it as evidence
      When the commander opens the Create New Incident form for the component "checkout-web"
      And fills in the title "Checkout down"
      And submits the form
      Then its root hypothesis has the topology evidence "checkout-web"

    @R001-2-2-06 @R001-7-04
    Scenario: An incident created from a config carries the selected lines as evidence
      When the commander opens the Create New Incident form for lines 3 to 4 of the config "payments-db"
      And fills in the title "Storage low"
      And submits the form
      Then its root hypothesis has the config evidence "payments-db" with the selected lines 3 and 4

    @R001-2-2-07
    Scenario: A refused incident shows the error and keeps the form
      Given the backend refuses the next new incident with "duplicate key value"
      When the commander opens the Create New Incident form
      And fills in the title "Checkout down"
      And submits the form
      Then an error toast says "duplicate key value"
      And the form still holds the title "Checkout down"

  Rule: The hypothesis tree

    @R001-2-4-01 @R001-2-4-02 @R001-2-4-09 @R001-2-4-10
    Scenario Outline: A child takes the next type down
      Given an incident "Checkout down" with a <parent> hypothesis "Bad release"
      When the commander opens "Add <child>" on "Bad release"
      Then the modal "Create <child>" opens with the title placeholder "Type name" and the state "possible"
      When the commander names it "<title>" and presses Create
      Then "Bad release" has the <child> "<title>"

      Examples:
        | parent | child    | title                    |
        | root   | factor   | No readiness probe       |
        | factor | solution | Roll back to 2.14.2      |

    @R001-2-4-03 @R001-2-4-09
    Scenario: A solution is a leaf
      Given an incident "Checkout down" with a solution hypothesis "Roll back"
      Then "Roll back" offers no Add link
      When the commander opens "Add" on "Roll back"
      Then no modal opens

    @R001-2-4-04
    Scenario: Only the root has no expand toggle
      Then a root hypothesis has no expand toggle
      And factor and solution hypotheses have one

    @R001-4-12 @R001-4-15
    Scenario: Every hypothesis status can be chosen, in this order
      Given the incident "Checkout down" is listed
      When its page is open
      Then the status selector of its root hypothesis offers proven, likely, possible, unlikely, improbable and disproven

    @R001-4-13 @R001-4-14
    Scenario: New hypotheses are possible; a hypothesis without a status shows likely
      Then a new hypothesis has the status "possible"
      And the status selector of a hypothesis without a status shows "likely"

    @R001-4-15 @R001-4-16 @R001-7-09
    Scenario: A status choice is sent 200 ms after the last one
      Given an incident "Checkout down" with a factor hypothesis "Bad release" with the status "disproven"
      When the commander sets "Bad release" to "likely"
      And 150 ms pass
      And the commander sets "Bad release" to "proven"
      And 199 ms pass
      Then no hypothesis update is sent
      When 1 ms passes
      Then "Bad release" is saved with the status "proven"
      And the incident is fetched again

    @R001-4-17
    Scenario: A title edit is sent 1000 ms after the last keystroke
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      When the commander retitles "Bad release" to "Bad release 2.14.3"
      And 999 ms pass
      Then no hypothesis update is sent
      When 1 ms passes
      Then the hypothesis is saved with the title "Bad release 2.14.3"

    @R001-2-4-11 @R001-2-4-12
    Scenario: Disprove keeps the hypothesis and marks it disproven
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      When the commander deletes "Bad release"
      Then the dialog "Delete hypothesis?" offers "Disprove Hypothesis" and "Delete Hypothesis"
      When the commander chooses "Disprove Hypothesis"
      Then "Bad release" is saved with the status "disproven"

    @R001-2-4-11 @R001-2-4-13
    Scenario: Delete removes the hypothesis with its comments and evidence
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      And "Bad release" has the evidence "pricing-engine logs" of type "log"
      And "Bad release" has the comment "Rollback started"
      When the commander deletes "Bad release"
      And the commander chooses "Delete Hypothesis"
      Then the incident has no hypothesis "Bad release"
      And the evidence "pricing-engine logs" is gone
      And the comment "Rollback started" is gone

    @R001-8-11
    Scenario: A failed delete is only logged
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      And the backend refuses the next hypothesis delete
      When the commander deletes "Bad release"
      And the commander chooses "Delete Hypothesis"
      Then no toast appears
      And the failure is logged

    @R001-2-4-06 @R001-2-4-14
    Scenario: A node counts its evidence and comments by type and is highlighted for the definition of done
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      And "Bad release" has the evidence "pricing logs" of type "log"
      And "Bad release" has the evidence "api logs" of type "log"
      And "Bad release" has the evidence "pricing-engine" of type "config" in the definition of done
      And "Bad release" has the comment "Rollback started"
      Then "Bad release" counts "log: 2, config: 1, comment: 1"
      And "Bad release" is highlighted

    @R001-2-4-07
    Scenario: A node shows at most 5 participants
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      And "Bad release" has comments from Ada, Alan, Grace, Linus, Margaret and Ken
      Then "Bad release" shows the avatars of Casey Commander, Ada, Alan, Grace and Linus

    @R001-2-4-15
    Scenario: Evidence and comments read as one timeline
      Given an incident "Checkout down" with a factor hypothesis "Bad release"
      And "Bad release" has the evidence "pricing logs" of type "log" at "2024-06-12T10:00:00Z"
      And "Bad release" has the comment "Rollback started" at "2024-06-12T10:05:00Z"
      And "Bad release" has the evidence "error rate" of type "check" at "2024-06-12T10:10:00Z"
      Then the timeline of "Bad release" reads "pricing logs, Rollback started, error rate"

  Rule: Comments

    Background:
      Given an incident "Checkout down" with the status "open"

    @R001-2-4-18 @R001-4-20
    Scenario: A comment shows at once and stays when it is saved
      Given the backend is slow to answer
      When the commander comments "Rolling back pricing-engine"
      Then the comment "Rolling back pricing-engine" shows on the root hypothesis
      When the backend answers
      Then the comment "Rolling back pricing-engine" is saved

    @R001-4-20 @R001-8-05
    Scenario: A refused comment disappears and the error shows
      Given the backend refuses the next comment with "permission denied for table comments"
      When the commander comments "Rolling back pricing-engine"
      Then the comment "Rolling back pricing-engine" disappears
      And an error toast says "permission denied for table comments"

    @R001-5-07
    Scenario: A comment needs a hypothesis
      When the commander clears the hypothesis picker and comments "Rolling back"
      Then the comment box says "Please select any hypothesis"

    @R001-5-08 @R001-2-4-17
    Scenario: A comment needs some text
      When the commander comments "   "
      Then the comment box says "Please add comment details"
      And the send button is disabled for "   "

    @R001-2-4-16 @R001-3-01
    Scenario: Typing @ suggests people and stores the mention with their id
      Given the people "Ada Lovelace" and "Alan Turing" can be mentioned
      When the commander types "ping @tur" in the comment box
      Then "Alan Turing" is suggested
      When the commander picks "Alan Turing"
      Then the comment box shows "ping @Alan Turing "
      When the commander types "ping @Alan Turing about the rollback" in the comment box
      And the commander sends the comment
      Then the comment text is stored as "ping @[Alan Turing](alan-turing) about the rollback"
      And it reads "ping @Alan Turing about the rollback"

    @R001-3-01
    Scenario: A mention whose name is edited away is stored as plain text
      Given the people "Ada Lovelace" and "Alan Turing" can be mentioned
      When the commander types "ping @al" in the comment box
      And the commander picks "Alan Turing"
      And the commander types "ping @Alan Turin " in the comment box
      And the commander types "ping @Alan Turing " in the comment box
      And the commander sends the comment
      Then the comment text is stored as "ping @Alan Turing"

    @R001-3-01 @R001-8-05
    Scenario: A refused comment goes back into the box with its mention
      Given the people "Ada Lovelace" and "Alan Turing" can be mentioned
      And the backend refuses the next comment with "permission denied for table comments"
      When the commander types "@tur" in the comment box
      And the commander picks "Alan Turing"
      And the commander sends the comment
      Then an error toast says "permission denied for table comments"
      And the comment box shows "@Alan Turing "
      When the commander sends the comment
      Then the comment text is stored as "@[Alan Turing](alan-turing)"

    @R001-2-4-19
    Scenario: A comment from an external system shows its author and the responder's team
      Then a comment by "jdoe@jira" through the team "Payments" shows "jdoe@jira" with "Payments"

  Rule: The definition of done

    Background:
      Given an incident "Checkout down" with the status "open"

    @R001-2-5-01 @R001-2-5-02 @R001-2-5-03
    Scenario: An item added by hand is a comment evidence in the definition of done
      Then the manual Add is disabled for ""
      When the commander adds "Error rate below 1% for an hour" to the definition of done
      Then the definition of done holds "Error rate below 1% for an hour"
      And that item is comment evidence

    @R001-2-5-04 @R001-2-5-05 @R001-2-5-06
    Scenario: Evidence is added automatically, with an optional script
      Then the evidence types offered for the definition of done are log, config, topology, check, config_analysis and config_change
      And Next is disabled with no evidence selected
      And the script "" adds only the flag
      And the script "check.status == \"healthy\"" is kept with the flag

    @R001-2-5-07
    Scenario: Topology evidence offers the Component health shortcut
      Given the incident "Checkout down" holds the topology evidence "checkout-web"
      When its page is open
      And "checkout-web" is picked to add to the definition of done from evidence
      Then the script reads ''
      When the script shortcut "Component health" is pressed
      Then the script reads 'component.status == "healthy"'

    @R001-2-5-08
    Scenario Outline: Check and config analysis evidence start with a default script
      Given the incident "Checkout down" holds the <type> evidence "<evidence>"
      When its page is open
      And "<evidence>" is picked to add to the definition of done from evidence
      Then the script reads '<script>'

      Examples:
        | type            | evidence        | script                        |
        | check           | checkout health | check.status == "healthy"     |
        | config_analysis | open ports      | analysis.status == "resolved" |

    @R001-2-5-09
    Scenario: A comment item is resolved and reopened
      Then an open comment item offers "Mark as resolved" and sets done to true
      And a resolved comment item offers "Mark as not resolved" and sets done to false

    @R001-2-5-10
    Scenario: Removing an item keeps the evidence and clears its flag
      Given the root hypothesis has the evidence "checkout-web health" of type "check" in the definition of done
      When the commander removes "checkout-web health" from the definition of done
      Then the definition of done is empty
      And the evidence "checkout-web health" is still there

    @R001-2-5-12 @R001-2-5-13 @R001-2-5-14
    Scenario: What the panel says when it has nothing to list
      Then while the evidence loads the panel says "Loading evidences please wait...."
      And with no evidence it says "There are no evidences provided for this incident"
      And with all evidence in the definition of done the picker says "There are no evidences which are not part of definition of done"

  Rule: Responders

    @R001-2-7-02 @R001-2-7-03
    Scenario Outline: A responder's current step is the first without a time
      Given a responder created at "2024-06-12T10:00:00Z"
      And acknowledged at "<acknowledged>", signed off at "<signed off>" and closed at "<closed>"
      Then the progress steps are Created, Acknowledged, Resolved and Closed
      And the current step is "<current>"

      Examples:
        | acknowledged         | signed off           | closed               | current      |
        |                      |                      |                      | Acknowledged |
        | 2024-06-12T10:05:00Z |                      |                      | Resolved     |
        | 2024-06-12T10:05:00Z | 2024-06-12T11:00:00Z |                      | Closed       |
        |                      | 2024-06-12T11:00:00Z |                      | Acknowledged |
        | 2024-06-12T10:05:00Z | 2024-06-12T11:00:00Z | 2024-06-12T12:00:00Z | none         |

    Scenario Outline: Each responder type has its own form
      Then the <type> responder form has the fields <fields>
      And it also shows external_id

      @R001-3-02
      Examples: email
        | type  | fields              |
        | email | to, subject, body   |

      @R001-3-03
      Examples: jira
        | type | fields                                          |
        | jira | project, issueType, priority, summary, description |

      @R001-3-04
      Examples: support systems
        | type                     | fields                      |
        | service_now              | category, description, body |
        | ca                       | category, description, body |
        | aws_support              | category, description, body |
        | aws_ams_services_request | category, description, body |

      @R001-3-05
      Examples: vendors
        | type    | fields                               |
        | redhat  | product, category, description, body |
        | oracle  | product, category, description, body |
        | vmware  | product, category, description, body |

      @R001-3-06
      Examples: planner
        | type       | fields                                        |
        | ms_planner | plan_id, bucket_id, priority, title, description |

      @R001-3-07 @R001-3-08
      Examples: person
        | type   | fields |
        | person | person |

    @R001-5-06
    Scenario: Every field of a responder form is required
      When the email responder form is submitted with only "to" filled in
      Then the fields subject and body say "Please provide valid value"

    @R001-2-7-01 @R001-2-7-05 @R001-2-7-06 @R001-2-7-07 @R001-2-7-08
    Scenario: The add-responder wizard's buttons
      Given the team "Payments" answers by email and jira
      Then with nothing chosen Next and Add are disabled
      And with the person "Casey Commander" chosen Next is disabled and Add is enabled
      And with the team "Payments" chosen Next is enabled and Save is disabled until a responder type is chosen
      And while saving Save is disabled
      And a person becomes a person responder and a team a team responder

    @R001-2-7-09 @R001-2-7-12
    Scenario: The responder types of a team
      Given the team "Payments" answers by email and jira
      And the team "Platform" has no responder configuration
      Then "Platform" says "There were no responders configured for this team."
      And a list of 6 responder types does not scroll but 7 do

    @R001-4-22 @R001-4-23
    Scenario: A responder form opens with the team's defaults filled in
      Given an incident "Checkout down" with the status "investigating"
      And the team "Payments" answers by jira with the default summary "{{incident.title}} is {{incident.status}} ({{incident.type}})"
      And the team's default description is "{{ incident.nope }}"
      When the commander picks jira for "Payments"
      Then the summary reads "Checkout down is open (Availability)"
      And the description reads "{{ incident.nope }}"

    @R001-4-24 @R001-4-25
    Scenario: Child selects of the Jira and planner forms wait for their parent
      Then the Jira issue type is disabled until a project is chosen
      And the planner bucket is disabled until a plan is chosen
      And changing the Jira instance clears the project and the issue type

    @R001-4-24 @R001-4-25 @R001-7-11
    Scenario: The Jira form picks project and issue type from the team's instance
      Given the Jira instances "Acme Jira Cloud" for the team "Platform" and "Acme Jira Data Center"
      And "Acme Jira Cloud" lists the project PLAT with the issue types Incident, Bug and the project OPS with the issue type Change
      When the commander opens the jira form for "Platform"
      Then the chosen instance is "Acme Jira Cloud" and the projects offered are PLAT, OPS
      And the issue type and the priority are disabled
      When PLAT is chosen as the project
      Then the issue types offered are Incident, Bug
      When "Acme Jira Data Center" is chosen as the instance
      Then the project and the issue type are empty again

    @R001-7-11
    Scenario: Searching the Jira instances waits 500 ms after the last keystroke
      Given the Jira instances "Acme Jira Cloud" for the team "Platform" and "Acme Jira Data Center"
      When the commander opens the jira form for "Platform"
      And "data" is typed in the instance search
      Then no instance search is sent within 499 ms
      And 1 ms later the instances found are "Acme Jira Data Center"

    @R001-4-24 @R001-7-11
    Scenario: The planner bucket waits for its plan
      Given the planner instance "Acme Microsoft Planner" for the team "Data" has the plan "Data Platform" with the buckets Triage, Done
      When the commander opens the ms_planner form for "Data"
      Then the chosen instance is "Acme Microsoft Planner" and the plans offered are "Data Platform"
      And the bucket is disabled
      When "Data Platform" is chosen as the plan
      Then the buckets offered are Triage, Done

  Rule: The incident list

    @R001-2-1-01 @R001-2-1-02 @R001-2-1-03 @R001-7-08
    Scenario Outline: The list's filters come from its address
      When the incident list is opened at "<address>"
      Then it filters on "<filter>"

      Examples:
        | address                                        | filter                                |
        | /incidents                                     | status=open                           |
        | /incidents?status=all                          | nothing                               |
        | /incidents?severity=all&status=closed&owner=p1 | status=closed, owner=p1               |
        | /incidents?search=checkout&status=all          | search=checkout                       |

    @R001-2-1-11 @R001-2-1-12
    Scenario Outline: Links from topology cards
      When the incident list is opened at "<address>"
      Then it filters on "<filter>"

      Examples:
        | address                                              | filter                                            |
        | /incidents?type=availability&component=c1            | status=open, type=availability, component=c1      |
        | /incidents?severity=high&component=c1&type=security  | severity=high, status=open, type=security, component=c1 |

    @R001-2-1-07
    Scenario: The Responders column shows at most 5 avatars
      Then an incident with 7 responders shows 5 avatars in the list

  Rule: Details and concurrent edits

    @R001-2-3-07
    Scenario: Severity and type changes are sent together, 500 ms after the last
      Given an incident "Checkout down" with the status "open"
      When the commander sets the severity to "high" in the details
      And 400 ms pass
      And the commander sets the type to "security" in the details
      And 499 ms pass
      Then no incident update is sent
      When 1 ms passes
      Then one incident update is sent with "severity=high, type=security"

    @R001-2-3-08
    Scenario: The title is renamed inline and only the title is sent
      Given an incident "Checkout down" with the status "open"
      When the commander renames the incident "Checkout 5xx after pricing rollout"
      Then one incident update is sent with "title=Checkout 5xx after pricing rollout"

    Scenario: Two people editing different fields both keep their edit (DECISIONS §18)
      Given an incident "Checkout down" with the status "open"
      When one person sets the severity to "critical" while another renames it "Checkout 5xx"
      Then the incident is titled "Checkout 5xx" with the severity "critical"

    @R001-2-3-02
    Scenario: Component chips come from the incident's topology evidence
      Given an incident "Checkout down" with the status "open"
      And the root hypothesis has the topology evidence "checkout-web"
      And the root hypothesis has the topology evidence "checkout-web"
      And the root hypothesis has the evidence "checkout 5xx logs" of type "log"
      Then the component chips are "checkout-web"

  Rule: The incident pages

    @R000-2-1-08
    Scenario: /incidents is the incident list and /incidents/{id} an incident
      Then the route "/incidents" shows the "Incidents" page
      And the route "/incidents/i-42" shows the "Incidents" page
      And "/incidents?status=all" opens the incident list
      And "/incidents/i-42?comments=true" opens the incident "i-42"
      And "/incidents/i-42/more" opens no incident page

    @R001-2-1-04
    Scenario: The plus button opens the Create New Incident dialog
      When the commander presses the plus button of the list
      Then the dialog "Create New Incident" is open over the list

    @R001-2-1-05 @R001-2-1-06 @R001-2-1-08
    Scenario: The list's columns, the display id, and the page a row opens
      Given the incident "Checkout down" is listed
      Then the list's columns are "Id, Type, Severity, Status, Name, Age and Responders"
      And the Id column of "Checkout down" shows "INC-1"
      And the Name column of "Checkout down" shows "Checkout down"
      And clicking the row of "Checkout down" opens its page at /incidents/{its id}

    @R001-2-1-09
    Scenario: A list with nothing to show says so
      Given the incident "Checkout down" is listed
      When the list is searched for "nothing like this"
      Then the list has no rows and says "There are no incidents matching this criteria."

    @R001-2-3-01
    Scenario: The breadcrumb leads back to the list and holds the editable title
      Given the incident "Checkout down" is listed
      Then the breadcrumb of "Checkout down" reads "Incidents" linking to "/incidents", then the title to edit in place

    @R001-2-3-03
    Scenario: Both tabs render the hypothesis trees
      Given the incident "Checkout down" has the factor "Bad release" under its root
      Then the tabs are "Comments and Action Plan", each showing the tree "Checkout down > Bad release"
      And only the Comments tab shows evidence and comments

    @R001-2-3-11
    Scenario Outline: comments=true opens every hypothesis's comments
      Given the incident "Checkout down" has the factor "Bad release" under its root
      When its page is opened with the query "<query>" and "Bad release" is shown on the Comments tab
      Then "Bad release" on the Comments tab is <state>

      Examples:
        | query          | state  |
        |                | closed |
        | ?comments=true | open   |
        | comments=false | closed |

    @R001-2-3-04
    Scenario: One side panel is open at a time
      Then the side panels are "Details, Definition of done, Changelog" with "Details" open
      When the commander clicks the panel "Changelog"
      Then only "Changelog" is open
      When the commander clicks the panel "Definition of done"
      Then only "Definition of done" is open
      When the commander clicks the panel "Definition of done"
      Then no panel is open

    @R001-2-3-05
    Scenario: The Details panel shows severity, type and status
      Given the incident "Checkout down" is listed
      Then the Details panel of "Checkout down" shows "Severity, Type, Status": "low, availability, open"

    @R001-2-3-10
    Scenario: A skeleton shows while the incident loads
      Given the incident "Checkout down" is listed
      And the backend holds its answers
      When its page is opened
      Then the page shows a skeleton
      When the backend answers its calls
      Then the page shows the incident

    @R001-2-4-05 @R001-2-4-08
    Scenario: A hypothesis node's toggle, status selector, inline title and menu
      Given the incident "Checkout down" has the factor "Bad release" under its root
      Then the node "Bad release" has an expand toggle and starts closed
      When the commander toggles "Bad release"
      Then "Bad release" is open
      And its status selector offers every hypothesis status and shows "possible"
      And its menu offers "Edit title and Delete hypothesis"
      When the commander chooses "Edit title" in the menu of "Bad release"
      Then the title of "Bad release" is edited in place as "Bad release 2.14.3"
      When the commander chooses "Delete hypothesis" in the menu of "Bad release"
      Then the node asks "Delete hypothesis?"

    @R001-2-5-11
    Scenario: The definition-of-done editor's height
      Given the incident "Checkout down" holds the check evidence "checkout health" in its definition of done
      And the incident "Checkout down" holds the log evidence "checkout 5xx logs"
      When its page is open
      And the commander opens "Add from evidence" in the definition of done
      Then the definition of done list and the "Add from evidence" box are each at most 400 px high

    @R001-2-7-10
    Scenario: The responder hover card waits a second
      Given the incident "Checkout down" has the person responder "Alan Turing"
      When its page is open
      And the pointer rests on the responder "Alan Turing"
      Then the responder's card opens 1000 ms later, not before

    @R001-7-02
    Scenario: The responder list leaves deleted responders out and expands team and person
      When the console reads the responders of the incident "i1" from Mission Control
      Then it asks for "incident_id=eq.i1" and "deleted_at=is.null", expanding "team and person"

  Rule: The changelog

    # The backend writes the history, not the console (reference §2.4: by triggers);
    # tests/server/incidents/history.test.ts holds the built-in server to these eight types, and the fake
    # backend of these scenarios writes the same.
    @R001-2-6-03
    Scenario: The changelog's event types
      Given the incidents "Checkout down" and "Disk full" exist
      And "Checkout down" has gone through every kind of change
      When the page of "Checkout down" is opened
      Then its changelog holds, once each, incident.created, incident.status_updated, responder.created, evidence.created, evidence.done_definition_added, responder.commented, hypothesis.created and hypothesis.status_updated

  Rule: The incident screens load, list and change what the backend holds

    @R001-2-1-10
    Scenario: The search is sent 400 ms after the last keystroke
      Given the incidents "Checkout down" and "Disk full" exist
      When the list is opened with no filter and "check" is typed in its search box
      Then no search is sent after 399 ms
      And after 1 ms more the list shows only "Checkout down"

    # DECISIONS §39 (reference §2.4 over seed 001 §7's wording): the search is sent as
    # title=ilike.*{text}*, a case-insensitive match anywhere in the title, not as plain text.
    @R001-7-07
    Scenario: The search is sent to Mission Control as a match on the title
      When the incident list is opened at "/incidents?status=all" against Mission Control
      And "Check" is typed in its search box and 400 ms pass
      Then the list asks incident_summary for "title=ilike.*Check*&order=created_at.desc"

    # DECISIONS §39 (reference §2.4 over seed 001 §7's wording): the list reads incident_summary, which
    # has no created_by; the owner of an incident is its commander (the console makes its creator the
    # commander), so the owner is sent as commander->>id=eq.{id}. Severity, status and type are sent
    # as eq.{value}; 'all' sends nothing.
    @R001-7-05
    Scenario Outline: The list sends the filters of its address to Mission Control
      When the incident list is opened at "<address>" against Mission Control
      Then the list asks incident_summary for "<query>"

      Examples:
        | address                                       | query                                                          |
        | /incidents                                    | status=eq.open&order=created_at.desc                           |
        | /incidents?severity=high&status=all           | severity=eq.high&order=created_at.desc                         |
        | /incidents?type=security&status=investigating | status=eq.investigating&type=eq.security&order=created_at.desc |
        | /incidents?owner=grace                        | status=eq.open&commander->>id=eq.grace&order=created_at.desc   |

    # DECISIONS §39 (reference §2.4 and §2.2): incident_summary has no evidence, so the component goes
    # through incidents_by_component, the incidents whose hypotheses carry evidence pointing at the
    # component (seed 001 §7's hypotheses.evidences.component_id), and the list asks for those ids.
    @R001-7-06
    Scenario: The component filter asks which incidents hold evidence of the component
      Given Mission Control links the component "checkout" to the incidents "i1" and "i2"
      When the incident list is opened at "/incidents?owner=alan&status=all&component=checkout" against Mission Control
      Then the list asks incidents_by_component for "select=id&component_id=eq.checkout"
      And the list asks incident_summary for "commander->>id=eq.alan&id=in.(i1,i2)&order=created_at.desc"

    # DECISIONS §39: when no incident holds evidence of the component, there are no ids to ask for.
    @R001-7-06
    Scenario: A component no incident holds evidence of lists nothing
      Given Mission Control links the component "checkout" to no incident
      When the incident list is opened at "/incidents?component=checkout&severity=low" against Mission Control
      Then the list asks incidents_by_component for "select=id&component_id=eq.checkout"
      And the list does not ask incident_summary and shows no incident

    @R001-2-3-09
    Scenario: A missing incident says so
      When the page of an incident that does not exist is opened
      Then the page says "Incident not found"

    @R001-2-6-01 @R001-2-6-02
    Scenario: The changelog lists the incident's history, newest first
      Given the incidents "Checkout down" and "Disk full" exist
      When the page of "Checkout down" is opened after its status moved to "investigating"
      Then the changelog reads "incident.status_updated, incident.created"
      And an empty changelog says "No changelog found"

    @R001-2-7-11 @R001-7-01 @R001-8-02
    Scenario: A responder is removed by soft delete
      Given the incidents "Checkout down" and "Disk full" exist
      And "Checkout down" has the person responder "Alan Turing"
      When the responder is removed from the page of "Checkout down"
      Then the toast says "Responder deleted successfully"
      And the responder is kept with a deleted time

    @R001-8-03
    Scenario: A refused responder removal shows the error
      Given the incidents "Checkout down" and "Disk full" exist
      And "Checkout down" has the person responder "Alan Turing"
      And the backend refuses the next responder removal with "permission denied"
      When the responder is removed from the page of "Checkout down"
      Then the error toast says "permission denied"

    @R001-8-08
    Scenario: A refused evidence delete says so
      Given the incidents "Checkout down" and "Disk full" exist
      And the backend refuses the next evidence delete
      When an evidence is removed from the page of "Checkout down"
      Then the error toast says "Evidence delete failed"

    @R001-2-7-04 @R001-8-04
    Scenario: The add-responder wizard goes Select Responder, Responder Type, Save Team Responder, with Back
      Given the incidents "Checkout down" and "Disk full" exist
      And the team "Payments" answers by email with the default subject "{{incident.title}}"
      When the wizard is opened for "Checkout down" and "Payments" is chosen
      Then the wizard is at "Responder Type" after Next, at "Save Team Responder" after email and Next, and at "Responder Type" after Back
      When Next is pressed again, "to" and "body" are filled in and Save is pressed
      Then the toast says "Responder added successfully"

    @R001-8-01
    Scenario: A refused responder starts the wizard over
      Given the incidents "Checkout down" and "Disk full" exist
      And the backend refuses the next responder with "no such team"
      When the person "Alan Turing" is added as a responder to "Checkout down"
      Then the error toast says "no such team"
      And the wizard is back at "Select Responder" with nothing chosen

    @R001-4-21
    Scenario: The evidence wizard goes Evidence type, Search, Select
      Given the incidents "Checkout down" and "Disk full" exist
      And the component "checkout-web" can be found
      When "checkout-web" is found as a Component and attached to the root hypothesis of "Checkout down"
      Then the root hypothesis of "Checkout down" has the topology evidence "checkout-web"

    @R001-8-09 @R001-8-10
    Scenario: Definition-of-done changes that fail say so
      Given the incidents "Checkout down" and "Disk full" exist
      And the root hypothesis of "Checkout down" holds the check evidence "checkout http"
      And the backend refuses every evidence update
      When "checkout http" is added to the definition of done of "Checkout down" with its default script
      Then the error toast says "Marking evidence as part of definition of done failed"
      When "checkout http" is removed from the definition of done of "Checkout down"
      Then the error toast says "Removing evidence from definition of done failed"

    Scenario: Any object can be linked to an incident as evidence of its root hypothesis
      Given the incidents "Checkout down" and "Disk full" exist
      When the check "checkout http" is linked to "Checkout down"
      Then the root hypothesis of "Checkout down" has the check evidence "checkout http"
      And the toast says "Evidence added to INC-1"

  Rule: Export downloads every incident the list's filters leave

    Scenario: The incident list exports the incidents of its filters, the component looked up as the list does
      Given Mission Control links the component "checkout" to the incidents "i1" and "i2"
      When the incident list is opened at "/incidents?owner=alan&status=all&component=checkout" against Mission Control
      And they export it as CSV from a server that streams exports holding 2 rows
      Then the export asked "/api/export/incident_summary" for the list's filters:
        | parameter      | value           |
        | commander->>id | eq.alan         |
        | id             | in.(i1,i2)      |
        | order          | created_at.desc |
      And a file "incident_summary.csv" was saved with 2 rows under a header

    Scenario: Against a Mission Control, the incidents are paged through /api/db by the browser
      When the incident list is opened at "/incidents?severity=high" against Mission Control
      And they export it as CSV from a Mission Control holding 2345 rows
      Then the export asked incident_summary for the page's filters 2 times, 2000 rows at a time
      And a file "incident_summary.csv" was saved with 2345 rows under a header

    Scenario: A filter the server refuses fails the incident list's export with the server's message
      When the incident list is opened at "/incidents?type=security" against Mission Control
      And they export it as CSV from a server that refuses it with "column incident_summary.kind does not exist"
      Then the export failed with "The export failed: column incident_summary.kind does not exist"
      And no file was saved
