import { Checkbox, Field, Fieldset, RadioGroup, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  NOTIFICATION_EVENTS, RECIPIENT_LABELS, customServiceOf, switchRecipient, type NotificationDraft, type RecipientChoicesView, type RecipientKind,
} from '../../../core/settings/notifications';
import { SelectField } from '../../components/select-field';

const KINDS = Object.keys(RECIPIENT_LABELS) as RecipientKind[];

const toggled = (list: readonly string[], value: string, checked: boolean) => (checked ? [...list, value] : list.filter((item) => item !== value));

/** A labelled set of checkboxes, two to a row. */
function Checkboxes({ legend, required, error, children }: { legend: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required && <Text as="span" color="fg.error"> *</Text>}
      </Fieldset.Legend>
      <SimpleGrid columns={2} gapX="4" gapY="1">
        {children}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function Choice({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontFamily="mono" fontSize="xs">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The notification form's events (R002-9-20, required: R002-5-11) and its recipient: a person, a
 * team or connections ("Others"), a switch clearing the other two (R002-4-09).
 */
export const notificationFormControls =
  (choices: RecipientChoicesView) =>
  (draft: NotificationDraft, change: (draft: NotificationDraft) => void, busy: boolean, errors?: Readonly<Record<string, string | undefined>>) => {
    const chosen = new Set(draft.customServices.map((service) => service.connection));
    return (
      <Stack gap="4">
        <Checkboxes legend="Events" required error={errors?.events}>
          {NOTIFICATION_EVENTS.map((event) => (
            <Choice
              key={event}
              label={event}
              checked={draft.events.includes(event)}
              disabled={busy}
              onChange={(checked) => change({ ...draft, events: toggled(draft.events, event, checked) })}
            />
          ))}
        </Checkboxes>
        <Field.Root>
          <Field.Label>Recipient</Field.Label>
          <RadioGroup.Root
            size="sm"
            value={draft.recipient}
            disabled={busy}
            onValueChange={(details) => change(switchRecipient(draft, details.value as RecipientKind))}
          >
            <HStack gap="4">
              {KINDS.map((kind) => (
                <RadioGroup.Item key={kind} value={kind}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{RECIPIENT_LABELS[kind]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field.Root>
        {draft.recipient === 'person' && (
          <SelectField
            label={RECIPIENT_LABELS.person}
            value={draft.personId}
            disabled={busy || choices.loading}
            options={[{ value: '', label: '' }, ...choices.people.map((person) => ({ value: person.id, label: person.name }))]}
            onChange={(personId) => change({ ...draft, personId })}
          />
        )}
        {draft.recipient === 'team' && (
          <SelectField
            label={RECIPIENT_LABELS.team}
            value={draft.teamId}
            disabled={busy || choices.loading}
            options={[{ value: '', label: '' }, ...choices.teams.map((team) => ({ value: team.id, label: team.name }))]}
            onChange={(teamId) => change({ ...draft, teamId })}
          />
        )}
        {draft.recipient === 'others' && (
          <Checkboxes legend="Connections">
            {choices.connections.length === 0 && !choices.loading && <Text color="fg.muted" fontSize="sm">No connections</Text>}
            {choices.connections.map((connection) => (
              <Choice
                key={connection.id}
                label={`${connection.name} (${connection.type})`}
                checked={chosen.has(connection.id)}
                disabled={busy}
                onChange={(checked) => {
                  const rest = draft.customServices.filter((service) => service.connection !== connection.id);
                  change({ ...draft, customServices: checked ? [...rest, customServiceOf(connection)] : rest });
                }}
              />
            ))}
          </Checkboxes>
        )}
      </Stack>
    );
  };
