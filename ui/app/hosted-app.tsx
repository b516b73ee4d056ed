import { lazy, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { ERROR_PAGE_PATH, FLOW_PAGES } from '../../core/identity';
import { ORGS_SWITCHED_PATH } from '../../core/identity/organizations';
import { PUBLIC_TOPOLOGY_VIEW } from '../../core/session';
import { OrganizationGateProvider } from '../hooks/organizations';
import { SessionProvider } from '../hooks/session';
import { documentNavigation } from '../identity/document-navigation';
import { BadSessionPage, OrganizationGate, OrganizationSwitcher, OrgsSwitchedPage, ProviderProfilePage, UserButton } from '../organizations';
import { HostedAccountContext } from '../shell/hosted-account';
import { LoadingSkeleton } from '../shell/loading-skeleton';
import { PublicTopologyPage } from './public-topology';
import { SignedInApp, SignedInProviders } from './signed-in-app';

const LogoutPage = lazy(() => import('../identity').then((m) => ({ default: m.LogoutPage })));

const HOSTED_ACCOUNT = { OrganizationSwitcher, UserButton };

/** Signing in and up are the provider's: the server sends a page load of these paths there. */
const PROVIDER_PAGES = [FLOW_PAGES.login, FLOW_PAGES.registration, '/auth-state-checker'];

function ToProvider() {
  useEffect(() => {
    const returnTo = new URLSearchParams(window.location.search).get('return_to');
    documentNavigation.assign(`/api/oidc/login${returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : ''}`);
  }, []);
  return <LoadingSkeleton />;
}

/**
 * The console in the hosted identity mode (issue 24), one lazy chunk: the organization gate before the
 * console, /organizations/orgs-switched, the provider's profile at /profile-settings (R002-2-4-24), and the
 * bad-session page at /error (R000-2-3-07).
 */
export default function HostedApp() {
  return (
    <OrganizationGateProvider assign={documentNavigation.assign}>
      <HostedAccountContext.Provider value={HOSTED_ACCOUNT}>
        <Switch>
          {PROVIDER_PAGES.map((path) => (
            <Route key={path} path={path} component={ToProvider} />
          ))}
          <Route path="/logout" component={LogoutPage} />
          <Route path={ERROR_PAGE_PATH}>
            <SessionProvider>
              <BadSessionPage />
            </SessionProvider>
          </Route>
          <Route path={FLOW_PAGES.settings}>
            <OrganizationGate>
              <ProviderProfilePage />
            </OrganizationGate>
          </Route>
          <Route path={ORGS_SWITCHED_PATH}>
            <OrganizationGate>
              <SignedInProviders>
                <OrgsSwitchedPage />
              </SignedInProviders>
            </OrganizationGate>
          </Route>
          <Route path={`${PUBLIC_TOPOLOGY_VIEW}:id`}>
            <OrganizationGate>
              <SignedInProviders>
                <PublicTopologyPage />
              </SignedInProviders>
            </OrganizationGate>
          </Route>
          <Route>
            <OrganizationGate>
              <SignedInApp />
            </OrganizationGate>
          </Route>
        </Switch>
      </HostedAccountContext.Provider>
    </OrganizationGateProvider>
  );
}
