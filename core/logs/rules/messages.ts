import { LOGS_TEXTS } from '../texts';

/**
 * What the table says instead of rows (seed 001 §2.9): nothing while loading, then 'Please select a
 * component' without a component and 'There are no logs matching the search query' without lines.
 */
export function logsTableMessage(state: { componentSelected: boolean; loading: boolean; lineCount: number }): string | undefined {
  if (!state.componentSelected) return LOGS_TEXTS.selectComponent;
  if (state.loading || state.lineCount > 0) return undefined;
  return LOGS_TEXTS.noMatches;
}
