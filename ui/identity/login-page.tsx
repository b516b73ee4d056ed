import { Center, HStack, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { IdentityMachines, LOGIN_TITLE, loginAutoSubmit, selectLoginView, type FlowMachineInput } from '../../core/identity';
import { ErrorPanel } from '../components/error-panel';
import { useActorView } from '../hooks/actor';
import { usePageTitle } from '../hooks/page-title';
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
  const { login } = useService(IdentityMachines);
  const search = useSearch();
  const currentUrl = useCurrentUrl();
  const [input] = useState(() => loginInput(search, currentUrl));
  const { view, send, actor } = useActorView(login, input, selectLoginView);
  useFlowEffects(actor);
  const { flow, failure } = view;

  usePageTitle(LOGIN_TITLE);

  return (
    <IdentityCard heading={view.heading}>
      {failure ? (
        <ErrorPanel error={failure.message} onRetry={() => send({ type: 'flow.retry' })} />
      ) : flow ? (
        <FlowForm
          flow={flow}
          values={view.values}
          busy={view.busy}
          spinning={view.spinning}
          onChange={(name, value) => send({ type: 'flow.change', name, value })}
          onSubmit={(trigger) => send({ type: 'flow.submit', trigger })}
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
