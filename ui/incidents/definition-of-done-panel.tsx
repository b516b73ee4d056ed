import { Badge, Box, Button, Checkbox, Code, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ADD_DEFINITION_OF_DONE_ITEM_PLACEHOLDER, DEFINITION_OF_DONE_EDITOR_MAX_HEIGHT_PX, DONE_LABEL, NOT_DONE_LABEL, SCRIPT_LABEL,
  canToggleResolved, resolveToggleLabel, selectDefinitionOfDoneView, type Evidence,
} from '../../core/incidents';
import { ConfirmDialog } from '../components/confirm-dialog';
import { usePart } from '../hooks/incident-page';
import { useIncidentParts } from './incident-context';

function Item({ item, onResolve, onRemove, busy }: { item: Evidence; onResolve: () => void; onRemove: () => void; busy: boolean }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="2" role="listitem" aria-label={item.description}>
      <HStack justify="space-between" gap="2">
        <Text fontWeight="medium" truncate title={item.description}>{item.evidence?.comment ?? item.description}</Text>
        <Badge size="xs" colorPalette={item.done ? 'green' : 'gray'}>{item.done ? DONE_LABEL : NOT_DONE_LABEL}</Badge>
      </HStack>
      {item.script && <Code size="sm" variant="surface" whiteSpace="pre-wrap">{item.script}</Code>}
      <HStack gap="1">
        {canToggleResolved(item) && (
          <Button size="2xs" variant="outline" onClick={onResolve} disabled={busy}>{resolveToggleLabel(item)}</Button>
        )}
        <Button size="2xs" variant="ghost" colorPalette="red" onClick={onRemove} disabled={busy}>Remove</Button>
      </HStack>
    </Stack>
  );
}

/** Seed 001 §2.5, with scripts the server evaluates (DECISIONS §19). */
export function DefinitionOfDonePanel() {
  const { view, send } = usePart(useIncidentParts().definitionOfDone, selectDefinitionOfDoneView);
  const { busy, editor } = view;

  return (
    <Stack gap="3">
      {view.message && <Text color="fg.muted">{view.message}</Text>}
      {view.items.length > 0 && (
        <Stack gap="2" role="list" aria-label="Definition of done" maxH={`${DEFINITION_OF_DONE_EDITOR_MAX_HEIGHT_PX}px`} overflowY="auto">
          {view.items.map((item) => (
            <Item key={item.id} item={item} busy={busy}
              onResolve={() => send({ type: 'resolve.ask', evidenceId: item.id })}
              onRemove={() => send({ type: 'item.remove', evidenceId: item.id })} />
          ))}
        </Stack>
      )}
      <HStack as="form" gap="2" onSubmit={(e) => { e.preventDefault(); send({ type: 'manual.add' }); }}>
        <Input size="sm" aria-label={ADD_DEFINITION_OF_DONE_ITEM_PLACEHOLDER} placeholder={ADD_DEFINITION_OF_DONE_ITEM_PLACEHOLDER} value={view.text}
          onChange={(e) => send({ type: 'manual.text', text: e.currentTarget.value })} disabled={busy} />
        <Button size="sm" type="submit" disabled={!view.canAdd} loading={view.adding}>Add</Button>
      </HStack>
      {editor === 'closed' ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => send({ type: 'automatic.open' })} disabled={busy}>
          Add from evidence
        </Button>
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="3" maxH={`${DEFINITION_OF_DONE_EDITOR_MAX_HEIGHT_PX}px`} overflowY="auto" role="group" aria-label="Add from evidence">
          {editor === 'picking' && (
            <Stack gap="2">
              {view.pickerMessage && <Text color="fg.muted">{view.pickerMessage}</Text>}
              {view.candidates.map((e) => (
                <Checkbox.Root key={e.id} size="sm" checked={view.selected.includes(e.id)} onCheckedChange={() => send({ type: 'automatic.toggle', evidenceId: e.id })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{e.description || e.type} <Text as="span" color="fg.muted">({e.type})</Text></Checkbox.Label>
                </Checkbox.Root>
              ))}
              <HStack justify="end">
                <Button size="xs" variant="ghost" onClick={() => send({ type: 'automatic.cancel' })}>Cancel</Button>
                <Button size="xs" colorPalette="blue" disabled={!view.canNext} onClick={() => send({ type: 'automatic.next' })}>Next</Button>
              </HStack>
            </Stack>
          )}
          {editor === 'scripting' && (
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="medium">{SCRIPT_LABEL}</Text>
              {view.shortcuts.map((shortcut) => (
                <Button key={shortcut.label} size="2xs" variant="surface" alignSelf="start" onClick={() => send({ type: 'automatic.script', script: shortcut.script })}>
                  {shortcut.label}
                </Button>
              ))}
              <Textarea size="sm" fontFamily="mono" aria-label={SCRIPT_LABEL} value={view.script} rows={3}
                onChange={(e) => send({ type: 'automatic.script', script: e.currentTarget.value })} />
              {view.error && <Text color="fg.error" fontSize="sm" role="alert" whiteSpace="pre-wrap">{view.error}</Text>}
              <HStack justify="end">
                <Button size="xs" variant="ghost" onClick={() => send({ type: 'automatic.back' })} disabled={view.savingScript}>Back</Button>
                <Button size="xs" colorPalette="blue" onClick={() => send({ type: 'automatic.save' })} loading={view.savingScript}>Save</Button>
              </HStack>
            </Stack>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={view.confirmOpen}
        title={view.confirmTitle}
        message={view.confirmMessage}
        confirmLabel={view.confirmLabel}
        busy={view.confirmBusy}
        onConfirm={() => send({ type: 'resolve.confirm' })}
        onCancel={() => send({ type: 'resolve.cancel' })}
      />
    </Stack>
  );
}
