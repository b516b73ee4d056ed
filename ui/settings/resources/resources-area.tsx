import { useLocation } from 'wouter';
import type { ResourceKind } from '../../../core/settings';
import { ResourceEditPage } from './resource-edit-page';
import { ResourceListPage } from './resource-list-page';

/** /settings/{table} and /settings/{table}/{id}; the location here is relative to the kind's list. */
function ResourcesArea({ kind }: { kind: ResourceKind }) {
  const [location] = useLocation();
  const id = location.split('/').filter(Boolean)[0];
  if (id) return <ResourceEditPage key={id} kind={kind} id={id} />;
  return <ResourceListPage kind={kind} />;
}

/** The generic settings pages, one per kind (R002-2-2-03), as the routes load them. */
export const CanariesArea = () => <ResourcesArea kind="canaries" />;
export const TopologiesArea = () => <ResourcesArea kind="topologies" />;
export const IncidentRulesArea = () => <ResourcesArea kind="incident_rules" />;
export const TeamsArea = () => <ResourcesArea kind="teams" />;
