import { Box, Center, HStack, Spinner } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FLOW_ERROR_HEADING, FLOW_ERROR_TITLE, GO_BACK, IdentityMachines, selectFlowErrorView } from '../../core/identity';
import { ErrorPanel } from '../components/error-panel';
import { useActorView } from '../hooks/actor';
import { usePageTitle } from '../hooks/page-title';
import { useService } from '../hooks/container';
import { IdentityCard } from './identity-card';
import { PageLink } from './page-link';

/** /error?id= (seed 000 §2.3): the error a sign-in flow ended with, as JSON, and the way back. */
export function FlowErrorPage() {
  const { flowError } = useService(IdentityMachines);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({ id: new URLSearchParams(search).get('id') ?? '' }));
  const { view, send, actor } = useActorView(flowError, input, selectFlowErrorView);
  const { report, failure } = view;

  usePageTitle(FLOW_ERROR_TITLE);
  useEffect(() => {
    const subscription = actor.on('flowError.redirect', (event) => navigate(event.to, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <IdentityCard heading={FLOW_ERROR_HEADING}>
      {failure ? (
        <ErrorPanel error={failure.message} onRetry={() => send({ type: 'flowError.retry' })} />
      ) : report ? (
        <Box as="pre" fontFamily="mono" fontSize="xs" bg="bg.muted" borderRadius="md" p="3" overflowX="auto" whiteSpace="pre-wrap" wordBreak="break-word">
          {JSON.stringify(report.error, null, 2)}
        </Box>
      ) : (
        <Center py="6">
          <Spinner size="lg" color="blue.500" aria-label="Loading" />
        </Center>
      )}
      <HStack justify="center">
        <PageLink to="/">{GO_BACK}</PageLink>
      </HStack>
    </IdentityCard>
  );
}
