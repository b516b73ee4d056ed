import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ROUTE_REDIRECTS, routeMayRender } from '../../core/session';
import { ErrorBoundary } from '../components/error-boundary';
import { ErrorPanel } from '../components/error-panel';
import { TableSkeleton } from '../components/table-skeleton';
import { AreaRoutesProvider } from '../hooks/area-links';
import { EffectiveFlagsProvider, useEffectiveFlagsStatus } from '../hooks/effective-flags';
import { useCanOpenArea, useNavigation } from '../hooks/navigation';
import { RefreshProvider } from '../hooks/refresh';
import { SessionProvider, useSessionStatus } from '../hooks/session';
import { AppShell } from '../shell/app-shell';
import { LoadingSkeleton } from '../shell/loading-skeleton';
import { NoAreaPage } from '../shell/no-area-page';
import { NotAllowedPage } from '../shell/not-allowed-page';
import { NotFoundPage } from '../shell/not-found-page';
import { withPalette } from './area-modules';
import { AREA_ROUTES, AVAILABLE_AREAS, type AreaRoute } from './routes';

// The palette is its own chunk: the first load carries only its button and shortcut (the 250 KB budget).
const CommandPalette = lazy(() => withPalette(() => import('../palette/command-palette')));

function AreaPage({ route }: { route: AreaRoute }) {
  const allowed = useCanOpenArea(route.area.id);
  const Page = route.page;
  return allowed ? <Page /> : <NotAllowedPage page={route.area.label} />;
}

function ConsoleRoutes() {
  const navigation = useNavigation(AVAILABLE_AREAS);
  const [location] = useLocation();
  return (
    <AreaRoutesProvider value={AVAILABLE_AREAS}>
      <AppShell navigation={navigation} palette={CommandPalette}>
        <ErrorBoundary resetKey={location}>
          <Suspense fallback={<TableSkeleton />}>
            <Switch>
              <Route path="/">{navigation.home ? <Redirect to={navigation.home} replace /> : <NoAreaPage />}</Route>
              {Object.entries(ROUTE_REDIRECTS).map(([from, to]) => (
                <Route key={from} path={from}>
                  <Redirect to={to} replace />
                </Route>
              ))}
              {AREA_ROUTES.map((route) => (
                <Route key={route.pattern ?? route.area.path} path={route.pattern ?? route.area.path} nest={route.nested}>
                  <AreaPage route={route} />
                </Route>
              ))}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </AreaRoutesProvider>
  );
}

/** R000-2-1-14: routes render only once the feature flags have loaded. */
function FlagsGate({ children }: { children: ReactNode }) {
  const { status, error, retry } = useEffectiveFlagsStatus();
  const [location] = useLocation();
  if (status === 'failed') {
    return <ErrorPanel fullPage title="The console could not load its settings" error={error} onRetry={retry} />;
  }
  if (!routeMayRender(location, status !== 'loading')) return <LoadingSkeleton />;
  return <RefreshProvider>{children}</RefreshProvider>;
}

function SessionGate({ children }: { children: ReactNode }) {
  const { status, error, retry } = useSessionStatus();
  if (status === 'failed') {
    return <ErrorPanel fullPage title="The console could not reach the server" error={error} onRetry={retry} />;
  }
  // While signing in the browser is already on its way to /auth-state-checker.
  if (status !== 'ready') return <LoadingSkeleton />;
  return (
    <EffectiveFlagsProvider>
      <FlagsGate>{children}</FlagsGate>
    </EffectiveFlagsProvider>
  );
}

/** Who is signed in, then the flags: what every signed-in page may rely on. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionGate>{children}</SessionGate>
    </SessionProvider>
  );
}

/** Everything behind sign-in: the shell and its routes. */
export function SignedInApp() {
  return (
    <SignedInProviders>
      <ConsoleRoutes />
    </SignedInProviders>
  );
}
