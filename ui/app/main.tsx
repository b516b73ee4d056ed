import { createRoot } from 'react-dom/client';
import { version } from '../../package.json';
import { browserModule } from '../../adapters/browser';
import { createContainer } from '../../adapters/container';
import { httpModule } from '../../adapters/http';
import { usersHttpModule } from '../../adapters/http/users.module';
import { agentsHttpModule } from '../../adapters/http/agents.module';
import { healthHttpModule } from '../../adapters/http/health.module';
import { incidentsHttpModule } from '../../adapters/http/incidents.module';
import { logsHttpModule } from '../../adapters/http/logs.module';
import { topologyHttpModule } from '../../adapters/http/topology.module';
import { identityModule } from '../../adapters/identity';
import { App } from './app';
import { preloadRoute } from './routes';

/** The composition root: production bindings for every port, then the React tree over them. */
const container = createContainer([
  browserModule(window),
  httpModule({ frontendVersion: version }),
  identityModule,
  healthHttpModule,
  incidentsHttpModule,
  agentsHttpModule,
  usersHttpModule,
  topologyHttpModule(window),
  logsHttpModule,
]);

preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// No StrictMode: its double-run effects would start every sign-in flow twice in development, and the
// second flow's anti-CSRF cookie would make the first one's submit fail.
createRoot(root).render(<App container={container} />);
