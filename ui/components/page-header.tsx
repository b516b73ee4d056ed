import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's heading row: title, a line saying what the page is for, and its actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex align={{ base: 'start', md: 'center' }} justify="space-between" gap="4" direction={{ base: 'column', md: 'row' }} mb="5">
      <div>
        <Heading as="h1" size="xl" letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </div>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
