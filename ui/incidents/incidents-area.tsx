import { useLocation } from 'wouter';
import { INCIDENTS_PATH, incidentRoute } from '../../core/incidents';
import { IncidentDetailPage } from './incident-detail-page';
import { IncidentListPage } from './incident-list-page';

/** /incidents and /incidents/{id} (R000-2-1-08); the location here is relative to /incidents. */
export default function IncidentsArea() {
  const [location] = useLocation();
  const route = incidentRoute(`${INCIDENTS_PATH}${location}`);
  if (route?.page === 'detail') return <IncidentDetailPage key={route.incidentId} incidentId={route.incidentId} />;
  return <IncidentListPage />;
}
