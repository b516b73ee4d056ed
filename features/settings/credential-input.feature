Feature: Credential inputs
  A credential (a password, a token, a key) is typed as a literal, or names the key of a Kubernetes Secret
  or ConfigMap that holds it. The connection forms and the scraper forms share this one field.

  @R002-4-12
  Scenario: A credential offers Static, Secret and ConfigMap
    Given an empty credential field
    Then the credential field offers the modes "Static, Secret, ConfigMap"
    And the credential field is in "Static" mode

  @R002-4-13
  Scenario: Switching the mode clears what was typed
    Given an empty credential field
    When the credential's value is typed as "hunter2"
    And the credential's mode is switched to "Secret"
    Then the credential field is in "Secret" mode
    And the credential field holds nothing

  @R002-4-14 @R002-4-16
  Scenario Outline: A reference serialises as its address once it has both a name and a key
    Given an empty credential field
    When the credential's mode is switched to "<mode>"
    And the credential's name is typed as "<name>" and its key as "<key>"
    Then the credential field sends "<sent>"

    Examples:
      | mode      | name     | key      | sent                       |
      | Secret    | db-creds | password | secret://db-creds/password |
      | ConfigMap | settings | user     | configmap://settings/user  |
      | Secret    | db-creds |          |                            |
      | ConfigMap |          | user     |                            |

  @R002-4-15
  Scenario Outline: A loaded value matching an address selects its mode
    Given a credential field loaded with "<stored>"
    Then the credential field is in "<mode>" mode
    And the credential field sends "<stored>"

    Examples:
      | stored                     | mode      |
      | secret://db-creds/password | Secret    |
      | configmap://settings/user  | ConfigMap |
      | hunter2                    | Static    |

  @R002-3-05 @R002-3-55
  Scenario Outline: A secret-or-value field holds a value or a valueFrom with a secretKeyRef or a configMapKeyRef
    Given a credential field loaded with "<stored>"
    Then as a secret-or-value field it reads <shape>

    Examples:
      | stored                     | shape                                                             |
      | hunter2                    | {"value":"hunter2"}                                               |
      | secret://db-creds/password | {"valueFrom":{"secretKeyRef":{"name":"db-creds","key":"password"}}} |
      | configmap://settings/user  | {"valueFrom":{"configMapKeyRef":{"name":"settings","key":"user"}}}  |
