import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { AlertIcon } from './icons';

export interface ErrorPanelProps {
  readonly title?: string;
  readonly message: string;
  readonly onRetry?: () => void;
  /** Fills the window (used before the shell exists); otherwise fills its container. */
  readonly fullPage?: boolean;
}

/** A failure with the server's message and a way to try again: never a blank page. */
export function ErrorPanel({ title = 'Something went wrong', message, onRetry, fullPage }: ErrorPanelProps) {
  return (
    <Center minH={fullPage ? '100vh' : '64'} p="8" role="alert">
      <Stack align="center" gap="4" maxW="lg" textAlign="center" bg="bg.panel" borderWidth="1px" borderRadius="xl" p="8" shadow="sm">
        <Box color="fg.error" bg="bg.error" borderRadius="full" p="3">
          <AlertIcon boxSize="6" />
        </Box>
        <Heading size="md">{title}</Heading>
        <Text color="fg.muted" wordBreak="break-word">
          {message}
        </Text>
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Center>
  );
}
