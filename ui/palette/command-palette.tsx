import { Box, Dialog, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { HealthColour } from '../../core/health';
import { incidentPath, type AttachedEvidence } from '../../core/incidents';
import { PALETTE_PLACEHOLDER, PALETTE_SEARCHING, type PaletteView } from '../../core/palette';
import type { RunDialogInput } from '../../core/playbooks';
import { COMMAND_PALETTE, type Navigation } from '../../core/session';
import { ErrorPanel } from '../components/error-panel';
import { notify } from '../components/toaster';
import { usePalette, usePaletteView, type Palette } from '../hooks/palette';
import { useColourMode } from '../hooks/preferences';
import { CreateIncidentDialog } from '../incidents/create-incident-dialog';
import { RunDialog } from '../playbooks/run-dialog';

export interface CommandPaletteProps {
  readonly navigation: Navigation;
  readonly onClose: () => void;
}

/** What a chosen verb opens once the palette itself is gone. */
type Then = { readonly kind: 'incident'; readonly evidence?: AttachedEvidence } | { readonly kind: 'playbook'; readonly dialog: RunDialogInput };

const KEYS: Readonly<Record<string, { type: 'palette.move'; by: number } | { type: 'palette.choose' }>> = {
  ArrowDown: { type: 'palette.move', by: 1 },
  ArrowUp: { type: 'palette.move', by: -1 },
  Enter: { type: 'palette.choose' },
};

const optionId = (key: string) => `palette-option-${key.replace(/[^\w-]/g, '_')}`;

/** Every health colour's dot: a colour added to core without one here fails the type check. */
const DOT_BACKGROUNDS: Readonly<Record<HealthColour, string>> = { red: 'red.500', orange: 'orange.500', green: 'green.500', gray: 'gray.500' };

/**
 * The rows' looks, given once on the list: each row is a plain element, because resolving Chakra's
 * style props for some forty rows on every keystroke and every answer cost the palette 15-45 ms of its
 * 100 ms budget (issue 22, `npm run bench:web`).
 */
const RESULT_STYLES = {
  '& [data-part=heading]': { px: '2', pb: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' },
  '& [role=option]': { display: 'flex', alignItems: 'center', gap: '2', px: '2', py: '1.5', borderRadius: 'md', cursor: 'pointer' },
  '& [role=option][aria-selected=true]': { bg: 'bg.emphasized' },
  '& [data-part=label]': { flex: '1', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& [data-part=detail]': { maxW: '40%', fontSize: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& [data-part=dot]': { boxSize: '2.5', borderRadius: 'full', flexShrink: 0 },
  ...Object.fromEntries(Object.entries(DOT_BACKGROUNDS).map(([colour, bg]) => [`& [data-part=dot][data-colour=${colour}]`, { bg }])),
} as const;

function Results({ view, choose, highlight }: { view: PaletteView; choose: (index: number) => void; highlight: (index: number) => void }) {
  return (
    <Box id="palette-results" role="listbox" aria-label={COMMAND_PALETTE} maxH="60vh" overflowY="auto" px="2" pb="2" css={RESULT_STYLES}>
      {view.groups.map(({ group, rows }) => (
        <Stack key={group} role="group" aria-label={group} gap="0" pt="2">
          <div data-part="heading">{group}</div>
          {rows.map((row) => (
            <div
              key={row.key}
              id={optionId(row.key)}
              role="option"
              aria-selected={row.active}
              onMouseMove={() => !row.active && highlight(row.index)}
              onClick={() => choose(row.index)}
            >
              {row.colour && <span data-part="dot" data-colour={row.colour} role="img" title={row.health} aria-label={row.health} />}
              <span data-part="label">{row.label}</span>
              {row.detail && <span data-part="detail">{row.detail}</span>}
            </div>
          ))}
        </Stack>
      ))}
    </Box>
  );
}

/** What the dialog holds: the search box, its state and the results, redrawn as the palette's view changes. */
function PaletteBody({ palette }: { palette: Palette }) {
  const { view, send } = usePaletteView(palette);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const command = KEYS[event.key];
    if (!command) return;
    event.preventDefault();
    send(command);
  };
  return (
    <>
      <Box p="3" borderBottomWidth="1px">
        <Input
          autoFocus
          role="combobox"
          aria-label={COMMAND_PALETTE}
          aria-expanded="true"
          aria-controls="palette-results"
          aria-activedescendant={view.activeKey ? optionId(view.activeKey) : undefined}
          placeholder={PALETTE_PLACEHOLDER}
          value={view.text}
          disabled={view.running !== undefined}
          onChange={(event) => send({ type: 'palette.type', text: event.target.value })}
          onKeyDown={onKeyDown}
        />
      </Box>
      {(view.searching || view.running) && (
        <HStack px="4" pt="2" gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="xs" />
          <Text>{view.running ?? PALETTE_SEARCHING}</Text>
        </HStack>
      )}
      {view.error && (
        <Box px="3" pt="2">
          <ErrorPanel title={view.error.title} error={view.error.message} />
        </Box>
      )}
      <Results view={view} choose={(index) => send({ type: 'palette.choose', index })} highlight={(index) => send({ type: 'palette.highlight', index })} />
      {(view.empty ?? view.hint) && (
        <Text px="4" pb="4" color="fg.muted" fontSize="sm">
          {view.empty ?? view.hint}
        </Text>
      )}
    </>
  );
}

/**
 * The dialog around the body, drawn once: nothing in it changes while the palette is open, and
 * resolving its parts again on every keystroke and every answer is work inside the palette's 100 ms
 * budget (issue 22; `npm run bench:web` gave a median 8 ms lower, within its noise).
 */
const PaletteDialog = memo(function PaletteDialog({ palette }: { palette: Palette }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && palette.send({ type: 'palette.close' })} placement="top" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={COMMAND_PALETTE} mt="16">
            <PaletteBody palette={palette} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/**
 * The command palette (issue 22): type to search, arrows to move, Enter to act, Escape to close.
 * A verb that needs a form (Create incident…, Run playbook … on …) opens it once the palette is gone.
 */
export default function CommandPalette({ navigation, onClose }: CommandPaletteProps) {
  const [, navigate] = useLocation();
  const [, toggleMode] = useColourMode();
  const [then, setThen] = useState<Then>();
  const { palette, closed } = usePalette(navigation, {
    navigate: (event) => navigate(event.path),
    'colourMode.toggle': toggleMode,
    'incident.create': (event) => setThen({ kind: 'incident', evidence: event.evidence }),
    'playbook.run': (event) => setThen({ kind: 'playbook', dialog: event.dialog }),
    toast: (toast) => notify(toast.status, toast.message),
  });

  useEffect(() => {
    if (closed && !then) onClose();
  }, [closed, then, onClose]);

  if (then?.kind === 'incident') {
    return <CreateIncidentDialog open evidence={then.evidence} onClose={onClose} onCreated={(incident) => { onClose(); navigate(incidentPath(incident.id)); }} />;
  }
  if (then?.kind === 'playbook') return <RunDialog opened={then.dialog} onClose={onClose} />;
  if (closed) return null;
  return <PaletteDialog palette={palette} />;
}
