import { Button, Code } from '@chakra-ui/react';
import { ModalDialog } from './modal-dialog';

/** An error's whole text in a modal (a notification's or a queue's most common error), kept as written. */
export function ErrorTextDialog({ shown, onClose }: { shown?: { readonly title: string; readonly error: string }; onClose: () => void }) {
  return (
    <ModalDialog open={shown !== undefined} title={shown?.title ?? ''} onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Code as="pre" display="block" p="3" fontSize="xs" whiteSpace="pre-wrap">
        {shown?.error}
      </Code>
    </ModalDialog>
  );
}
