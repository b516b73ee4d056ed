import { assign, enqueueActions, setup } from 'xstate';
import {
  canSubmitAbsoluteRange, quickRange, rememberAbsoluteRange, relativeRange, type AbsoluteTimeRange, type TimeRangeOption,
} from '../time-ranges';
import type { TimeRangePickerContext, TimeRangePickerEmitted, TimeRangePickerEvent, TimeRangePickerInput } from './model';

const absolute = (from: string, to: string): AbsoluteTimeRange => ({ type: 'absolute', display: 'Custom', from: from.trim(), to: to.trim() });

/** The absolute range's fields show the range the page has when it is absolute, else stay empty. */
const draftOf = (value: TimeRangeOption) => (value.type === 'absolute' ? { from: value.from, to: value.to } : { from: '', to: '' });

/**
 * Seed 002 §2.2 and §9's time-range picker: a relative range, a mapped quick range or an absolute range
 * (Submit only once From and To are both set; the five most recent kept). Choosing closes the picker
 * and emits the range; the page owns it (its URL), and tells the picker when it changes otherwise.
 * Made by a function, so that core/shared's first-load chunk carries none of it until a page uses one.
 */
export const createTimeRangePickerMachine = () => setup({
  types: {
    context: {} as TimeRangePickerContext,
    events: {} as TimeRangePickerEvent,
    input: {} as TimeRangePickerInput,
    emitted: {} as TimeRangePickerEmitted,
    tags: {} as 'open',
  },
  guards: {
    knownRelative: (_, range: string) => relativeRange(range) !== undefined,
    knownMapped: (_, display: string) => quickRange(display) !== undefined,
    submittable: ({ context }) => canSubmitAbsoluteRange(context.from, context.to),
  },
  actions: {
    choose: enqueueActions(({ enqueue }, value: TimeRangeOption) => {
      enqueue.assign({ value });
      enqueue.emit({ type: 'timeRange.changed', value });
    }),
    submitAbsolute: enqueueActions(({ context, enqueue }) => {
      const value = absolute(context.from, context.to);
      const recent = rememberAbsoluteRange(context.recent, value);
      enqueue.assign({ value, recent });
      enqueue.emit({ type: 'timeRange.changed', value });
      enqueue.emit({ type: 'timeRange.recent', recent });
    }),
    showValue: assign(({ context }, value: TimeRangeOption) => ({
      value,
      ...(value.type === 'absolute' ? draftOf(value) : { from: context.from, to: context.to }),
    })),
    setFrom: assign((_, value: string) => ({ from: value })),
    setTo: assign((_, value: string) => ({ to: value })),
  },
}).createMachine({
  id: 'timeRangePicker',
  context: ({ input }) => ({ value: input.value, ...draftOf(input.value), recent: input.recent ?? [] }),
  on: {
    'value.set': { actions: { type: 'showValue', params: ({ event }) => event.value } },
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': 'open' },
    },
    open: {
      tags: 'open',
      on: {
        'picker.close': 'closed',
        'range.relative': {
          guard: { type: 'knownRelative', params: ({ event }) => event.range },
          target: 'closed',
          actions: { type: 'choose', params: ({ event }) => relativeRange(event.range)! },
        },
        'range.mapped': {
          guard: { type: 'knownMapped', params: ({ event }) => event.display },
          target: 'closed',
          actions: { type: 'choose', params: ({ event }) => ({ type: 'mapped', display: event.display }) },
        },
        'range.recent': {
          target: 'closed',
          actions: [
            { type: 'setFrom', params: ({ event }) => event.from },
            { type: 'setTo', params: ({ event }) => event.to },
            'submitAbsolute',
          ],
        },
        'absolute.from': { actions: { type: 'setFrom', params: ({ event }) => event.value } },
        'absolute.to': { actions: { type: 'setTo', params: ({ event }) => event.value } },
        'absolute.submit': { guard: 'submittable', target: 'closed', actions: 'submitAbsolute' },
      },
    },
  },
});

export type TimeRangePickerMachine = ReturnType<typeof createTimeRangePickerMachine>;
