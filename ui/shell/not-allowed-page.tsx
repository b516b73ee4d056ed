import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LockIcon } from '../components/icons';
import { usePageTitle } from '../hooks/page-title';

/** R000-2-1-15: a route whose resource the person may not read. */
export function NotAllowedPage({ page }: { page: string }) {
  usePageTitle(page);
  return (
    <Center minH="60vh">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <LockIcon boxSize="10" color="fg.subtle" />
        <Heading as="h1" size="xl">
          You may not open {page}
        </Heading>
        <Text color="fg.muted">Your roles do not include reading this area. Ask an administrator if you need it.</Text>
      </Stack>
    </Center>
  );
}
