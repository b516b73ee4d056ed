import { HStack } from '@chakra-ui/react';
import { GO_BACK, IdentityMachines, VERIFICATION_HEADING, VERIFICATION_TITLE } from '../../core/identity';
import { useService } from '../hooks/container';
import { FlowPageBody } from './flow-page-body';
import { IdentityCard } from './identity-card';
import { PageLink } from './page-link';
import { useFlowPage } from './use-flow-page';

/** /verification (seed 002 §2.4): the email, then the code that proves it is the person's. */
export function VerificationPage() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const page = useFlowPage(machines.verification, VERIFICATION_TITLE);
  return (
    <IdentityCard heading={VERIFICATION_HEADING}>
      <FlowPageBody page={page} />
      <HStack justify="center">
        <PageLink to="/">{GO_BACK}</PageLink>
      </HStack>
    </IdentityCard>
  );
}
