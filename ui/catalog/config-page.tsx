import { Badge, Box, Button, CloseButton, Drawer, Flex, HStack, Link as ChakraLink, Portal, Spinner, useBreakpointValue } from '@chakra-ui/react';
import { Link } from 'wouter';
import { lazy, Suspense, useState } from 'react';
import { CONFIG_ERROR_TITLE, DETAILS_NOT_FOUND, HIDE_SIDEBAR, SHOW_SIDEBAR, type ConfigTab } from '../../core/catalog';
import { LINK_TO_INCIDENT } from '../../core/incidents';
import { CopyIdButton } from '../components/copy-id-button';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { LinkIcon } from '../components/icons';
import { Panel } from '../components/panel';
import { TableSkeleton } from '../components/table-skeleton';
import { useConfigPage } from '../hooks/catalog';
import { usePageTitle } from '../hooks/page-title';
import { CatalogBreadcrumb } from './catalog-breadcrumb';
import { ChangesView } from './changes-view';
import { ConfigChecksView } from './config-checks-view';
import { ConfigContent } from './config-content';
import { ConfigPlaybooksView } from './config-playbooks-view';
import { ConfigSidePanels } from './config-side-panels';
import { ConfigSidebar } from './config-sidebar';
import { InsightsView } from './insights-view';
import { RelationshipsView } from './relationships-view';

// The playbooks area's menu and run dialog load when the Config tab first shows them.
const PlaybooksMenu = lazy(() => import('../playbooks/playbooks-menu'));
const AttachToIncident = lazy(() => import('../incidents/attach-to-incident').then((m) => ({ default: m.AttachToIncident })));

/** Seed 002 §2.1: /catalog/{id}, the config's header and tabs, its content and its sidebar. */
export function ConfigPage({ id, tab }: { id: string; tab: ConfigTab }) {
  const { view, send, canLinkToIncident, canRunPlaybooks, canOpenScrapers, showsIncidents, showsPlaybookRuns } = useConfigPage(id);
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? true;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [linking, setLinking] = useState(false);
  usePageTitle(view.name);

  if (view.loading) return <TableSkeleton columns={2} />;
  if (view.missing) return <EmptyState title={DETAILS_NOT_FOUND} />;
  if (view.error !== undefined) return <ErrorPanel title={CONFIG_ERROR_TITLE} error={view.error} onRetry={() => send({ type: 'config.reload' })} />;

  const sidebarToggle = wide ? (
    <Button size="sm" variant="outline" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}>
      {collapsed ? SHOW_SIDEBAR : HIDE_SIDEBAR}
    </Button>
  ) : (
    <Button size="sm" variant="outline" onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
      {SHOW_SIDEBAR}
    </Button>
  );

  const sidePanels = (
    <Box mt="4">
      <ConfigSidePanels configId={id} showsIncidents={showsIncidents} showsPlaybooks={showsPlaybookRuns} />
    </Box>
  );

  return (
    <Box>
      <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
        <CatalogBreadcrumb
          crumbs={[
            { label: 'Catalog', href: '/catalog' },
            ...(view.sidebar ? [{ label: view.sidebar.type, href: view.sidebar.typePath }] : []),
            { label: view.name },
          ]}
        />
        <HStack gap="2">
          {view.refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
          <CopyIdButton id={id} />
          {sidebarToggle}
        </HStack>
      </HStack>
      <HStack as="nav" aria-label="Config tabs" gap="1" borderBottomWidth="1px" mb="4" overflowX="auto">
        {view.tabs.map((item) =>
          item.tab === tab ? (
            <HStack key={item.tab} px="3" py="2" borderBottomWidth="2px" borderColor="blue.500" fontWeight="semibold" aria-current="page">
              <span>{item.label}</span>
              {item.countText !== undefined && (
                <Badge size="sm" variant="subtle" colorPalette={item.high ? 'red' : 'gray'}>
                  {item.countText}
                </Badge>
              )}
            </HStack>
          ) : (
            <ChakraLink key={item.tab} asChild px="3" py="2" color="fg.muted" _hover={{ color: 'fg', textDecoration: 'none' }}>
              <Link href={`~${item.path}`}>
                {item.label}
                {item.countText !== undefined && (
                  <Badge size="sm" variant="subtle" colorPalette={item.high ? 'red' : 'gray'} ms="2">
                    {item.countText}
                  </Badge>
                )}
              </Link>
            </ChakraLink>
          ),
        )}
      </HStack>
      <Flex gap="5" align="start">
        <Panel flex="1" minW="0">
          {tab === 'changes' && <ChangesView configId={id} />}
          {tab === 'insights' && <InsightsView configId={id} />}
          {tab === 'relationships' && <RelationshipsView configId={id} />}
          {tab === 'playbooks' && <ConfigPlaybooksView configId={id} />}
          {tab === 'checks' && <ConfigChecksView configId={id} />}
          {tab === 'config' && (
            <ConfigContent
              actions={
                <>
                  {canLinkToIncident && (
                    <Button size="xs" variant="outline" onClick={() => setLinking(true)} disabled={!view.evidence}>
                      <LinkIcon /> {LINK_TO_INCIDENT}
                    </Button>
                  )}
                  {canRunPlaybooks && view.playbookTarget && (
                    <Suspense fallback={null}>
                      <PlaybooksMenu target={view.playbookTarget} />
                    </Suspense>
                  )}
                </>
              }
              lines={view.lines}
              format={view.format}
              selected={view.selected}
              onFormat={(format) => send({ type: 'format.set', format })}
              onToggle={(line) => send({ type: 'line.toggle', line })}
            />
          )}
        </Panel>
        {wide && !collapsed && view.sidebar && (
          <Panel as="aside" w="80" flexShrink={0}>
            <ConfigSidebar sidebar={view.sidebar} linksScraper={canOpenScrapers} />
            {sidePanels}
          </Panel>
        )}
      </Flex>
      {!wide && view.sidebar && (
        <Drawer.Root open={drawerOpen} onOpenChange={(details) => setDrawerOpen(details.open)} placement="end">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Body pt="10">
                  <ConfigSidebar sidebar={view.sidebar} linksScraper={canOpenScrapers} />
                  {sidePanels}
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" position="absolute" top="2" insetEnd="2" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      {linking && view.evidence && (
        <Suspense fallback={null}>
          <AttachToIncident evidence={view.evidence} onClose={() => setLinking(false)} onAttached={() => send({ type: 'lines.clear' })} />
        </Suspense>
      )}
    </Box>
  );
}
