import { Avatar, HStack, Text } from '@chakra-ui/react';

export function Person({ name, avatar }: { name: string; avatar?: string }) {
  return (
    <HStack gap="2" minW="0">
      <Avatar.Root size="2xs" colorPalette="blue" variant="subtle">
        <Avatar.Fallback name={name} />
        {avatar && <Avatar.Image src={avatar} alt="" />}
      </Avatar.Root>
      <Text truncate>{name}</Text>
    </HStack>
  );
}
