import { Alert, Button, CloseButton, Dialog, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormFields } from './form-fields';

export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly placeholder?: string;
  readonly helper?: string;
  /** Shown but not editable (an existing record's key). */
  readonly readOnly?: boolean;
  /** A dropdown of these choices instead of a text field; `placeholder` is its empty first choice. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The input type of a text field (email...). */
  readonly type?: string;
}

export type FormValues = Readonly<Record<string, string>>;

export interface FormDialogProps<V extends FormValues> {
  readonly open: boolean;
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly initialValues: V;
  /** The message the core's validation (or the server) gave for the last submit. */
  readonly error?: string;
  /** Messages of single fields, shown under each (seed 002 §5's per-field messages). */
  readonly fieldErrors?: Readonly<Record<string, string | undefined>>;
  readonly busy?: boolean;
  readonly submitLabel: string;
  /** What the submit button reads while busy (seed 002 §4: 'Saving', 'Updating'); a spinner alone when absent. */
  readonly busyLabel?: string;
  /** The submit button waits for something the fields do not hold (a choice in a picker). */
  readonly submitDisabled?: boolean;
  /**
   * False keeps the dialog open when focus or a click lands outside it: a dialog opened from a menu
   * would otherwise close when the menu hands focus back to its button.
   */
  readonly closeOnInteractOutside?: boolean;
  readonly onSubmit: (values: V) => void;
  /** Each change of a field, for a core rule that judges the values as they are typed (R002-5-03). */
  readonly onValuesChange?: (values: V) => void;
  readonly onClose: () => void;
  /** Shown at the start of the footer, e.g. a Delete button. */
  readonly secondaryAction?: ReactNode;
  /** Controls that are not text fields (a switch, a key-value editor), below the fields; the page keeps their values. */
  readonly children?: ReactNode;
  /** A side panel at the end of the page instead of a centred dialog (seed 002 §2.2's connection form). */
  readonly side?: boolean;
}

/**
 * The console's one form: a dialog of labelled text fields. It only collects values; the rules that
 * judge them live in core and come back as `error`, so every screen validates the same way.
 */
export function FormDialog<V extends FormValues>({
  open, title, fields, initialValues, error, fieldErrors, busy, submitLabel, busyLabel, submitDisabled, closeOnInteractOutside, onSubmit, onValuesChange, onClose, secondaryAction, children, side,
}: FormDialogProps<V>) {
  const [values, setValues] = useState<V>(initialValues);
  useEffect(() => {
    if (open) setValues(initialValues);
  }, [open, initialValues]);

  const change = (name: string, next: V[keyof V]) => {
    const changed = { ...values, [name]: next };
    setValues(changed);
    onValuesChange?.(changed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit(values);
  };

  // A drawer has a dialog's parts under the same names: one form renders in either.
  const Shell = (side ? Drawer : Dialog) as typeof Dialog;
  return (
    <Shell.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      closeOnInteractOutside={closeOnInteractOutside}
      placement={side ? undefined : 'center'}
      size={side ? 'lg' : 'md'}
    >
      <Portal>
        <Shell.Backdrop />
        <Shell.Positioner>
          <Shell.Content asChild>
            <form onSubmit={submit} noValidate>
              <Shell.Header>
                <Shell.Title>{title}</Shell.Title>
              </Shell.Header>
              <Shell.Body overflowY="auto">
                <Stack gap="4">
                  <FormFields fields={fields} values={values} error={error} fieldErrors={fieldErrors} busy={busy} onChange={change} />
                  {children}
                  {error && (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Shell.Body>
              <Shell.Footer justifyContent="space-between">
                <div>{secondaryAction}</div>
                <HStack>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="blue" loading={busy} loadingText={busyLabel} disabled={submitDisabled}>
                    {submitLabel}
                  </Button>
                </HStack>
              </Shell.Footer>
              <Shell.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Shell.CloseTrigger>
            </form>
          </Shell.Content>
        </Shell.Positioner>
      </Portal>
    </Shell.Root>
  );
}
