import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST } from '../../core/session';

/** Core's corners in Chakra's words (seed 000 §2.2: top-right, 5 s, a close button). */
const PLACEMENT = { 'top-right': 'top-end' } as const;

export const toaster = createToaster({ placement: PLACEMENT[TOAST.corner], duration: TOAST.durationMs, pauseOnPageIdle: true, max: 5 });

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export function notify(status: ToastStatus, message: string, description?: string) {
  toaster.create({ type: status, title: message, description, duration: TOAST.durationMs, closable: TOAST.closeButton });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
