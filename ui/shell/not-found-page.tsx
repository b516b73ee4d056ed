import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { NOT_FOUND_TITLE } from '../../core/session';
import { CompassIcon } from '../components/icons';
import { usePageTitle } from '../hooks/page-title';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Center minH="60vh">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <CompassIcon boxSize="10" color="fg.subtle" />
        <Heading as="h1" size="xl">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text color="fg.muted">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
        <Button asChild variant="outline">
          <Link href="/">Go to the start page</Link>
        </Button>
      </Stack>
    </Center>
  );
}
