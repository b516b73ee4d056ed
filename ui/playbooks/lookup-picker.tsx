import { Box, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { RUN_TEXTS, type Lookup } from '../../core/playbooks';

export interface LookupPickerProps {
  /** What is picked: 'Component', 'Catalog Item', a parameter's label. */
  readonly label: string;
  readonly lookup: Lookup;
  readonly chosen?: { readonly id: string; readonly name: string };
  readonly searching: boolean;
  readonly disabled?: boolean;
  readonly onSearch: (text: string) => void;
  readonly onPick: (option: { readonly id: string; readonly name: string }) => void;
}

/** A picker searched on the server as it is typed in: the matches to pick from, and what was picked. */
export function LookupPicker({ label, lookup, chosen, searching, disabled, onSearch, onPick }: LookupPickerProps) {
  const typed = lookup.text.trim() !== '';
  return (
    <Stack gap="2">
      {chosen && (
        <Text fontSize="sm">
          {label}: <strong>{chosen.name}</strong>
        </Text>
      )}
      <Box position="relative">
        <Input
          aria-label={`${RUN_TEXTS.search} ${label}`}
          placeholder={`${RUN_TEXTS.search} ${label.toLowerCase()}...`}
          value={lookup.text}
          disabled={disabled}
          onChange={(event) => onSearch(event.target.value)}
        />
        {searching && <Spinner size="xs" position="absolute" right="3" top="3" aria-label="Searching" />}
      </Box>
      {lookup.options.length > 0 && (
        <Stack as="ul" gap="1" aria-label={`${label} matches`} maxHeight="40" overflowY="auto" listStyleType="none">
          {lookup.options.map((option) => (
            <li key={option.id}>
              <Button
                size="sm"
                width="full"
                variant={chosen?.id === option.id ? 'subtle' : 'ghost'}
                justifyContent="space-between"
                aria-pressed={chosen?.id === option.id}
                disabled={disabled}
                onClick={() => onPick(option)}
              >
                <span>{option.name}</span>
                {option.detail && (
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {option.detail}
                  </Text>
                )}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {typed && !searching && lookup.options.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {RUN_TEXTS.noMatches}
        </Text>
      )}
    </Stack>
  );
}
