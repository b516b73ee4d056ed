import { IconButton } from '@chakra-ui/react';
import { COPY_ID } from '../../core/session';
import { useCopyId } from '../hooks/clipboard';
import { CopyIcon } from './icons';
import { notify } from './toaster';

/** Copies a resource's id for a chat or a ticket, and toasts that it did (seed 002 §8). */
export function CopyIdButton({ id }: { readonly id: string }) {
  const copy = useCopyId(notify);
  return (
    <IconButton size="sm" variant="outline" aria-label={COPY_ID} title={`${COPY_ID}: ${id}`} onClick={() => copy(id)}>
      <CopyIcon />
    </IconButton>
  );
}
