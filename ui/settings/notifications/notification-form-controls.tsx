import { Field, RadioGroup, HStack, Stack, Text } from '@chakra-ui/react';
import {
  NOTIFICATION_EVENTS, RECIPIENT_LABELS, customServiceOf, switchRecipient, type NotificationDraft, type RecipientChoicesView, type RecipientKind,
} from '../../../core/settings/notifications';
import { MultiSelectMenu } from '../../components/multi-select-menu';
import { SelectField } from '../../components/select-field';

const EVENT_OPTIONS = NOTIFICATION_EVENTS.map((event) => ({ value: event, label: event }));
const KINDS = Object.keys(RECIPIENT_LABELS) as RecipientKind[];

const toggled = (list: readonly string[], value: string, checked: boolean) => (checked ? [...list, value] : list.filter((item) => item !== value));

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
        <Field.Root required invalid={errors?.events !== undefined}>
          <Field.Label>
            Events
            <Field.RequiredIndicator />
          </Field.Label>
          <MultiSelectMenu
            label={draft.events.length > 0 ? draft.events.join(', ') : 'Select events'}
            options={EVENT_OPTIONS}
            selected={draft.events}
            disabled={busy}
            onToggle={(event, checked) => change({ ...draft, events: toggled(draft.events, event, checked) })}
          />
          {errors?.events && <Field.ErrorText>{errors.events}</Field.ErrorText>}
        </Field.Root>
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
          <Field.Root>
            <Field.Label>Connections</Field.Label>
            {choices.connections.length === 0 && !choices.loading ? (
              <Text color="fg.muted" fontSize="sm">No connections</Text>
            ) : (
              <MultiSelectMenu
                label={draft.customServices.length > 0 ? draft.customServices.map((service) => service.name).join(', ') : 'Select connections'}
                options={choices.connections.map((connection) => ({ value: connection.id, label: `${connection.name} (${connection.type})` }))}
                selected={[...chosen]}
                disabled={busy || choices.loading}
                onToggle={(id, checked) => {
                  const connection = choices.connections.find((c) => c.id === id);
                  const rest = draft.customServices.filter((service) => service.connection !== id);
                  change({ ...draft, customServices: checked && connection ? [...rest, customServiceOf(connection)] : rest });
                }}
              />
            )}
          </Field.Root>
        )}
      </Stack>
    );
  };
