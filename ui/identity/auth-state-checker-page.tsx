import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CHECKING_SESSION, IdentityMachines, safeReturnTo, selectAuthStateView } from '../../core/identity';
import { ErrorPanel } from '../components/error-panel';
import { useActorView } from '../hooks/actor';
import { useService } from '../hooks/container';
import { IdentityCard } from './identity-card';

/** /auth-state-checker?return_to=: checks the session after a 401 and sends the person on (DECISIONS §2). */
export function AuthStateCheckerPage() {
  const { authState } = useService(IdentityMachines);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({
    returnTo: safeReturnTo(new URLSearchParams(search).get('return_to') ?? undefined, window.location.origin),
  }));
  const { view, send, actor } = useActorView(authState, input, selectAuthStateView);
  const { failure } = view;

  useEffect(() => {
    const subscription = actor.on('session.redirect', (event) => navigate(event.to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <IdentityCard>
      {failure ? (
        <ErrorPanel error={failure.message} onRetry={() => send({ type: 'session.retry' })} />
      ) : (
        <Center py="6">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="blue.500" />
            <Text color="fg.muted">{CHECKING_SESSION}</Text>
          </Stack>
        </Center>
      )}
    </IdentityCard>
  );
}
