import {
  Badge, Box, Button, CloseButton, Dialog, Flex, Heading, HStack, Popover, Portal, SimpleGrid, Stack, Tabs, Text,
} from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import {
  canRunNow, checkDetailHeader, checkEvidence, DETAIL_TABS, EMPTY_VALUE, HEALTH_OVERVIEW, healthColour, labelStrip, RUN_NOW,
  showsEvidenceControl, STAT_TITLES, TIME_RANGE_LABEL, type CheckDetail, type CheckDetailView,
} from '../../core/health';
import { LINK_TO_INCIDENT } from '../../core/incidents';
import { showsPlaybooksMenu } from '../../core/playbooks';
import { TIME_RANGE_NAMES } from '../../core/shared';
import { AreaLink } from '../components/area-link';
import { DateText } from '../components/date-text';
import { ErrorPanel } from '../components/error-panel';
import { StatusBadge } from '../components/status-badge';
import { TableSkeleton } from '../components/table-skeleton';
import { TimeRangeSelect } from '../components/time-range-select';
import { YamlViewer } from '../components/yaml-viewer';
import { useEffectiveFlags } from '../hooks/effective-flags';
import { useCheckDetail, type ToastHandler } from '../hooks/health';
import { useSession } from '../hooks/session';
import { CheckHistory } from './check-history';
import { AgentBadge, CheckType } from './health-cells';
import { HealthChart } from './health-chart';

// The incidents area's dialog loads when it is first opened.
// The menu loads with the dialog's footer, its run dialog with it.
const PlaybooksMenu = lazy(() => import('../playbooks/playbooks-menu'));
const AttachToIncident = lazy(() => import('../incidents/attach-to-incident').then((m) => ({ default: m.AttachToIncident })));

/** How many labels the strip shows before '+N more'. */
const LABELS_IN_STRIP = 6;

function Stat({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.subtle" minW="0">
      <Text fontSize="xs" color="fg.muted" truncate>
        {title}
      </Text>
      <Box fontWeight="semibold" fontSize="sm" truncate>
        {children}
      </Box>
    </Box>
  );
}

function LabelStrip({ labels }: { labels: Readonly<Record<string, string>> }) {
  const strip = labelStrip(labels, LABELS_IN_STRIP);
  const chip = ([key, value]: readonly [string, string]) => (
    <Badge key={key} size="sm" variant="surface" fontWeight="normal" maxW="64" truncate title={`${key}: ${value}`}>
      {key}: {value}
    </Badge>
  );
  return (
    <HStack gap="1.5" wrap="wrap" aria-label="Labels">
      {strip.shown.map(chip)}
      {strip.more && (
        <Popover.Root positioning={{ placement: 'bottom-start' }}>
          <Popover.Trigger asChild>
            <Button size="2xs" variant="ghost" colorPalette="blue">
              {strip.more}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w="auto" maxW="md">
                <Popover.Body>
                  <HStack gap="1.5" wrap="wrap">
                    {[...strip.shown, ...strip.hidden].map(chip)}
                  </HStack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      )}
    </HStack>
  );
}

function Stats({ view }: { view: CheckDetailView }) {
  const stats = view.stats!;
  return (
    <SimpleGrid columns={{ base: 2, md: 5, xl: 10 }} gap="2" aria-label="Stats">
      <Stat title={STAT_TITLES.uptime}>{stats.uptime}</Stat>
      <Stat title={STAT_TITLES.passed}>
        <Text as="span" color="fg.success">
          {stats.passed}
        </Text>
      </Stat>
      <Stat title={STAT_TITLES.failed}>
        <Text as="span" color={stats.failed > 0 ? 'fg.error' : undefined}>
          {stats.failed}
        </Text>
      </Stat>
      <Stat title={STAT_TITLES.p95}>{stats.p95}</Stat>
      <Stat title={STAT_TITLES.p97}>{stats.p97}</Stat>
      <Stat title={STAT_TITLES.p99}>{stats.p99}</Stat>
      <Stat title={STAT_TITLES.severity}>{stats.severity}</Stat>
      <Stat title={STAT_TITLES.lastRun}>{stats.lastRun ? <DateText value={stats.lastRun} /> : EMPTY_VALUE}</Stat>
      <Stat title={STAT_TITLES.transitioned}>{stats.transitioned ? <DateText value={stats.transitioned} /> : EMPTY_VALUE}</Stat>
      <Stat title={STAT_TITLES.nextRun}>{stats.nextRun ? <DateText value={stats.nextRun} /> : EMPTY_VALUE}</Stat>
    </SimpleGrid>
  );
}

