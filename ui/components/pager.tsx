import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { pageNumberEntry } from '../../core/shared';

export interface PagerProps {
  /** The page shown, counted from 0. */
  readonly pageIndex: number;
  readonly pageCount: number;
  /** While a page loads: the buttons wait. */
  readonly disabled?: boolean;
  readonly onPage: (pageIndex: number) => void;
}

/**
 * Previous, the page-number input and Next (seed 000 §5). A typed number is applied on Enter or when
 * leaving the box, pulled between 1 and the page count; empty or not a number shows why instead.
 */
export function Pager({ pageIndex, pageCount, disabled, onPage }: PagerProps) {
  const shown = String(pageIndex + 1);
  const [typed, setTyped] = useState<{ text: string; error?: string }>();
  const apply = () => {
    if (typed === undefined) return;
    const entry = pageNumberEntry(typed.text, pageCount);
    if ('error' in entry) {
      setTyped({ ...typed, error: entry.error });
      return;
    }
    setTyped(undefined);
    if (entry.page - 1 !== pageIndex) onPage(entry.page - 1);
  };

  return (
    <HStack gap="2" align="start">
      <Button size="xs" variant="outline" disabled={disabled || pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
        Previous
      </Button>
      <Field.Root invalid={Boolean(typed?.error)} w="auto" gap="1">
        <HStack gap="1.5">
          <Field.Label fontWeight="normal" mb="0">
            Page
          </Field.Label>
          <Input
            size="xs"
            w="14"
            // Text rather than type=number, whose value is empty for anything unreadable: the person is told why.
            inputMode="numeric"
            value={typed?.text ?? shown}
            onChange={(event) => setTyped({ text: event.currentTarget.value })}
            onKeyDown={(event) => event.key === 'Enter' && apply()}
            onBlur={apply}
          />
          <Text whiteSpace="nowrap">of {pageCount}</Text>
        </HStack>
        {typed?.error && <Field.ErrorText>{typed.error}</Field.ErrorText>}
      </Field.Root>
      <Button size="xs" variant="outline" disabled={disabled || pageIndex + 1 >= pageCount} onClick={() => onPage(pageIndex + 1)}>
        Next
      </Button>
    </HStack>
  );
}
