import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NO_CONTENT, type ContentFormat } from '../../core/catalog';

export interface ConfigContentProps {
  readonly lines: readonly string[];
  readonly format: ContentFormat;
  readonly selected: readonly number[];
  onFormat(format: ContentFormat): void;
  onToggle(line: number): void;
  /** Beside the format buttons: what the config's lines can be used for. */
  readonly actions?: ReactNode;
}

/**
 * Seed 002 §2.1: the content line by line with line numbers, in JSON or YAML; a line number is a
 * button that selects its line (kept in the URL).
 */
export function ConfigContent({ lines, format, selected, onFormat, onToggle, actions }: ConfigContentProps) {
  const chosen = new Set(selected);
  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <HStack gap="1" role="group" aria-label="Format">
          {(['json', 'yaml'] as const).map((option) => (
            <Button
              key={option}
              size="xs"
              aria-pressed={format === option}
              variant={format === option ? 'subtle' : 'ghost'}
              colorPalette={format === option ? 'blue' : 'gray'}
              onClick={() => onFormat(option)}
            >
              {option.toUpperCase()}
            </Button>
          ))}
        </HStack>
        <HStack gap="3">
          {selected.length > 0 && (
            <Text fontSize="xs" color="fg.muted">
              {selected.length} {selected.length === 1 ? 'line' : 'lines'} selected
            </Text>
          )}
          {actions}
        </HStack>
      </HStack>
      {lines.length === 0 ? (
        <Text color="fg.muted">{NO_CONTENT}</Text>
      ) : (
        <Box as="pre" fontFamily="mono" fontSize="xs" lineHeight="1.6" overflow="auto" maxH="70vh" borderWidth="1px" borderRadius="md" bg="bg.subtle" py="1" m="0">
          {lines.map((line, index) => {
            const number = index + 1;
            const on = chosen.has(number);
            return (
              <Box key={number} display="flex" bg={on ? 'blue.subtle' : undefined}>
                <Box
                  as="button"
                  aria-label={`Line ${number}`}
                  aria-pressed={on}
                  onClick={() => onToggle(number)}
                  color="fg.subtle"
                  textAlign="right"
                  minW="3.5em"
                  pe="3"
                  userSelect="none"
                  cursor="pointer"
                  _hover={{ color: 'fg' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
                >
                  {number}
                </Box>
                <Box as="span" whiteSpace="pre" pe="3">
                  {line}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
