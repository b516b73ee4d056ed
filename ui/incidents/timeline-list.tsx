import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  authorOf, commentSegments, timeline, type Comment, type Evidence,
} from '../../core/incidents';
import { EVIDENCE_TYPE_LABELS } from '../../core/incidents';
import { DateText } from '../components/date-text';
import { Person } from '../components/person';
import { useIncidentScreen } from './incident-context';

function CommentText({ comment }: { comment: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {commentSegments(comment).map((segment, index) =>
        segment.kind === 'mention' ? (
          <Text as="span" key={index} color="blue.fg" fontWeight="medium" data-person={segment.id}>
            @{segment.name}
          </Text>
        ) : (
          <Text as="span" key={index}>{segment.text}</Text>
        ),
      )}
    </Text>
  );
}

function Byline({ item }: { item: Comment | Evidence }) {
  const author = authorOf(item);
  return (
    <HStack gap="2" fontSize="xs" color="fg.muted">
      <Person name={author.name} avatar={author.avatar} />
      {author.team && <Badge size="xs" variant="outline">{author.team}</Badge>}
      <DateText value={item.createdAt} />
    </HStack>
  );
}

function EvidenceItem({ evidence }: { evidence: Evidence }) {
  const screen = useIncidentScreen();
  const label = EVIDENCE_TYPE_LABELS[evidence.type as keyof typeof EVIDENCE_TYPE_LABELS] ?? evidence.type;
  const lines = evidence.evidence?.lines ? Object.entries(evidence.evidence.lines) : [];
  return (
    <Box borderLeftWidth="3px" borderColor={evidence.definitionOfDone ? 'green.solid' : 'border'} ps="3" py="1" role="article" aria-label={`Evidence ${evidence.description}`}>
      <HStack justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          <Badge size="xs" colorPalette="purple" variant="subtle">{label}</Badge>
          <Text fontWeight="medium" truncate>{evidence.evidence?.comment ?? evidence.description}</Text>
          {evidence.definitionOfDone && <Badge size="xs" colorPalette={evidence.done ? 'green' : 'gray'}>{evidence.done ? 'done' : 'definition of done'}</Badge>}
        </HStack>
        <IconButton size="2xs" variant="ghost" aria-label={`Remove evidence ${evidence.description}`} onClick={() => screen.removeEvidence(evidence.id)}>
          ×
        </IconButton>
      </HStack>
      {lines.length > 0 && (
        <Box as="pre" fontFamily="mono" fontSize="xs" bg="bg.muted" p="2" borderRadius="sm" overflowX="auto" mt="1">
          {lines.map(([n, text]) => `${n}  ${text}`).join('\n')}
        </Box>
      )}
      <Byline item={evidence} />
    </Box>
  );
}

/** Seed 001 §2.4: a hypothesis's evidence and comments in one chronological list. */
export function TimelineList({ evidences, comments }: { evidences: readonly Evidence[]; comments: readonly Comment[] }) {
  const items = timeline(evidences, comments);
  if (items.length === 0) return null;
  return (
    <Stack gap="3" mt="2">
      {items.map((item) =>
        item.kind === 'evidence' ? (
          <EvidenceItem key={item.evidence.id} evidence={item.evidence} />
        ) : (
          <Box key={item.comment.id} ps="3" role="article" aria-label="Comment">
            <CommentText comment={item.comment.comment} />
            <Byline item={item.comment} />
          </Box>
        ),
      )}
    </Stack>
  );
}
