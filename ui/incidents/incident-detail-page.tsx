import { Box, Grid, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import {
  INCIDENTS_TITLE, INCIDENT_NOT_FOUND, defaultCommentHypothesisId, detailTabs, expandsAllComments, incidentEvidences, incidentPageView,
  type Incident,
} from '../../core/incidents';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { Panel } from '../components/panel';
import { notify } from '../components/toaster';
import { useCurrentPerson, useDomainActor, useIncidentEvents, useIncidentMachines, useSelect } from '../hooks/incidents';
import { usePageTitle } from '../hooks/page-title';
import { useRefreshSignal } from '../hooks/refresh';
import { CommentBox } from './comment-box';
import { HypothesisNodeView } from './hypothesis-node';
import { IncidentHeader } from './incident-header';
import { EditorsContext, IncidentContext, type IncidentScreen } from './incident-context';
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

function IncidentBody({ incident, screen }: { incident: Incident; screen: IncidentScreen }) {
  const search = useSearch();
  const rootId = defaultCommentHypothesisId(incident);
  const [comments, plan] = detailTabs(incident, expandsAllComments(search));
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 400px' }} gap="6" alignItems="start">
      <Panel p="4">
        <Tabs.Root defaultValue={comments!.name} variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value={comments!.name}>{comments!.name}</Tabs.Trigger>
            <Tabs.Trigger value={plan!.name}>{plan!.name}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value={comments!.name}>
            <Stack gap="3">
              {comments!.trees.map((node) => (
                <HypothesisNodeView key={node.hypothesis.id} node={node} showTimeline={comments!.showTimeline} expandAll={comments!.expandAll} />
              ))}
              <CommentBox key={incident.id} incident={incident} defaultHypothesisId={rootId} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value={plan!.name}>
            <Stack gap="3">
              {plan!.trees.map((node) => (
                <HypothesisNodeView key={node.hypothesis.id} node={node} showTimeline={plan!.showTimeline} expandAll={plan!.expandAll} />
              ))}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
      <Box position={{ xl: 'sticky' }} top="4">
        <SidePanels incident={incident} screen={screen} />
      </Box>
    </Grid>
  );
}

/** /incidents/{id} (seed 001 §2.3-2.8). */
export function IncidentDetailPage({ incidentId }: { incidentId: string }) {
  const machines = useIncidentMachines();
  const person = useCurrentPerson();
  const actor = useDomainActor(machines.page, { input: { incidentId } });
  const refetch = () => actor.send({ type: 'incident.refetch' });
  useIncidentEvents(actor, { onToast: notify });
  useRefreshSignal(refetch);
  const view = useSelect(actor, incidentPageView);
  const incident = useSelect(actor, (s) => s.context.incident);
  const history = useSelect(actor, (s) => s.context.history);
  const error = useSelect(actor, (s) => s.context.error);
  usePageTitle(incident ? `${incident.incidentId} ${incident.title}` : INCIDENTS_TITLE);

  const screen = useMemo<IncidentScreen>(
    () => ({
      machines,
      person,
      history,
      refetch: () => actor.send({ type: 'incident.refetch' }),
      removeResponder: (responderId) => actor.send({ type: 'responder.remove', responderId }),
      removeEvidence: (evidenceId) => actor.send({ type: 'evidence.remove', evidenceId }),
      evidences: incident ? incidentEvidences(incident) : [],
      incident,
    }),
    [machines, person, history, actor, incident],
  );

  if (view === 'skeleton') return <DetailSkeleton />;
  if (view === 'notFound') return <EmptyState title={INCIDENT_NOT_FOUND} />;
  if (view === 'failed' || !incident) return <ErrorPanel title="Could not load the incident" error={error} onRetry={refetch} />;
  return (
    <IncidentContext.Provider value={screen}>
      <IncidentEditorsProvider incident={incident} screen={screen}>
        <IncidentHeader incident={incident} />
        <IncidentBody incident={incident} screen={screen} />
      </IncidentEditorsProvider>
    </IncidentContext.Provider>
  );
}

/** The title/severity/type editor and the status control, started once the incident is there. */
function IncidentEditorsProvider({ incident, screen, children }: { incident: Incident; screen: IncidentScreen; children: ReactNode }) {
  const fields = { title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status };
  const details = useDomainActor(screen.machines.details, { input: { incidentId: incident.id, fields } });
  const status = useDomainActor(screen.machines.status, {
    input: { incidentId: incident.id, status: incident.status, evidences: incidentEvidences(incident) },
  });
  useIncidentEvents(details, { onToast: notify, onRefetch: screen.refetch });
  useIncidentEvents(status, { onToast: notify, onRefetch: screen.refetch });
  useEffect(() => {
    details.send({ type: 'incident.changed', fields: { title: incident.title, description: incident.description, severity: incident.severity, type: incident.type, status: incident.status } });
    status.send({ type: 'incident.changed', status: incident.status, evidences: incidentEvidences(incident) });
  }, [incident, details, status]);
  const editors = useMemo(() => ({ details, status }), [details, status]);
  return <EditorsContext.Provider value={editors}>{children}</EditorsContext.Provider>;
}
