Feature: Rules every screen shares
  Time ranges, filters kept in the URL, paging, how numbers read, and the messages every screen uses.
  Times in these scenarios are in UTC; weeks start on Sunday.

  Background:
    Given it is "2024-06-12T10:30:00Z", a Wednesday

  Rule: Time ranges

    # The time range picker of the job history, the catalog's changes and the playbook runs reads these.
    @R002-9-15
    Scenario: The relative time ranges
      Then the relative time ranges are 5m, 15m, 30m, 1h, 3h, 6h, 12h, 24h, 2d, 7d, 30d, 90d, 6M, 1y, 2y and 5y

    Scenario Outline: A relative range runs from that long ago until now
      When the relative range "<range>" is chosen
      Then the range runs from "<from>" to "2024-06-12T10:30:00.000Z"
      And it is shown as "<display>"

      Examples:
        | range   | from                     | display    |
        | now-5m  | 2024-06-12T10:25:00.000Z | 5 minutes  |
        | now-24h | 2024-06-11T10:30:00.000Z | 24 hours   |
        | now-2d  | 2024-06-10T10:30:00.000Z | 2 days     |
        | now-6M  | 2023-12-12T10:30:00.000Z | 6 months   |
        | now-1y  | 2023-06-12T10:30:00.000Z | 1 year     |

    @R002-9-16
    Scenario: The quick ranges and the time they cover
      Then the quick ranges cover exactly:
        | quick range          | from                     | to                       |
        | Yesterday            | 2024-06-11T00:00:00.000Z | 2024-06-11T23:59:59.999Z |
        | Day before yesterday | 2024-06-10T00:00:00.000Z | 2024-06-10T23:59:59.999Z |
        | This day last week   | 2024-06-05T00:00:00.000Z | 2024-06-05T23:59:59.999Z |
        | Previous week        | 2024-06-02T00:00:00.000Z | 2024-06-08T23:59:59.999Z |
        | Previous month       | 2024-05-01T00:00:00.000Z | 2024-05-31T23:59:59.999Z |
        | Previous year        | 2023-01-01T00:00:00.000Z | 2023-12-31T23:59:59.999Z |
        | Today                | 2024-06-12T00:00:00.000Z | 2024-06-12T23:59:59.999Z |
        | Today so far         | 2024-06-12T00:00:00.000Z | 2024-06-12T10:30:00.000Z |
        | This week            | 2024-06-09T00:00:00.000Z | 2024-06-15T23:59:59.999Z |
        | This week so far     | 2024-06-09T00:00:00.000Z | 2024-06-12T10:30:00.000Z |
        | This month           | 2024-06-01T00:00:00.000Z | 2024-06-30T23:59:59.999Z |
        | This month so far    | 2024-06-01T00:00:00.000Z | 2024-06-12T10:30:00.000Z |
        | This year            | 2024-01-01T00:00:00.000Z | 2024-12-31T23:59:59.999Z |
        | This year so far     | 2024-01-01T00:00:00.000Z | 2024-06-12T10:30:00.000Z |

    # Seed 002 §9's minutes. A range ends now and starts that many minutes earlier, except the ranges
    # in months, which go back calendar months (R002-9-27): their minutes place them among the others,
    # as when a check's detail opens on the shortest range that still shows its last run.
    @R002-9-26
    Scenario Outline: A time range goes back its minutes
      Given check "c1" ran 120 times in the last 2 hours
      When its detail opens with the time range "<option>"
      Then the history is asked for the runs of the last <minutes> minutes

      Examples:
        | option | minutes |
        | 15m    | 15      |
        | 1h     | 60      |
        | 2h     | 120     |
        | 3h     | 180     |
        | 6h     | 360     |
        | 12h    | 720     |
        | 1d     | 1440    |
        | 2d     | 2880    |
        | 3d     | 4320    |
        | 1w     | 10080   |
        | 2w     | 20160   |
        | 3w     | 30240   |
        | 1y     | 518400  |
        | 2y     | 1036800 |
        | 3y     | 1555200 |
        | 5y     | 2592000 |

    @R002-9-26
    Scenario Outline: A range in months counts its minutes when a check's detail picks its range
      Given check "c1" last ran <minutes> minutes ago
      When its detail opens without a time range
      Then the detail's time range is "<range>"

      Examples:
        | minutes | range |
        | 43199   | 1mo   |
        | 43200   | 2mo   |
        | 86399   | 2mo   |
        | 86400   | 3mo   |
        | 129599  | 3mo   |
        | 129600  | 6mo   |
        | 259199  | 6mo   |
        | 259200  | 1y    |

    @R002-9-27
    Scenario: A range in months goes back whole calendar months
      Given it is "2024-03-31T12:00:00Z"
      Then the option "1mo" starts at "2024-02-29T12:00:00.000Z"
      And the option "3mo" starts at "2023-12-31T12:00:00.000Z"
      And the option "1w" starts at "2024-03-24T12:00:00.000Z"

    @R002-2-2-66
    Scenario Outline: The chosen range is kept in the URL
      When the <kind> range "<range>" is chosen
      Then the URL holds "<params>"
      And reading the URL back gives the same range

      Examples:
        | kind     | range                                      | params                                                                          |
        | relative | now-7d                                     | rangeType=relative&display=7+days&range=now-7d                                  |
        | quick    | Previous week                              | rangeType=mapped&display=Previous+week&timeRange=Previous+week                  |
        | absolute | 2024-06-01T00:00:00Z to 2024-06-02T00:00:00Z | rangeType=absolute&display=Custom&from=2024-06-01T00%3A00%3A00Z&to=2024-06-02T00%3A00%3A00Z |

    @R002-8-35
    Scenario: A quick range the console does not know is an error
      When the quick range "Last fortnight" is resolved
      Then it fails with "Invalid mapped time range"

    @R002-8-35 @R002-8-36
    Scenario Outline: A broken range in the URL is reported and not applied
      When the URL "<params>" is read
      Then no range is applied and "<problem>" is reported

      Examples:
        | params                                        | problem                     |
        | rangeType=relative&range=now-banana           | Invalid relative time range |
        | rangeType=relative                            | Invalid relative time range |
        | rangeType=mapped&timeRange=Last+fortnight     | Invalid mapped time range   |

    Scenario: A URL without a range leaves the screen's default in place
      When the URL "pageIndex=2" is read
      Then no range is applied and nothing is reported

    @R002-2-2-68
    Scenario Outline: The absolute range can be submitted once both ends are set
      Then with From "<from>" and To "<to>" the absolute range Submit is <state>

      Examples:
        | from             | to               | state    |
        |                  |                  | disabled |
        | 2024-06-01 10:00 |                  | disabled |
        |                  | 2024-06-02 10:00 | disabled |
        | 2024-06-01 10:00 | 2024-06-02 10:00 | enabled  |

    @R002-2-2-69
    Scenario: The five most recent absolute ranges are kept, newest first
      Given the recent absolute ranges are the days "2024-06-01, 2024-06-02, 2024-06-03, 2024-06-04, 2024-06-05"
      When the absolute range starting on "2024-06-06" is applied
      Then the recent absolute ranges start on "2024-06-06, 2024-06-01, 2024-06-02, 2024-06-03, 2024-06-04"
      When the absolute range starting on "2024-06-03" is applied
      Then the recent absolute ranges start on "2024-06-03, 2024-06-06, 2024-06-01, 2024-06-02, 2024-06-04"

    @R000-4-18
    Scenario Outline: Refresh rates are written with the suffixes s, m, h, d and w
      Then the refresh rate "<rate>" lasts <milliseconds> milliseconds

      Examples:
        | rate | milliseconds |
        | 15s  | 15000        |
        | 2m   | 120000       |
        | 1h   | 3600000      |
        | 1d   | 86400000     |
        | 1w   | 604800000    |

    @R000-4-18
    Scenario: Anything else is not a refresh rate
      Then "15" is not a refresh rate
      And "1y" is not a refresh rate
      And "fast" is not a refresh rate

  Rule: Filters kept in the URL

    @R000-2-4-15 @R000-2-4-16
    Scenario Outline: An include/exclude filter has three states, and clicking the active one resets it
      Given the filter "team:payments" is <state>
      When the <button> button of "team:payments" is clicked
      Then the filter "team:payments" becomes <next>

      Examples:
        | state    | button  | next     |
        | neutral  | include | included |
        | neutral  | exclude | excluded |
        | included | include | neutral  |
        | excluded | exclude | neutral  |
        | included | exclude | excluded |
        | excluded | include | included |

    @R000-2-4-03 @R000-2-4-15
    Scenario: A label filter is kept as a JSON map of 1 for include and -1 for exclude
      Given the filter "team:payments" is included
      And the filter "env:dev" is excluded
      And the filter "tier:db" is neutral
      Then the JSON filter reads '{"team:payments":1,"env:dev":-1}'
      And reading the JSON filter back gives the same filters

    @R002-5-22 @R002-5-23
    Scenario: Tag filters are key____value with :1 to include and :-1 to exclude
      Given the tag filters:
        | key     | value         | state   |
        | env     | prod          | include |
        | team    | a,b           | exclude |
        | url     | http://x:8080 | include |
      Then the tag filter reads "env____prod:1,team____a||||b:-1,url____http____//x____8080:1"
      And reading the tag filter back gives the same tags

    @R002-5-24
    Scenario: Label filters are key__:__value, comma-separated
      Given the label filters:
        | key                    | value   |
        | app.kubernetes.io/name | web     |
        | tier                   | db      |
      Then the label filter reads "app.kubernetes.io/name__:__web,tier__:__db"
      And reading the label filter back gives the same labels

  Rule: Paging

    @R000-5-17
    Scenario Outline: The page-number input stays between 1 and the page count
      Then typing "<typed>" in the page-number input of <pages> pages goes to page <page>

      Examples:
        | typed | pages | page |
        | 3     | 5     | 3    |
        | 0     | 5     | 1    |
        | -4    | 5     | 1    |
        | 9     | 5     | 5    |
        | 2.7   | 5     | 2    |
        | 1     | 0     | 1    |

    Scenario Outline: A list of rows fills pages of a given size
      Then <rows> rows fill <pages> pages of <size>

      Examples:
        | rows | size | pages |
        | 0    | 50   | 1     |
        | 50   | 50   | 1     |
        | 51   | 50   | 2     |
        | 1234 | 50   | 25    |

    @R002-7-3-03
    Scenario Outline: The total of a list is read after the slash of Content-Range
      Then the Content-Range "<header>" gives a total of <total>

      Examples:
        | header    | total   |
        | 0-49/1234 | 1234    |
        | */0       | 0       |
        | 0-49/*    | unknown |
        | garbage   | unknown |

  Rule: How numbers read

    @R001-9-01 @R001-9-02 @R002-9-28 @R002-9-29
    Scenario Outline: Count badges
      Then a count of <count> shows "<text>" <highlight>

      Examples:
        | count | text | highlight        |
        | 12    | 12   | without red      |
        | 499   | 499  | without red      |
        | 500   | 500  | highlighted red  |
        | 999   | 999  | highlighted red  |
        | 1000  | 1k+  | highlighted red  |
        | 1999  | 1k+  | highlighted red  |
        | 25400 | 25k+ | highlighted red  |

    # The catalog's summary and cost columns show costs so.
    @R002-9-09
    Scenario Outline: Costs show cents only up to 10
      Then a cost of <value> reads "<text>"

      Examples:
        | value   | text   |
        | 0       | $0.00  |
        | 3.456   | $3.46  |
        | 10      | $10.00 |
        | 10.4    | $10    |
        | 1234.56 | $1,235 |

    @R002-9-10
    Scenario Outline: A percentage over 100 reads as a multiplier
      Then a percentage of <percent> reads "<text>"

      Examples:
        | percent | text  |
        | 45      | 45%   |
        | 100     | 100%  |
        | 250     | 2.5x  |
        | 1000    | 10x   |

    Scenario Outline: Sizes are counted in steps of 1024
      Then <bytes> bytes read "<text>"

      Examples:
        | bytes      | text    |
        | 0          | 0 B     |
        | 1023       | 1,023 B |
        | 1024       | 1 KB    |
        | 1536       | 1.5 KB  |
        | 1048576    | 1 MB    |
        | 5368709120 | 5 GB    |

    Scenario: The zero date means no date
      Then the date "0001-01-01T00:00:00Z" is empty
      And the date "2024-06-12T10:30:00Z" is not empty

  Rule: Messages every screen uses

    @R000-5-01
    Scenario: An empty required field says it is required
      Then an empty required field shows "This field is required"
      And a filled required field shows no message

    @R002-5-09 @R002-5-10
    Scenario Outline: A number field, such as the page-number input
      Then typing "<text>" in the page-number input of 20 pages shows "<message>"

      Examples:
        | text | message                     |
        |      | This field is required      |
        | 12a  | This field must be a number |
        | 12.5 |                             |

    # The lists of the topology's side panel are where the console shows the generic empty state.
    @R001-8-12 @R002-8-37
    Scenario: The generic empty state
      Given the component "db" has no children
      When the topology of "db" is shown and its side panel opens the section "Incidents"
      Then the section reads "No details found"

    @R002-8-52 @R002-8-53
    Scenario: The error panel shows the message and, unless hidden, the stack or cause
      Then an error "Connection refused" shows "Connection refused" with its stack
      And an error "Connection refused" with hidden details shows "Connection refused" alone
      And an error without a message shows "Something went wrong"

    # Mission Control counts a component's checks and its child components by health (reference
    # §4.2); the console keeps the counts of health values and drops anything else.
    @R002-4-01
    Scenario: The health values
      When the console reads a component from Mission Control whose checks and child components are counted as healthy 1, unhealthy 2, warning 3, unknown 4, info 5 and pending 6
      Then its checks are counted as healthy 1, unhealthy 2, warning 3 and unknown 4
      And its child components as healthy 1, unhealthy 2, warning 3, unknown 4 and info 5

    Scenario: The all-zero id means the local agent
      Then the agent id "00000000-0000-0000-0000-000000000000" is the local agent
      And an agent with no id is the local agent
      And the agent id "0b7c4c7e-1b7a-4f5e-9a3c-4f6b1d2e3a10" is not the local agent

  Rule: The server's words reach the person

    @R002-8-54
    Scenario Outline: An API error shows the answer's message field in a toast
      Given a person with the role "admin"
      And the server refuses to delete agents with <status> and the body <body>
      When an agent is deleted through the console
      Then an error toast reads "<toast>"

      Examples:
        | status | body                                                                                       | toast                                          |
        | 409    | {"code": "23503", "message": "agent a1 still has checks", "details": null, "hint": null} | agent a1 still has checks                      |
        | 400    | {"message": "deleted_at must be a timestamp"}                                              | deleted_at must be a timestamp                 |
        | 500    | {}                                                                                         | The server failed to answer the request.       |

  Rule: Empty lists say so

    @R002-8-38
    Scenario Outline: An empty list shows a placeholder instead of rows
      Then the empty "<list>" list shows "<placeholder>"

      Examples:
        | list          | placeholder                                    |
        | incidents     | There are no incidents matching this criteria. |
        | users         | No users yet                                   |
        | agents        | No agents yet                                  |
        | feature flags | No feature flags yet                           |
        | health checks | No checks to show                              |
        | check history | No runs                                        |
        | logs          | There are no logs matching the search query    |

  Rule: Copying an id

    @R002-8-18
    Scenario: Copying an id puts it on the clipboard and says so
      When the id "f3b2c1d0-7a6e-4b1f-9c2d-0e8a7b6c5d4e" is copied
      Then the clipboard holds "f3b2c1d0-7a6e-4b1f-9c2d-0e8a7b6c5d4e"
      And the copy toasts success "Copied f3b2c1d0-7a6e-4b1f-9c2d-0e8a7b6c5d4e to clipboard"

    Scenario: A browser that refuses the clipboard says why, and nothing is claimed copied
      Given the browser refuses the clipboard with "Write permission denied."
      When the id "run-1" is copied
      Then the copy toasts error "Write permission denied."
