import { HStack } from '@chakra-ui/react';
import { GO_BACK, IdentityMachines, RECOVERY_HEADING, RECOVERY_TITLE } from '../../core/identity';
import { useService } from '../hooks/container';
import { FlowPageBody } from './flow-page-body';
import { IdentityCard } from './identity-card';
import { PageLink } from './page-link';
import { useFlowPage } from './use-flow-page';

/** /recovery (seed 002 §2.4): the email, then the code sent to it; a correct code goes on to set a new password. */
export function RecoveryPage() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const page = useFlowPage(machines.recovery, RECOVERY_TITLE);
  return (
    <IdentityCard heading={RECOVERY_HEADING}>
      <FlowPageBody page={page} />
      <HStack justify="center">
        <PageLink to="/">{GO_BACK}</PageLink>
      </HStack>
    </IdentityCard>
  );
}