function Relationships({ view }: { view: CheckDetailView }) {
  if (view.relationships.length === 0) return <Text color="fg.muted">This check is not linked to any component or config.</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {view.relationships.map((link) => (
        <HStack as="li" key={`${link.kind}:${link.id}`} gap="2">
          <Badge size="xs" variant="outline">
            {link.kind === 'component' ? 'Component' : 'Config'}
          </Badge>
          <AreaLink href={link.href}>{link.name}</AreaLink>
          {link.icon && (
            <Text color="fg.subtle" fontSize="xs">
              {link.icon}
            </Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** Seed 000 §2.5: the footer's evidence or incident control, attaching the check to a chosen or new incident. */
function LinkToIncident({ check }: { check: CheckDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {LINK_TO_INCIDENT}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AttachToIncident evidence={checkEvidence(check)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export interface CheckDetailDialogProps {
  readonly checkId: string;
  readonly timeRange?: string;
  readonly onToast: ToastHandler;
  readonly onRangeChange: (timeRange: string) => void;
  readonly onClose: () => void;
  readonly virtualized?: boolean;
  /** DECISIONS §7: shown inside another page, where the evidence control is hidden. */
  readonly embedded?: boolean;
}

/** Seed 000 §2.5: the full-size check detail. */
export function CheckDetailDialog({
  checkId, timeRange, onToast, onRangeChange, onClose, virtualized, embedded = false,
}: CheckDetailDialogProps) {
  const view = useCheckDetail({ checkId, timeRange }, onToast, onRangeChange);
  const { roles } = useSession();
  const flags = useEffectiveFlags();
  const { check, send } = view;
  const header = check ? checkDetailHeader(check) : undefined;
  const chart = <HealthChart points={view.chart} changes={view.chartChanges} loading={view.chartLoading} error={view.chartError} />;

  return (
    <Dialog.Root open size="full" onOpenChange={(details) => !details.open && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" pb="3">
              <Stack gap="2" minW="0" flex="1" pr="8">
                <HStack gap="2" minW="0" wrap="wrap">
                  {header && <CheckType type={header.type} />}
                  <Dialog.Title truncate>{header?.name ?? 'Check'}</Dialog.Title>
                  {header?.namespace && (
                    <Badge size="sm" variant="subtle">
                      {header.namespace}
                    </Badge>
                  )}
                  {check && <StatusBadge colour={healthColour(check.status)}>{check.status}</StatusBadge>}
                  {header && <AgentBadge check={header} />}
                </HStack>
                {header?.endpoint && (
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate title={header.endpoint}>
                    {header.endpoint}
                  </Text>
                )}
                {check && <LabelStrip labels={check.labels} />}
              </Stack>
            </Dialog.Header>
            <Dialog.Body py="4">
              {view.loading && <TableSkeleton rows={8} />}
              {view.failed && <ErrorPanel title="Could not load the check" error={view.error} onRetry={() => send({ type: 'detail.retry' })} />}
              {check && view.stats && (
                <Stack gap="4">
                  <Stats view={view} />
                  <Stack gap="2">
                    <Flex justify={view.shortScreen ? 'end' : 'space-between'} align="center" gap="3" wrap="wrap">
                      {!view.shortScreen && (
                        <Heading as="h3" size="sm">
                          {HEALTH_OVERVIEW}
                        </Heading>
                      )}
                      <TimeRangeSelect
                        label={TIME_RANGE_LABEL}
                        value={view.timeRange ?? ''}
                        ranges={TIME_RANGE_NAMES}
                        onChange={(range) => send({ type: 'timeRange.choose', timeRange: range })}
                      />
                    </Flex>
                    {!view.shortScreen && chart}
                  </Stack>
                  <Tabs.Root defaultValue="history" size="sm" variant="line" lazyMount>
                    <Tabs.List>
                      {view.tabs.map((tab) => (
                        <Tabs.Trigger key={tab.id} value={tab.id}>
                          {tab.label}
                          {tab.count !== undefined && (
                            <Badge size="xs" variant="solid" colorPalette="gray" ml="1.5" aria-label={`${tab.count} linked`}>
                              {tab.count}
                            </Badge>
                          )}
                        </Tabs.Trigger>
                      ))}
                    </Tabs.List>
                    <Tabs.Content value="history">
                      <CheckHistory history={view.history} send={send} virtualized={virtualized} />
                    </Tabs.Content>
                    {view.shortScreen && <Tabs.Content value="graph">{chart}</Tabs.Content>}
                    <Tabs.Content value="spec">
                      {view.specYaml ? <YamlViewer value={view.specYaml} aria-label={DETAIL_TABS.spec} height={360} /> : <Text color="fg.muted">This check has no spec.</Text>}
                    </Tabs.Content>
                    <Tabs.Content value="relationships">
                      <Relationships view={view} />
                    </Tabs.Content>
                  </Tabs.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" justifyContent="space-between">
              <Box>{view.footerLink && <AreaLink href={view.footerLink.href}>{view.footerLink.label}</AreaLink>}</Box>
              <HStack gap="2">
                {check && canRunNow(roles) && (
                  <Button colorPalette="blue" size="sm" loading={view.running} onClick={() => send({ type: 'check.runNow' })}>
                    {RUN_NOW}
                  </Button>
                )}
                {check && showsPlaybooksMenu({ embedded, flags, roles }) && (
                  <Suspense fallback={null}>
                    <PlaybooksMenu target={{ kind: 'check', id: check.id, name: check.name }} />
                  </Suspense>
                )}
                {check && showsEvidenceControl({ embedded, flags, roles }) && <LinkToIncident check={check} />}
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
