import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Seed 000 §2.2 / seed 002 §9: toasts top-right, 5 s, with a close button. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 5 });

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export function notify(status: ToastStatus, message: string, description?: string) {
  toaster.create({ type: status, title: message, description, duration: TOAST_DURATION_MS, closable: true });
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
