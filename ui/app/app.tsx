import { ChakraProvider } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ERROR_PAGE_PATH, errorPageOf, FLOW_PAGES } from '../../core/identity';
import { PUBLIC_TOPOLOGY_VIEW } from '../../core/session';
import { ErrorBoundary } from '../components/error-boundary';
import { system } from '../components/theme';
import { Toaster } from '../components/toaster';
import { ContainerProvider } from '../hooks/container';
import { useIdentityMode } from '../hooks/identity-mode';
import { LoadingSkeleton } from '../shell/loading-skeleton';
import { withHostedMode } from './area-modules';
import { PublicTopologyPage } from './public-topology';
import { SignedInApp, SignedInProviders } from './signed-in-app';

// Sign-in pages are needed only on their own routes.
const LoginPage = lazy(() => import('../identity').then((m) => ({ default: m.LoginPage })));
const AuthStateCheckerPage = lazy(() => import('../identity').then((m) => ({ default: m.AuthStateCheckerPage })));
const LogoutPage = lazy(() => import('../identity').then((m) => ({ default: m.LogoutPage })));
const RegistrationPage = lazy(() => import('../identity').then((m) => ({ default: m.RegistrationPage })));
const RecoveryPage = lazy(() => import('../identity').then((m) => ({ default: m.RecoveryPage })));
const VerificationPage = lazy(() => import('../identity').then((m) => ({ default: m.VerificationPage })));
const ProfileSettingsPage = lazy(() => import('../identity').then((m) => ({ default: m.ProfileSettingsPage })));
const FlowErrorPage = lazy(() => import('../identity').then((m) => ({ default: m.FlowErrorPage })));
// The hosted identity mode's pages and bindings: the self-hosted console never loads them.
const HostedApp = lazy(() => withHostedMode(() => import('./hosted-app')));

function SelfHostedPages() {
  return (
    <Switch>
      <Route path={FLOW_PAGES.login} component={LoginPage} />
      <Route path="/auth-state-checker" component={AuthStateCheckerPage} />
      <Route path="/logout" component={LogoutPage} />
      <Route path={FLOW_PAGES.registration} component={RegistrationPage} />
      <Route path={FLOW_PAGES.recovery} component={RecoveryPage} />
      <Route path={FLOW_PAGES.verification} component={VerificationPage} />
      <Route path={FLOW_PAGES.settings} component={ProfileSettingsPage} />
      <Route path={ERROR_PAGE_PATH} component={FlowErrorPage} />
      {/* DECISIONS §24: a session like every page, without the application frame. */}
      <Route path={`${PUBLIC_TOPOLOGY_VIEW}:id`}>
        <SignedInProviders>
          <PublicTopologyPage />
        </SignedInProviders>
      </Route>
      <Route>
        <SignedInApp />
      </Route>
    </Switch>
  );
}

/** The pages of the identity mode the server runs in; which error page /error shows follows it (R000-2-3-07). */
function Pages() {
  return errorPageOf(useIdentityMode()) === 'bad-session' ? <HostedApp /> : <SelfHostedPages />;
}

export function App({ container }: { container: Container }) {
  return (
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <ErrorBoundary fullPage>
          <Suspense fallback={<LoadingSkeleton />}>
            <Pages />
          </Suspense>
        </ErrorBoundary>
        <Toaster />
      </ContainerProvider>
    </ChakraProvider>
  );
}
