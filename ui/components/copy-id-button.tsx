import { IconButton } from '@chakra-ui/react';
import { ClipboardPort, COPY_ID, copyId } from '../../core/session';
import { useService } from '../hooks/container';
import { CopyIcon } from './icons';
import { notify } from './toaster';

/** Copies a resource's id for a chat or a ticket, and toasts that it did (seed 002 §8). */
export function CopyIdButton({ id }: { readonly id: string }) {
  const clipboard = useService(ClipboardPort);
  return (
    <IconButton
      size="sm"
      variant="outline"
      aria-label={COPY_ID}
      title={`${COPY_ID}: ${id}`}
      onClick={() => void copyId(clipboard, id).then((said) => notify(said.status, said.message))}
    >
      <CopyIcon />
    </IconButton>
  );
}
