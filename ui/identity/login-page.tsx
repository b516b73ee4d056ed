import { Center, HStack, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import {
  IdentityMachines,
  LOGIN_TITLE,
  loginAutoSubmit,
  loginHeading,
  pageTitle,
  type FlowMachineInput,
} from '../../core/identity';
import { ErrorPanel } from '../components/error-panel';
import { useDomainActor, useSelect } from '../hooks/actor';
import { useService } from '../hooks/container';
import { FlowForm } from './flow-form';
import { IdentityCard } from './identity-card';
import { ResetPasswordLink } from './reset-password-link';
import { useCurrentUrl, useFlowEffects } from './use-identity-effects';

function loginInput(search: string, currentUrl: string): FlowMachineInput {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name) ?? undefined;
  return {
    flowId: value('flow'),
    params: { returnTo: value('return_to'), refresh: value('refresh') === 'true' || undefined, aal: value('aal') },
    currentUrl,
    autoSubmit: loginAutoSubmit(value('username'), value('password')),
  };
}

/**
 * /login (seed 002 §2.4): the login flow's form, its heading for a first sign-in, a refresh or a second
 * factor, and the way to reset a password. Query: flow, return_to, refresh, aal, and username with
 * password to sign in at once.
 */
export function LoginPage() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const search = useSearch();
  const currentUrl = useCurrentUrl();
  const [input] = useState(() => loginInput(search, currentUrl));
  const actor = useDomainActor(machines.login, { input });
  useFlowEffects(actor);

  const flow = useSelect(actor, (s) => s.context.flow);
  const values = useSelect(actor, (s) => s.context.values);
  const pending = useSelect(actor, (s) => s.context.body);
  const busy = useSelect(actor, (s) => s.matches('submitting') || s.matches('left'));
  const failure = useSelect(actor, (s) => (s.matches('failed') ? s.context.failure : undefined));

  useEffect(() => {
    document.title = pageTitle(LOGIN_TITLE);
  }, []);

  return (
    <IdentityCard heading={loginHeading(flow, input.params)}>
      {failure ? (
        <ErrorPanel error={failure.message} onRetry={() => actor.send({ type: 'flow.retry' })} />
      ) : flow ? (
        <FlowForm
          flow={flow}
          values={values}
          busy={busy}
          pending={pending}
          onChange={(name, value) => actor.send({ type: 'flow.change', name, value })}
          onSubmit={(trigger) => actor.send({ type: 'flow.submit', trigger })}
        />
      ) : (
        <Center py="8">
          <Spinner size="lg" color="blue.500" aria-label="Loading" />
        </Center>
      )}
      <HStack justify="flex-end">
        <ResetPasswordLink />
      </HStack>
    </IdentityCard>
  );
}
