import { createRoot } from 'react-dom/client';
import { version } from '../../package.json';
import { browserModule } from '../../adapters/browser';
import { createContainer } from '../../adapters/container';
import { httpModule } from '../../adapters/http';
import { identityMachinesModule, identityModule } from '../../adapters/identity';
import { shellMachinesModule } from '../../adapters/shell.module';
import { App } from './app';
import { attachAreaModules } from './area-modules';
import { preloadRoute } from './routes';

/**
 * The composition root: the shell's port and machine bindings (each area's load with its page), then
 * the React tree.
 */
const container = createContainer([
  browserModule(window),
  httpModule({ frontendVersion: version }),
  identityModule,
  identityMachinesModule,
  shellMachinesModule,
]);
attachAreaModules(container);

preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// No StrictMode: its double-run effects would start every sign-in flow twice in development, and the
// second flow's anti-CSRF cookie would make the first one's submit fail.
createRoot(root).render(<App container={container} />);
