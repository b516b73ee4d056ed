import { HStack, Text } from '@chakra-ui/react';
import { Redirect, useSearch } from 'wouter';
import {
  FLOW_PAGES, IdentityMachines, REGISTRATION_HEADING, REGISTRATION_TITLE, registrationForcedRedirect, SIGN_IN_LINK,
} from '../../core/identity';
import { useService } from '../hooks/container';
import { FlowPageBody } from './flow-page-body';
import { IdentityCard } from './identity-card';
import { PageLink } from './page-link';
import { useFlowPage } from './use-flow-page';

function RegistrationFlow() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const page = useFlowPage(machines.registration, REGISTRATION_TITLE);
  return (
    <IdentityCard heading={REGISTRATION_HEADING}>
      <FlowPageBody page={page} />
      <HStack justify="center" gap="1">
        <Text color="fg.muted" fontSize="sm">
          Already have an account?
        </Text>
        <PageLink to={FLOW_PAGES.login}>{SIGN_IN_LINK}</PageLink>
      </HStack>
    </IdentityCard>
  );
}

/** /registration (seed 002 §2.4): 'Create account' from the registration flow, and the way back to sign-in. */
export function RegistrationPage() {
  const query = new URLSearchParams(useSearch());
  const forced = registrationForcedRedirect(query.get('redirectUrl') ?? undefined, query.get('return_to') ?? undefined);
  return forced ? <Redirect to={forced} replace /> : <RegistrationFlow />;
}
