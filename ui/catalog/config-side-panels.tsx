import { Badge, Box, HStack, IconButton, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode, type UIEvent } from 'react';
import { Link } from 'wouter';
import {
  CONFIG_INCIDENTS_EMPTY, CONFIG_LINKS_EMPTY, CONFIG_RUNS_EMPTY, DELETE_CONFIG_LINK, INSIGHTS_EMPTY, SIDE_PANEL_PAGE_SIZE, SIDE_PANEL_ROW_ESTIMATE,
  SIDE_PANEL_TITLES, sidePanelHeight,
} from '../../core/catalog';
import { toggleOnlyOpen } from '../../core/shared';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DateText } from '../components/date-text';
import { MoreRowsStatus } from '../components/more-rows-status';
import { ErrorPanel } from '../components/error-panel';
import { TrashIcon } from '../components/icons';
import { SectionToggle } from '../components/section-toggle';
import { notify } from '../components/toaster';
import { useConfigLinks, useIncidentsPanel, useInsightsPanel } from '../hooks/catalog';
import { useConfigRuns } from '../hooks/playbooks';
import { RunStatusBadge } from '../playbooks/run-status';

type PanelName = keyof typeof SIDE_PANEL_TITLES;

/** A collapsible panel of the sidebar: its list is read when it is first opened. */
function Section({ name, open, onToggle, children }: { name: PanelName; open: boolean; onToggle: () => void; children: ReactNode }) {
  const id = `config-panel-${name}`;
  return (
    <Box borderTopWidth="1px" borderColor="border">
      <SectionToggle open={open} controls={id} onToggle={onToggle}>
        {SIDE_PANEL_TITLES[name]}
      </SectionToggle>
      {open && (
        <Box id={id} pb="3">
          {children}
        </Box>
      )}
    </Box>
  );
}

interface ScrollListProps<Row> {
  readonly label: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly render: (row: Row) => ReactNode;
  readonly height: number;
  readonly rowHeight: number;
  readonly empty: string;
  readonly loadingMore: boolean;
  readonly moreError?: string;
  /** Paged lists read their next page near the bottom. */
  readonly onScrolled?: (distanceToEnd: number) => void;
}

/** A panel's rows in a box of its own height that reads its next page near the bottom. */
function ScrollList<Row>({ label, rows, rowKey, render, height, rowHeight, empty, loadingMore, moreError, onScrolled }: ScrollListProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        {empty}
      </Text>
    );
  }
  const scrolled = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    onScrolled?.(box.scrollHeight - box.scrollTop - box.clientHeight);
  };
  return (
    <>
      <Stack as="ul" aria-label={label} gap="0" maxH={`${height}px`} overflowY="auto" listStyleType="none" onScroll={scrolled} tabIndex={0}>
        {rows.map((row) => (
          <HStack as="li" key={rowKey(row)} minH={`${rowHeight}px`} gap="2" fontSize="sm" borderBottomWidth="1px" borderColor="border.muted">
            {render(row)}
          </HStack>
        ))}
      </Stack>
      <MoreRowsStatus loading={loadingMore} error={moreError} />
    </>
  );
}

const Loading = () => (
  <HStack justify="center" py="3">
    <Spinner size="sm" color="fg.muted" aria-label="Loading" />
  </HStack>
);

