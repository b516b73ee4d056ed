import { Badge, Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CHANGE_DETAILS_TITLE, NO_DIFF, type ChangeDetailsView, type DiffLine } from '../../core/catalog';
import { DateText } from '../components/date-text';
import { ErrorPanel } from '../components/error-panel';
import { ModalDialog } from '../components/modal-dialog';

const LINE_COLOURS: Record<DiffLine['kind'], string | undefined> = { added: 'green.subtle', removed: 'red.subtle', same: undefined, hunk: 'blue.subtle' };
const SIGNS: Record<DiffLine['kind'], string> = { added: '+', removed: '-', same: ' ', hunk: '' };

function Line({ line, number }: { line?: DiffLine; number?: number }) {
  return (
    <Box display="flex" bg={line ? LINE_COLOURS[line.kind] : 'bg.muted'} minH="1.6em" overflow="hidden" title={line?.text}>
      <Box as="span" color="fg.subtle" textAlign="right" minW="3em" pe="2" userSelect="none">
        {number ?? ''}
      </Box>
      <Box as="span" whiteSpace="pre" pe="2">
        {line ? `${SIGNS[line.kind]}${line.text}` : ''}
      </Box>
    </Box>
  );
}

function Code({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box as="pre" aria-label={label} fontFamily="mono" fontSize="xs" lineHeight="1.6" overflow="auto" maxH="50vh" borderWidth="1px" borderRadius="md" m="0">
      {children}
    </Box>
  );
}

export interface ChangeDetailsDialogProps {
  readonly details: ChangeDetailsView;
  onClose(): void;
  onView(view: 'unified' | 'split'): void;
}

/** Seed 002 §2.1: a change's details, its diff side by side or unified, its patches and details. */
export function ChangeDetailsDialog({ details, onClose, onView }: ChangeDetailsDialogProps) {
  const { change } = details;
  return (
    <ModalDialog
      open={details.open}
      size="xl"
      onClose={onClose}
      title={change ? `${CHANGE_DETAILS_TITLE}: ${change.changeType} · ${change.configName}` : CHANGE_DETAILS_TITLE}
      footer={<Button variant="outline" onClick={onClose}>Close</Button>}
    >
      {details.loading && <Skeleton height="40" />}
      {details.error !== undefined && <ErrorPanel error={details.error} />}
      {change && (
        <Stack gap="4">
          <HStack gap="3" wrap="wrap" fontSize="sm">
            {change.severity && <Badge colorPalette={change.severity === 'critical' || change.severity === 'high' ? 'red' : 'gray'}>{change.severity}</Badge>}
            <Text color="fg.muted">{change.configType}</Text>
            <DateText value={change.createdAt} />
            {change.source && <Text color="fg.muted">{change.source}</Text>}
          </HStack>
          {change.summary && <Text>{change.summary}</Text>}
          {details.unified.length === 0 ? (
            <Text color="fg.muted">{NO_DIFF}</Text>
          ) : (
            <Box>
              <HStack gap="1" mb="2" role="group" aria-label="Diff view">
                {(['split', 'unified'] as const).map((shown) => (
                  <Button
                    key={shown}
                    size="xs"
                    aria-pressed={details.view === shown}
                    variant={details.view === shown ? 'subtle' : 'ghost'}
                    colorPalette={details.view === shown ? 'blue' : 'gray'}
                    onClick={() => onView(shown)}
                  >
                    {shown === 'split' ? 'Side by side' : 'Unified'}
                  </Button>
                ))}
              </HStack>
              {details.view === 'unified' ? (
                <Code label="Diff">
                  {details.unified.map((line, index) => (
                    <Line key={index} line={line} number={line.newLine ?? line.oldLine} />
                  ))}
                </Code>
              ) : (
                <Code label="Diff">
                  {details.split.map((row, index) =>
                    row.hunk !== undefined ? (
                      <Line key={index} line={{ kind: 'hunk', text: row.hunk }} />
                    ) : (
                      <Grid key={index} templateColumns="minmax(0, 1fr) minmax(0, 1fr)">
                        <Line line={row.left} number={row.left?.oldLine} />
                        <Line line={row.right} number={row.right?.newLine} />
                      </Grid>
                    ),
                  )}
                </Code>
              )}
            </Box>
          )}
          {details.patches && (
            <Box>
              <Text fontWeight="semibold" fontSize="sm" mb="1">
                Patches
              </Text>
              <Code label="Patches">{details.patches}</Code>
            </Box>
          )}
          {details.details && (
            <Box>
              <Text fontWeight="semibold" fontSize="sm" mb="1">
                Details
              </Text>
              <Code label="Details">{details.details}</Code>
            </Box>
          )}
        </Stack>
      )}
    </ModalDialog>
  );
}
