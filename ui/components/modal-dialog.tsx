import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly onClose: () => void;
  /** The buttons under the body; the × in the corner is always there. */
  readonly footer: ReactNode;
  readonly children: ReactNode;
  readonly size?: Dialog.RootProps['size'];
  /** False where closing by accident would lose something (a one-time token). */
  readonly closeOnInteractOutside?: boolean;
}

/** A centred modal with a title, a body, a footer and a × close; Escape and the × call `onClose`. */
export function ModalDialog({ open, title, onClose, footer, children, size = 'lg', closeOnInteractOutside = true }: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      placement="center"
      closeOnInteractOutside={closeOnInteractOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
