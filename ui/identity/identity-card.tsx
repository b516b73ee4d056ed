import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../core/shared';
import { LogoMark } from './logo-mark';

export interface IdentityCardProps {
  readonly heading?: string;
  readonly children: ReactNode;
}

/** The frame of the identity pages, outside the application shell: a centred card under the product's name. */
export function IdentityCard({ heading, children }: IdentityCardProps) {
  return (
    <Center minH="100vh" bg="bg.canvas" px="4" py="10">
      <Stack gap="6" width="full" maxW="md">
        <HStack justify="center" gap="3">
          <LogoMark boxSize="9" />
          <Text fontSize="xl" fontWeight="semibold" letterSpacing="tight">
            {PRODUCT_NAME}
          </Text>
        </HStack>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" shadow="sm" p={{ base: '6', md: '8' }}>
          <Stack gap="6">
            {heading && (
              <Heading as="h1" size="lg" textAlign="center">
                {heading}
              </Heading>
            )}
            {children}
          </Stack>
        </Box>
      </Stack>
    </Center>
  );
}
