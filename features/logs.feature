Feature: The logs page
  A component's logs, found by component, log selector, search and time range, kept in the URL, with
  lines that can be added to an incident as evidence along with the lines around them.

  Background:
    Given the log backends hold:
      | component | selector | message                       |
      | checkout  | app      | server started                |
      | checkout  | app      | payment request failed        |
      | checkout  | app      | payment request ok            |
      | checkout  | sidecar  | proxy up                      |
      | search    | nginx    | GET /search                   |

  Rule: What the URL keeps

    @R001-2-9-01
    Scenario: The logs page keeps topologyId, logsSelector, query and start in the URL
      When the logs page is opened with "topologyId=checkout&logsSelector=sidecar&query=proxy&start=1h"
      Then the logs asked for are component "checkout", selector "sidecar", search "proxy" and time range "1h"
      And the logs URL holds "topologyId=checkout&logsSelector=sidecar&query=proxy&start=1h"

    @R001-2-9-03
    Scenario: The time range starts at the first preset
      When the logs page is opened with "topologyId=checkout"
      Then the logs asked for are component "checkout", selector "app", search "" and time range "15m"

  Rule: Choosing what to read

    @R001-2-9-05 @R001-2-9-13
    Scenario: The component picker starts with None
      When the logs page is opened with ""
      Then the component picker offers "None, checkout and search"
      And the logs table says "Please select a component to view the logs"

    @R001-2-9-06
    Scenario: The first selector of the chosen component is picked
      When the logs page is opened with ""
      And the component "checkout" is picked
      Then the selector picker offers "app and sidecar" with "app" picked
      And the logs URL holds "topologyId=checkout&logsSelector=app"
      And the log lines read "server started, payment request failed and payment request ok"

    @R001-2-9-05 @R001-2-9-13
    Scenario: Picking None empties the page again
      When the logs page is opened with "topologyId=checkout"
      And the component "None" is picked
      Then the logs table says "Please select a component to view the logs"
      And the logs URL holds ""

    @R001-2-9-02 @R001-2-9-07
    Scenario: The search box waits 500 ms after the last keystroke
      When the logs page is opened with "topologyId=checkout"
      And "pay" is typed in the logs search
      And 300 ms pass on the logs page
      And "payment req" is typed in the logs search
      And 499 ms pass on the logs page
      Then the logs were searched 1 time
      When 1 ms pass on the logs page
      Then the logs were searched 2 times
      And the logs URL holds "topologyId=checkout&logsSelector=app&query=payment+req"

    @R001-2-9-14
    Scenario: A search without matches says so
      When the logs page is opened with "topologyId=checkout&query=nothing-like-this"
      Then the logs table says "There are no logs matching the search query"

  Rule: The table

    # Seed 001 §2.9's default sizes as the table lays them out: Message from 300 px, stretching until it
    # is resized, and Labels 100 px; Time's 5 (at most 6) is narrower than any timestamp, so that column
    # fits its timestamp.
    @R001-2-9-08 @R001-2-9-09
    Scenario: The columns and their default sizes
      Given the log backends hold:
        | component | selector | message          |
        | checkout  | app      | payment accepted |
      When the logs page is opened with "topologyId=checkout"
      Then the logs table's columns are Time, Message and Labels
      And the table lays out Time to fit its timestamp, Message from 300 px stretching, and Labels at 100 px

    @R001-2-9-10
    Scenario: The table estimates its rows at 62 px and keeps 10 drawn beyond each edge of the view
      Given the log backends hold:
        | component | selector | message          |
        | checkout  | app      | payment accepted |
      When the logs page is opened with "topologyId=checkout"
      Then the logs table draws rows 62 px high and keeps 10 drawn beyond each edge

    @R001-2-9-04
    Scenario: Column sizes are remembered 500 ms after the last change
      When the logs page is opened with ""
      And the Message column is resized to 350
      And 400 ms pass on the logs page
      And the Message column is resized to 380
      And 499 ms pass on the logs page
      Then no column size is remembered yet
      When 1 ms pass on the logs page
      Then the browser remembers under "logsTableColumnSizes" that Message is 380 wide

  Rule: Faults stay in their place

    @R001-2-9-15
    Scenario: A component list that fails to load says so, and the logs still show
      Given the component list fails to load
      When the logs page is opened with "topologyId=checkout"
      Then the component picker says "Unable to load components!"
      And the log lines read "server started, payment request failed and payment request ok"

    Scenario: A log backend that fails shows its error in the table only
      Given the log backend fails with "log backend timed out"
      When the logs page is opened with "topologyId=checkout"
      Then the logs table shows the error "log backend timed out"
      And the component picker offers "None, checkout and search"

  Rule: Lines as evidence

    @R001-2-9-11 @R001-2-9-12
    Scenario Outline: Who can select rows and add them as evidence
      Then a person with the role "<role>" <in mode> <can>

      Examples:
        | role      | in mode           | can                                   |
        | responder | in the logs page  | can select rows and add them as evidence    |
        | admin     | in view-only mode | cannot select rows or add them as evidence |
        | viewer    | in the logs page  | cannot select rows or add them as evidence |

    @R001-2-9-11 @R001-2-9-16
    Scenario: Evidence from logs includes 3 lines before and after the selection
      Given a component with 12 log lines "line 1" to "line 12"
      When line 6 is selected
      Then the evidence holds lines 3 to 9 with line 6 selected

    @R001-2-9-16
    Scenario: Context lines are kept once and within the list
      Given a component with 12 log lines "line 1" to "line 12"
      When lines 2, 5 and 11 are selected
      Then the evidence holds lines 1 to 12 with lines 2, 5 and 11 selected

    @R001-2-9-16
    Scenario: The lines around two distant selections
      Given a component with 20 log lines "line 1" to "line 20"
      When lines 2 and 15 are selected
      Then the evidence holds lines 1 to 5 and 12 to 18 with lines 2 and 15 selected

  Rule: Where the logs live

    @R000-2-1-12
    Scenario: /logs shows the logs page
      Then the route "/logs" shows the "Logs" page
      And the route "/logs?query=error" shows the "Logs" page

  Rule: Export downloads every line of the search, not only the lines shown

    Scenario: The logs table exports the component's lines for its selector, search and time range
      Given the logs of the component "checkout" are read from the server through its selector "app"
      When the logs page is opened with "topologyId=checkout&query=timeout&start=1h"
      And they export it as CSV from a server that streams exports holding 3 rows
      Then the export asked "/api/export/logs" for the list's filters:
        | parameter | value    |
        | id        | checkout |
        | name      | app      |
        | query     | timeout  |
        | start     | 1h       |
      And a file "logs.csv" was saved with 3 rows under a header

    Scenario: Against a Mission Control, the browser posts the search to /api/logs itself
      Given the logs of the component "checkout" are read from the server through its selector "app"
      When the logs page is opened with "topologyId=checkout&start=1h"
      And they export it as CSV from a Mission Control whose logs hold 40 lines
      Then the export posted the list's search to "/api/logs" once
      And a file "logs.csv" was saved with 40 rows under a header

    Scenario: A search the server refuses fails the export with the server's message
      Given the logs of the component "checkout" are read from the server through its selector "app"
      When the logs page is opened with "topologyId=checkout&start=1h"
      And they export it as CSV from a server that refuses it with "log selector with the name 'app' was not found. Available names: []"
      Then the export failed with "The export failed: log selector with the name 'app' was not found. Available names: []"
      And no file was saved
