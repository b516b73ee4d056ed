import { HStack, Spinner, Text } from '@chakra-ui/react';

/** Below a list that reads as it scrolls: a spinner while its next rows come, or why they did not. */
export function MoreRowsStatus({ loading, error }: { readonly loading: boolean; readonly error?: string }) {
  if (!loading && error === undefined) return null;
  return (
    <HStack gap="2" mt="2" fontSize="sm" color={loading ? 'fg.muted' : 'fg.error'} role="status">
      {loading ? <Spinner size="xs" /> : <Text>{error}</Text>}
    </HStack>
  );
}
