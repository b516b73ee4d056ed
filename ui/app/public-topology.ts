import { lazy } from 'react';
import { withModules } from './area-modules';

/** The public topology view (DECISIONS §24), in both identity modes: a session like every page, without the application frame. */
export const PublicTopologyPage = lazy(() => withModules(['topology'], () => import('../topology/public-topology-page')));
