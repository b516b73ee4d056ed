import { Box, Grid, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { INCIDENT_NOT_FOUND, type DetailTab, type DetailTabName, type Incident } from '../../core/incidents';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { Panel } from '../components/panel';
import { notify } from '../components/toaster';
import { useIncidentPage } from '../hooks/incident-page';
import { usePageTitle } from '../hooks/page-title';
import { CommentBox } from './comment-box';
import { HypothesisNodeView } from './hypothesis-node';
import { IncidentHeader } from './incident-header';
import { IncidentContext, PartsContext, type IncidentScreen } from './incident-context';
import { SidePanels } from './side-panels';

function DetailSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading">
      <Skeleton height="8" width="60%" />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 380px' }} gap="6">
        <Skeleton height="96" />
        <Skeleton height="64" />
      </Grid>
    </Stack>
  );
}

interface IncidentBodyProps {
  readonly incident: Incident;
  readonly tabs: readonly DetailTab[];
  readonly rootHypothesisId?: string;
  readonly onTab: (tab: DetailTabName) => void;
}

function IncidentBody({ incident, tabs, rootHypothesisId, onTab }: IncidentBodyProps) {
  const [comments, plan] = tabs;
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 400px' }} gap="6" alignItems="start">
      <Panel p="4">
        <Tabs.Root defaultValue={comments!.name} variant="line" lazyMount unmountOnExit onValueChange={(d) => onTab(d.value as DetailTabName)}>
          <Tabs.List>
            <Tabs.Trigger value={comments!.name}>{comments!.name}</Tabs.Trigger>
            <Tabs.Trigger value={plan!.name}>{plan!.name}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={comments!.name}>
            <Stack gap="3">
              {comments!.trees.map((node) => (
                <HypothesisNodeView key={node.hypothesis.id} node={node} showTimeline={comments!.showTimeline} />
              ))}
              <CommentBox key={incident.id} incident={incident} defaultHypothesisId={rootHypothesisId} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value={plan!.name}>
            <Stack gap="3">
              {plan!.trees.map((node) => (
                <HypothesisNodeView key={node.hypothesis.id} node={node} showTimeline={plan!.showTimeline} />
              ))}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
      <Box position={{ xl: 'sticky' }} top="4">
        <SidePanels incident={incident} />
      </Box>
    </Grid>
  );
}

/** /incidents/{id} (seed 001 §2.3-2.8): the page machine's view, its parts handed down to the header, the trees and the panels. */
export function IncidentDetailPage({ incidentId }: { incidentId: string }) {
  const { view, header, send, person } = useIncidentPage(incidentId, { onToast: notify });
  usePageTitle(view.title);
  const { incident, history } = view;
  const screen = useMemo<IncidentScreen>(
    () => ({
      person,
      incident,
      history,
      refetch: () => send({ type: 'incident.refetch' }),
      removeResponder: (responderId) => send({ type: 'responder.remove', responderId }),
      removeEvidence: (evidenceId) => send({ type: 'evidence.remove', evidenceId }),
    }),
    [person, incident, history, send],
  );

  if (view.phase === 'skeleton') return <DetailSkeleton />;
  if (view.phase === 'notFound') return <EmptyState title={INCIDENT_NOT_FOUND} />;
  if (view.phase === 'failed' || !incident || !header || !view.parts) {
    return <ErrorPanel title="Could not load the incident" error={view.error} onRetry={screen.refetch} />;
  }
  return (
    <IncidentContext.Provider value={screen}>
      <PartsContext.Provider value={view.parts}>
        <IncidentHeader header={header} />
        <IncidentBody incident={incident} tabs={view.tabs} rootHypothesisId={view.rootHypothesisId} onTab={(tab) => send({ type: 'tab.select', tab })} />
      </PartsContext.Provider>
    </IncidentContext.Provider>
  );
}
