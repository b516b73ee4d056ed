import { HStack, Skeleton, Stack } from '@chakra-ui/react';

export function TableSkeleton({ rows = 6, columns = 5 }: { rows?: number; columns?: number }) {
  return (
    <Stack gap="3" p="4" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, row) => (
        <HStack key={row} gap="4">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height="4" flex={column === 0 ? 2 : 1} />
          ))}
        </HStack>
      ))}
    </Stack>
  );
}
