import { Box, Center, Flex, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { publicViewCardWidth, publicViewMessage, type LinkContext } from '../../core/topology';
import { ErrorPanel } from '../components/error-panel';
import { notify } from '../components/toaster';
import { usePageTitle } from '../hooks/page-title';
import { useTopologyDashboard } from '../hooks/topology';
import { ComponentActionsProvider } from './component-actions';
import { ComponentCard } from './component-card';

/**
 * /view/topology/{id} (seed 001 §2.10, DECISIONS §24): one component's card without the application
 * frame, at the size the URL asks for; 'Component not found' when there is none.
 */
export default function PublicTopologyPage() {
  const { id } = useParams<{ id: string }>();
  const search = useSearch();
  const view = useTopologyDashboard(id, notify, { breadcrumb: false });
  const width = publicViewCardWidth(new URLSearchParams(search).get('size'));
  const linkContext = useMemo<LinkContext>(() => ({ params: [], currentId: id }), [id]);
  const component = view.root;
  usePageTitle(component ? component.text || component.name : undefined);

  const missing = view.phase === 'notFound' || (view.phase === 'ready' && !component);
  return (
    <Box minH="100vh" bg="bg.canvas" p="4">
      {missing ? (
        <Center minH="50vh">
          <Text fontSize="lg" color="fg.muted" role="alert">
            {publicViewMessage(false)}
          </Text>
        </Center>
      ) : view.phase === 'failed' ? (
        <ErrorPanel error={view.error} onRetry={view.reload} />
      ) : !component ? (
        <Center minH="50vh">
          <Spinner color="fg.muted" aria-label="Loading" />
        </Center>
      ) : (
        <ComponentActionsProvider currentId={id}>
          <Flex>
            <ComponentCard component={component} width={width} linkContext={linkContext} showMenu={false} />
          </Flex>
        </ComponentActionsProvider>
      )}
    </Box>
  );
}
