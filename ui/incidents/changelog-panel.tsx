import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { NO_CHANGELOG, commentText, type IncidentHistoryEntry } from '../../core/incidents';
import { DateText } from '../components/date-text';
import { Person } from '../components/person';

/** What an entry is about: the status, the hypothesis, the evidence, the comment or the responder. */
function subject(entry: IncidentHistoryEntry): string {
  return (
    entry.hypothesis?.title ??
    entry.evidence?.description ??
    (entry.comment ? commentText(entry.comment.comment) : undefined) ??
    entry.responder?.team?.name ??
    entry.responder?.person?.name ??
    entry.description ??
    ''
  );
}

/** Seed 001 §2.6: the incident's history, newest first. */
export function ChangelogPanel({ history }: { history?: readonly IncidentHistoryEntry[] }) {
  if (!history || history.length === 0) return <Text color="fg.muted">{NO_CHANGELOG}</Text>;
  return (
    <Stack gap="3" maxH="lg" overflowY="auto" as="ol" aria-label="Changelog">
      {history.map((entry) => (
        <Stack as="li" key={entry.id} gap="0.5" listStyleType="none">
          <HStack gap="2" wrap="wrap">
            <Badge size="xs" variant="subtle" fontFamily="mono">{entry.type}</Badge>
            {entry.description && entry.type.endsWith('status_updated') && <Badge size="xs" variant="outline">{entry.description}</Badge>}
          </HStack>
          <Text fontSize="sm" truncate title={subject(entry)}>{subject(entry)}</Text>
          <HStack gap="2" fontSize="xs" color="fg.muted">
            {entry.createdBy && <Person name={entry.createdBy.name} avatar={entry.createdBy.avatar} />}
            <DateText value={entry.createdAt} />
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
