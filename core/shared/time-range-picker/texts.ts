/** The picker's own words (the specs name its parts, not their labels; these follow Mission Control's). */
export const TIME_RANGE_PICKER_TEXTS = {
  button: 'Time range',
  last: 'Last',
  to: 'to',
  relative: 'Relative',
  quick: 'Quick ranges',
  absolute: 'Absolute time range',
  from: 'From',
  toField: 'To',
  submit: 'Submit',
  recent: 'Recently used absolute ranges',
} as const;
