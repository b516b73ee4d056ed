import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IdentityMachines, safeReturnTo, SIGNING_OUT } from '../../core/identity';
import { useDomainActor } from '../hooks/actor';
import { useService } from '../hooks/container';
import { documentNavigation } from './document-navigation';
import { IdentityCard } from './identity-card';

/** /logout?return_to=: signs out through the logout flow, then on to /login?return_to=... (seed 002 §4). */
export function LogoutPage() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({
    returnTo: safeReturnTo(new URLSearchParams(search).get('return_to') ?? undefined, window.location.origin),
    immediate: true,
  }));
  const actor = useDomainActor(machines.logout, { input });

  useEffect(() => {
    const subscription = actor.on('logout.redirect', (event) =>
      event.document ? documentNavigation.assign(event.to) : navigate(event.to, { replace: true }),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <IdentityCard>
      <Center py="6">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="blue.500" />
          <Text color="fg.muted">{SIGNING_OUT}</Text>
        </Stack>
      </Center>
    </IdentityCard>
  );
}
