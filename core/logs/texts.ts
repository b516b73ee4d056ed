/** The logs page's exact strings (seed 001 §2.9 and §8). */
export const LOGS_TEXTS = {
  none: 'None',
  selectComponent: 'Please select a component to view the logs',
  noMatches: 'There are no logs matching the search query',
  componentsFailed: 'Unable to load components!',
  addAsEvidence: 'Add as evidence',
  /** Ours: what the selection bar says before a line is chosen. */
  selectHint: 'Select lines to add them to an incident as evidence',
  columns: { time: 'Time', message: 'Message', labels: 'Labels' },
} as const;
