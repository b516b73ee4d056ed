import { Route, Switch } from 'wouter';
import PlaybooksPage from './playbooks-page';
import { RunPage } from './run-page';
import RunsPage from './runs-page';

/** /playbooks, /playbooks/runs and /playbooks/runs/{id} (R000-2-1-11); paths here are relative to /playbooks. */
export default function PlaybooksArea() {
  return (
    <Switch>
      <Route path="/runs/:id">{(params) => <RunPage key={params.id} runId={params.id} />}</Route>
      <Route path="/runs">
        <RunsPage />
      </Route>
      <Route>
        <PlaybooksPage />
      </Route>
    </Switch>
  );
}
