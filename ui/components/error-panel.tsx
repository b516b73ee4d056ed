import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FALLBACK_ERROR_MESSAGE, errorPanelContent } from '../../core/shared';
import { AlertIcon } from './icons';

export interface ErrorPanelProps {
  readonly title?: string;
  /** What went wrong: the server's message, or what a page threw, whose stack or cause shows under Details. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  /** Fills the window (used before the shell exists); otherwise fills its container. */
  readonly fullPage?: boolean;
}

/** A failure with the server's message and a way to try again: never a blank page (seed 002 §8). */
export function ErrorPanel({ title = FALLBACK_ERROR_MESSAGE, error, onRetry, fullPage }: ErrorPanelProps) {
  const { message, details } = errorPanelContent(error);
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
        {details && (
          <Box as="details" w="full" textAlign="start" fontSize="sm">
            <Box as="summary" cursor="pointer" color="fg.muted">
              Details
            </Box>
            <Box as="pre" fontFamily="mono" fontSize="xs" bg="bg.muted" borderRadius="md" p="3" mt="2" maxH="60" overflow="auto" whiteSpace="pre-wrap" wordBreak="break-word">
              {details}
            </Box>
          </Box>
        )}
        {onRetry && (
          <Button colorPalette="blue" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Center>
  );
}
