import { Box, Stack, Text } from '@chakra-ui/react';
import type { UiText } from '../../core/identity';

const PALETTE = { error: 'red', success: 'green', info: 'blue' } as const;

/** The flow's global messages, coloured by their type. */
export function FlowMessages({ messages }: { messages: readonly UiText[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="2">
      {messages.map((message) => (
        <Box
          key={`${message.id}-${message.text}`}
          role={message.type === 'error' ? 'alert' : 'status'}
          data-message-id={message.id}
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          colorPalette={PALETTE[message.type]}
          bg="colorPalette.subtle"
          borderColor="colorPalette.muted"
          color="colorPalette.fg"
        >
          <Text>{message.text}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/** Messages of one field, under it: errors in red. */
export function NodeMessages({ messages }: { messages: readonly UiText[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap="1">
      {messages.map((message) => (
        <Text
          key={`${message.id}-${message.text}`}
          fontSize="xs"
          data-message-id={message.id}
          color={message.type === 'error' ? 'fg.error' : message.type === 'success' ? 'fg.success' : 'fg.muted'}
        >
          {message.text}
        </Text>
      ))}
    </Stack>
  );
}
