import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { version } from '../../package.json';
import { browserModule } from '../../adapters/browser';
import { createContainer } from '../../adapters/container';
import { httpModule } from '../../adapters/http';
import { identityModule } from '../../adapters/identity';
import { App } from './app';

/** The composition root: production bindings for every port, then the React tree over them. */
const container = createContainer([browserModule(window), httpModule({ frontendVersion: version }), identityModule]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App container={container} />
  </StrictMode>,
);
