import type { EventQueueRow } from './model';
import { mostCommonErrorFor } from './texts';

/** R002-2-2-61: a row with a most common error opens it in a dialog; any other row opens nothing. */
export function errorDialogOf(row: EventQueueRow): { readonly title: string; readonly error: string } | undefined {
  return row.mostCommonError ? { title: mostCommonErrorFor(row.name), error: row.mostCommonError } : undefined;
}