function LinksPanel({ configId }: { configId: string }) {
  const { view, send } = useConfigLinks(configId, notify);
  if (view.loading) return <Loading />;
  if (view.error !== undefined) return <ErrorPanel error={view.error} onRetry={() => send({ type: 'links.reload' })} />;
  return (
    <>
      <ScrollList
        label={SIDE_PANEL_TITLES.links}
        rows={view.links}
        rowKey={(link) => link.id}
        height={sidePanelHeight(view.links.length)}
        rowHeight={SIDE_PANEL_ROW_ESTIMATE}
        empty={CONFIG_LINKS_EMPTY}
        loadingMore={false}
        render={(link) => (
          <>
            <ChakraLink asChild colorPalette="blue" flex="1" minW="0">
              <Link href={`~${link.path}`}>
                <Text truncate>{link.name}</Text>
              </Link>
            </ChakraLink>
            {link.deletable && (
              <IconButton size="xs" variant="ghost" aria-label={`${DELETE_CONFIG_LINK} to ${link.name}`} onClick={() => send({ type: 'link.delete', componentId: link.id })}>
                <TrashIcon />
              </IconButton>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={view.confirm !== undefined}
        title={view.confirm?.title ?? DELETE_CONFIG_LINK}
        message={view.confirm?.message ?? ''}
        confirmLabel="Delete"
        busy={view.confirm?.busy}
        onConfirm={() => send({ type: 'link.confirm' })}
        onCancel={() => send({ type: 'link.cancel' })}
      />
    </>
  );
}

function InsightsPanel({ configId }: { configId: string }) {
  const { view, scrolled, reload } = useInsightsPanel(configId, notify);
  if (view.loading) return <Loading />;
  if (view.error !== undefined) return <ErrorPanel error={view.error} onRetry={reload} />;
  return (
    <ScrollList
      label={SIDE_PANEL_TITLES.insights}
      rows={view.rows}
      rowKey={(insight) => insight.id}
      height={view.height}
      rowHeight={view.rowHeight}
      empty={INSIGHTS_EMPTY}
      loadingMore={view.loadingMore}
      moreError={view.moreError}
      onScrolled={scrolled}
      render={(insight) => (
        <>
          <Text flex="1" minW="0" truncate title={insight.title}>
            {insight.title}
          </Text>
          {insight.severity && (
            <Badge size="xs" variant="outline">
              {insight.severity}
            </Badge>
          )}
        </>
      )}
    />
  );
}

function IncidentsPanel({ configId }: { configId: string }) {
  const { view, scrolled, reload } = useIncidentsPanel(configId);
  if (view.loading) return <Loading />;
  if (view.error !== undefined) return <ErrorPanel error={view.error} onRetry={reload} />;
  return (
    <ScrollList
      label={SIDE_PANEL_TITLES.incidents}
      rows={view.rows}
      rowKey={(incident) => incident.id}
      height={view.height}
      rowHeight={view.rowHeight}
      empty={CONFIG_INCIDENTS_EMPTY}
      loadingMore={view.loadingMore}
      moreError={view.moreError}
      onScrolled={scrolled}
      render={(incident) => (
        <>
          <ChakraLink asChild colorPalette="blue" flex="1" minW="0">
            <Link href={`~${incident.path}`}>
              <Text truncate>{incident.title}</Text>
            </Link>
          </ChakraLink>
          {incident.status && (
            <Badge size="xs" variant="subtle">
              {incident.status}
            </Badge>
          )}
        </>
      )}
    />
  );
}

function PlaybookRunsPanel({ configId }: { configId: string }) {
  const { view, scrolled, reload } = useConfigRuns(configId, SIDE_PANEL_PAGE_SIZE);
  if (view.loading) return <Loading />;
  if (view.error !== undefined) return <ErrorPanel error={view.error} onRetry={reload} />;
  return (
    <ScrollList
      label={SIDE_PANEL_TITLES.playbooks}
      rows={view.rows}
      rowKey={(run) => run.id}
      height={sidePanelHeight(view.rows.length)}
      rowHeight={SIDE_PANEL_ROW_ESTIMATE}
      empty={CONFIG_RUNS_EMPTY}
      loadingMore={view.loadingMore}
      moreError={view.moreError}
      onScrolled={scrolled}
      render={(run) => (
        <>
          <ChakraLink asChild colorPalette="blue" flex="1" minW="0">
            <Link href={`~${run.path}`}>
              <Text truncate>{run.playbook}</Text>
            </Link>
          </ChakraLink>
          <Box fontSize="xs" color="fg.muted">
            <DateText value={run.startTime} />
          </Box>
          <RunStatusBadge status={run.status} />
        </>
      )}
    />
  );
}

/**
 * The config sidebar's panels (seed 002 §2.1, §9): the topology components it is linked to, its insights,
 * the incidents with evidence on it and its playbook runs; one open at a time, each read when opened.
 */
export function ConfigSidePanels({ configId, showsIncidents, showsPlaybooks }: { configId: string; showsIncidents: boolean; showsPlaybooks: boolean }) {
  const [open, setOpen] = useState<PanelName>();
  const toggle = (name: PanelName) => () => setOpen(toggleOnlyOpen(open, name));
  return (
    <Box aria-label="Config panels">
      <Section name="links" open={open === 'links'} onToggle={toggle('links')}>
        <LinksPanel configId={configId} />
      </Section>
      <Section name="insights" open={open === 'insights'} onToggle={toggle('insights')}>
        <InsightsPanel configId={configId} />
      </Section>
      {showsIncidents && (
        <Section name="incidents" open={open === 'incidents'} onToggle={toggle('incidents')}>
          <IncidentsPanel configId={configId} />
        </Section>
      )}
      {showsPlaybooks && (
        <Section name="playbooks" open={open === 'playbooks'} onToggle={toggle('playbooks')}>
          <PlaybookRunsPanel configId={configId} />
        </Section>
      )}
    </Box>
  );
}
