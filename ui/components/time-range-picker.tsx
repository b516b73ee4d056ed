import { Box, Button, Field, Flex, Grid, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { TimeRangeOption, TimeRangeParam } from '../../core/shared';
import { TIME_RANGE_PICKER_TEXTS as T, type TimeRangeChoice } from '../../core/shared/time-range-picker';
import { useTimeRangePicker } from '../hooks/time-range-picker';

export interface TimeRangePickerProps {
  /** The page's filters, holding the range's parameters (seed 002 §2.2). */
  readonly filter: Readonly<Record<string, string>>;
  /** The range shown when the filters hold none (now-2d on most pages, seed 002 §9). */
  readonly fallback: TimeRangeOption;
  /** The chosen range as all six parameters, the unused ones empty. */
  readonly onChange: (params: Record<TimeRangeParam, string>) => void;
}

function Choices({ title, choices, onChoose }: { title: string; choices: readonly TimeRangeChoice[]; onChoose: (key: string) => void }) {
  return (
    <Stack gap="1" role="group" aria-label={title}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      {choices.map((choice) => (
        <Button
          key={choice.key}
          size="xs"
          justifyContent="flex-start"
          variant={choice.selected ? 'subtle' : 'ghost'}
          aria-pressed={choice.selected}
          onClick={() => onChoose(choice.key)}
        >
          {choice.label}
        </Button>
      ))}
    </Stack>
  );
}

/** Seed 002 §2.2's time-range picker: an absolute range, the relative ranges and the quick ranges. */
export function TimeRangePicker({ filter, fallback, onChange }: TimeRangePickerProps) {
  const { view, send } = useTimeRangePicker(filter, fallback, onChange);
  return (
    <Popover.Root
      open={view.open}
      onOpenChange={(details) => send({ type: details.open ? 'picker.open' : 'picker.close' })}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`${T.button}: ${view.label}`}>
          {view.label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="95vw">
            <Popover.Body>
              <Flex gap="4" wrap="wrap">
                <Stack
                  as="form"
                  gap="2"
                  minW="56"
                  aria-label={T.absolute}
                  onSubmit={(event) => {
                    event.preventDefault();
                    send({ type: 'absolute.submit' });
                  }}
                >
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                    {T.absolute}
                  </Text>
                  <Field.Root>
                    <Field.Label fontSize="xs">{T.from}</Field.Label>
                    <Input size="sm" type="datetime-local" value={view.from} onChange={(e) => send({ type: 'absolute.from', value: e.currentTarget.value })} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label fontSize="xs">{T.toField}</Field.Label>
                    <Input size="sm" type="datetime-local" value={view.to} onChange={(e) => send({ type: 'absolute.to', value: e.currentTarget.value })} />
                  </Field.Root>
                  <Button type="submit" size="sm" disabled={!view.canSubmit}>
                    {T.submit}
                  </Button>
                  {view.recent.length > 0 && (
                    <Box role="group" aria-label={T.recent}>
                      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="2">
                        {T.recent}
                      </Text>
                      {view.recent.map((range) => (
                        <Button
                          key={range.label}
                          size="xs"
                          variant="ghost"
                          justifyContent="flex-start"
                          width="full"
                          onClick={() => send({ type: 'range.recent', from: range.from, to: range.to })}
                        >
                          {range.label}
                        </Button>
                      ))}
                    </Box>
                  )}
                </Stack>
                <Grid templateColumns="repeat(2, minmax(9rem, auto))" gap="4">
                  <Choices title={T.relative} choices={view.relative} onChoose={(range) => send({ type: 'range.relative', range })} />
                  <Choices title={T.quick} choices={view.quick} onChoose={(display) => send({ type: 'range.mapped', display })} />
                </Grid>
              </Flex>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
