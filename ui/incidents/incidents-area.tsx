import { Route, Switch } from 'wouter';
import { IncidentDetailPage } from './incident-detail-page';
import { IncidentListPage } from './incident-list-page';

/** /incidents and /incidents/{id} (R000-2-1-08); paths here are relative to /incidents. */
export default function IncidentsArea() {
  return (
    <Switch>
      <Route path="/:id">{(params) => <IncidentDetailPage key={params.id} incidentId={params.id} />}</Route>
      <Route>
        <IncidentListPage />
      </Route>
    </Switch>
  );
}
