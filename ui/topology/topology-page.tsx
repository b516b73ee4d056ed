import { Box, Flex, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { TOPOLOGY_TEXTS } from '../../core/topology';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { TableSkeleton } from '../components/table-skeleton';
import { notify } from '../components/toaster';
import { usePageTitle } from '../hooks/page-title';
import { useCardWidth, useSidePanel, useTopologyDashboard } from '../hooks/topology';
import { ComponentActionsProvider } from './component-actions';
import { SidePanel } from './side-panel';
import { TopologyBreadcrumb } from './topology-breadcrumb';
import { TopologyCards } from './topology-cards';
import { TopologyFilters } from './topology-filters';

function PanelFor({ componentId, linksVersion }: { componentId: string; linksVersion: number }) {
  const panel = useSidePanel(componentId);
  const reload = useRef(panel.reloadSection);
  reload.current = panel.reloadSection;
  useEffect(() => {
    if (linksVersion > 0) reload.current('catalog');
  }, [linksVersion]);
  return <SidePanel panel={panel} />;
}

/** /topology and /topology/{id} (seed 001 §2.10): the console's home page. */
export default function TopologyPage() {
  const { id } = useParams<{ id?: string }>();
  const view = useTopologyDashboard(id, notify, { breadcrumb: true });
  const [cardWidth, setCardWidth] = useState(0);
  const [storedWidth, storeWidth] = useCardWidth();
  const [linksVersion, setLinksVersion] = useState(0);
  const width = cardWidth || storedWidth;
  usePageTitle(view.root ? view.root.text || view.root.name : 'Topology');

  let body;
  if (view.phase === 'failed') {
    body = <ErrorPanel title="Could not load the topology" error={view.error} onRetry={view.reload} />;
  } else if (view.phase === 'notFound') {
    body = <ErrorPanel title={TOPOLOGY_TEXTS.componentNotFound} error="There is no component with this id. It may have been deleted." />;
  } else if (!view.loaded) {
    body = <TableSkeleton rows={4} />;
  } else if (view.emptyMessage) {
    body = <EmptyState title={view.emptyMessage} />;
  } else {
    body = <TopologyCards cards={view.cards} width={width} currentId={id} />;
  }

  return (
    <ComponentActionsProvider currentId={id} onLinksChanged={(componentId) => componentId === id && setLinksVersion((n) => n + 1)}>
      <Box>
        <TopologyBreadcrumb items={view.breadcrumb} />
        <Flex gap="3" align="center" mb="4">
          <Box flex="1">
            <TopologyFilters
              filters={view.filters}
              send={view.send}
              cardWidth={width}
              onCardWidth={(next) => {
                setCardWidth(next);
                storeWidth(next);
              }}
            />
          </Box>
          {view.phase === 'loading' && view.loaded && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
        </Flex>
        <Flex gap="5" align="start" direction={{ base: 'column', xl: 'row' }}>
          <Box flex="1" minW="0">
            {body}
          </Box>
          {id && (
            <Box
              as="aside"
              w={{ base: 'full', xl: '96' }}
              flexShrink={0}
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="lg"
              p="4"
              position={{ xl: 'sticky' }}
              top="4"
            >
              <PanelFor key={id} componentId={id} linksVersion={linksVersion} />
            </Box>
          )}
        </Flex>
      </Box>
    </ComponentActionsProvider>
  );
}
