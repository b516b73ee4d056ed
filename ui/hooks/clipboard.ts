import { ClipboardPort, copyId } from '../../core/session';
import type { ToastStatus } from '../../core/shared';
import { useService } from './container';

/** Copies an id to the clipboard; `onToast` hears what to say (seed 002 §8), success or why not. */
export function useCopyId(onToast: (status: ToastStatus, message: string) => void): (id: string) => void {
  const clipboard = useService(ClipboardPort);
  return (id) => void copyId(clipboard, id).then((said) => onToast(said.status, said.message));
}
