import { errorMessage, toast, type Toast } from '../shared';
import type { ClipboardPort } from './ports';

/** Seed 002 §8: the toast after an id is copied. */
export const copiedToClipboard = (id: string): string => `Copied ${id} to clipboard`;

/** The label of the button that copies an id. */
export const COPY_ID = 'Copy ID';

/** Copies `id` and says so; a browser that refuses the clipboard says why instead. */
export async function copyId(clipboard: ClipboardPort, id: string): Promise<Toast> {
  try {
    await clipboard.copy(id);
    return toast('success', copiedToClipboard(id));
  } catch (error) {
    return toast('error', errorMessage(error));
  }
}
