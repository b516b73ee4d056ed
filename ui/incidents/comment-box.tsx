import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { commentText, type Incident, type Person } from '../../core/incidents';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useCommentBox } from '../hooks/incident-screens';
import { useIncidentScreen } from './incident-context';

/** The combined comment box (seed 001 §2.4): a hypothesis picker, '@' mentions, Send. */
export function CommentBox({ incident, defaultHypothesisId }: { incident: Incident; defaultHypothesisId?: string }) {
  const screen = useIncidentScreen();
  const { view, send, caret } = useCommentBox(
    { incidentId: incident.id, author: screen.person, hypothesisId: defaultHypothesisId },
    { onToast: notify, onRefetch: screen.refetch },
  );
  const field = useRef<HTMLTextAreaElement>(null);

  /*
   * The field takes the mention and the machine's caret in one synchronous update: a keystroke that
   * arrives before the next frame then lands after the mention, where the person typed it.
   */
  const mention = (person: Person) => {
    flushSync(() => send({ type: 'comment.mention', person }));
    const next = caret();
    field.current?.focus();
    field.current?.setSelectionRange(next, next);
  };

  return (
    <Stack gap="2" borderTopWidth="1px" pt="4" mt="2">
      <HStack justify="space-between" gap="4">
        <Text fontWeight="semibold" whiteSpace="nowrap">Add a comment</Text>
        {/* Long hypothesis titles shrink the picker instead of pushing it out of the card. */}
        <Box flex="1" minW="0" maxW="sm">
          <SelectField
            label="Hypothesis"
            width="full"
            value={view.hypothesisId ?? ''}
            options={incident.hypotheses.map((h) => ({ value: h.id, label: h.title }))}
            onChange={(value) => send({ type: 'comment.hypothesis', hypothesisId: value || undefined })}
          />
        </Box>
      </HStack>
      <Box position="relative">
        <Textarea
          ref={field}
          aria-label="Comment"
          placeholder="Type @ to mention someone"
          value={view.text}
          rows={3}
          onChange={(e) => send({ type: 'comment.text', text: e.currentTarget.value, caret: e.currentTarget.selectionStart })}
          onSelect={(e) => send({ type: 'comment.caret', caret: e.currentTarget.selectionStart })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) send({ type: 'comment.send' });
          }}
        />
        {view.suggestions.length > 0 && (
          <Stack role="listbox" aria-label="People" position="absolute" zIndex="dropdown" bg="bg.panel" borderWidth="1px" borderRadius="md" shadow="md" p="1" gap="0" minW="60" top="100%">
            {view.suggestions.map((person) => (
              <Button key={person.id} role="option" aria-selected="false" size="xs" variant="ghost" justifyContent="start" onMouseDown={(e) => e.preventDefault()} onClick={() => mention(person)}>
                {person.name} {person.email && <Text as="span" color="fg.muted">{person.email}</Text>}
              </Button>
            ))}
          </Stack>
        )}
      </Box>
      {view.error && <Text color="fg.error" role="alert">{view.error}</Text>}
      <HStack justify="flex-end">
        <Button size="sm" colorPalette="blue" disabled={!view.canSend} onClick={() => send({ type: 'comment.send' })}>
          Send
        </Button>
      </HStack>
      {view.pending.map((c) => (
        <Text key={c.id} color="fg.muted" fontSize="sm" aria-busy="true">
          {commentText(c.comment)} · sending…
        </Text>
      ))}
    </Stack>
  );
}
