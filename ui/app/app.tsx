import { ChakraProvider } from '@chakra-ui/react';
import type { Container } from 'inversify';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ErrorBoundary } from '../components/error-boundary';
import { system } from '../components/theme';
import { Toaster } from '../components/toaster';
import { ContainerProvider } from '../hooks/container';
import { LoadingSkeleton } from '../shell/loading-skeleton';
import { SignedInApp } from './signed-in-app';

// Sign-in pages are needed only on their own routes.
const LoginPage = lazy(() => import('../identity').then((m) => ({ default: m.LoginPage })));
const AuthStateCheckerPage = lazy(() => import('../identity').then((m) => ({ default: m.AuthStateCheckerPage })));
const LogoutPage = lazy(() => import('../identity').then((m) => ({ default: m.LogoutPage })));

export function App({ container }: { container: Container }) {
  return (
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <ErrorBoundary fullPage>
          <Suspense fallback={<LoadingSkeleton />}>
            <Switch>
              <Route path="/login" component={LoginPage} />
              <Route path="/auth-state-checker" component={AuthStateCheckerPage} />
              <Route path="/logout" component={LogoutPage} />
              <Route>
                <SignedInApp />
              </Route>
            </Switch>
          </Suspense>
        </ErrorBoundary>
        <Toaster />
      </ContainerProvider>
    </ChakraProvider>
  );
}
