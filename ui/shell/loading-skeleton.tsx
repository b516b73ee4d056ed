import { Box, Flex, HStack, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { SIDEBAR_WIDTH, type LoadingSkeletonPart } from '../../core/session';

/** Marks each part, so a test can hold the drawing to core's LOADING_SKELETON_PARTS. */
const part = (name: LoadingSkeletonPart) => ({ 'data-skeleton-part': name });

/** Seed 000 §2.2: a sidebar, a header and two panels, while the console starts. */
export function LoadingSkeleton() {
  return (
    <Flex minH="100vh" aria-busy="true" aria-label="Loading the console">
      <Stack
        {...part('sidebar')}
        w={SIDEBAR_WIDTH.expanded}
        flexShrink={0}
        bg="bg.sidebar"
        borderEndWidth="1px"
        p="4"
        gap="4"
        display={{ base: 'none', md: 'flex' }}
      >
        <HStack gap="2">
          <SkeletonCircle size="7" />
          <Skeleton h="4" flex="1" />
        </HStack>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="7" />
        ))}
      </Stack>
      <Flex direction="column" flex="1" minW="0">
        <HStack {...part('header')} h="14" px="4" bg="bg.panel" borderBottomWidth="1px" justify="space-between">
          <Skeleton h="4" w="40" />
          <HStack gap="2">
            <SkeletonCircle size="8" />
            <SkeletonCircle size="8" />
            <Skeleton h="8" w="28" borderRadius="full" />
          </HStack>
        </HStack>
        <Stack p="6" gap="5">
          <Skeleton h="7" w="56" />
          <Box {...part('panel')} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="5">
            <Stack gap="3">
              <Skeleton h="4" w="1/3" />
              <Skeleton h="20" />
            </Stack>
          </Box>
          <Box {...part('panel')} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="5">
            <Stack gap="3">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} h="4" />
              ))}
            </Stack>
          </Box>
        </Stack>
      </Flex>
    </Flex>
  );
}
