import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';

export interface FormField {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly placeholder?: string;
  readonly helper?: string;
}

export type FormValues = Readonly<Record<string, string>>;

export interface FormDialogProps<V extends FormValues> {
  readonly open: boolean;
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly initialValues: V;
  /** The message the core's validation (or the server) gave for the last submit. */
  readonly error?: string;
  readonly busy?: boolean;
  readonly submitLabel: string;
  readonly onSubmit: (values: V) => void;
  readonly onClose: () => void;
  /** Shown at the start of the footer, e.g. a Delete button. */
  readonly secondaryAction?: ReactNode;
}

/**
 * The console's one form: a dialog of labelled text fields. It only collects values; the rules that
 * judge them live in core and come back as `error`, so every screen validates the same way.
 */
export function FormDialog<V extends FormValues>({
  open, title, fields, initialValues, error, busy, submitLabel, onSubmit, onClose, secondaryAction,
}: FormDialogProps<V>) {
  const [values, setValues] = useState<V>(initialValues);
  useEffect(() => {
    if (open) setValues(initialValues);
  }, [open, initialValues]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {fields.map((field) => {
                    const value = values[field.name] ?? '';
                    const Control = field.multiline ? Textarea : Input;
                    return (
                      <Field.Root key={field.name} required={field.required} invalid={Boolean(error) && field.required && value.trim() === ''}>
                        <Field.Label>
                          {field.label}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Control
                          name={field.name}
                          value={value}
                          placeholder={field.placeholder}
                          autoComplete="off"
                          disabled={busy}
                          onChange={(event: { target: { value: string } }) =>
                            setValues((current) => ({ ...current, [field.name]: event.target.value }))
                          }
                        />
                        {field.helper && <Field.HelperText>{field.helper}</Field.HelperText>}
                      </Field.Root>
                    );
                  })}
                  {error && (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between">
                <div>{secondaryAction}</div>
                <HStack>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="blue" loading={busy}>
                    {submitLabel}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
