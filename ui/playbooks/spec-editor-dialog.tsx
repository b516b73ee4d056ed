import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { readPlaybookSpec, type PlaybookDraft } from '../../core/playbooks';
import { ModalDialog } from '../components/modal-dialog';
import { YamlEditor } from '../components/yaml-editor';

export interface SpecEditorDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** The draft the machine opened the form with; the dialog keeps the edits until it sends them. */
  readonly draft: PlaybookDraft;
  readonly errors?: Readonly<Record<string, string | undefined>>;
  readonly busy: boolean;
  /** A Delete button beside the others, for who may delete. */
  readonly onDelete?: () => void;
  readonly onSave: (draft: PlaybookDraft) => void;
  readonly onClose: () => void;
}

/** The playbook spec editor (seed 002 §2.3): a name and the YAML spec, its schema problems marked at their lines. */
export function SpecEditorDialog({ open, title, draft, errors, busy, onDelete, onSave, onClose }: SpecEditorDialogProps) {
  const [edited, setEdited] = useState({ from: draft, name: draft.name, spec: draft.spec });
  if (edited.from !== draft) setEdited({ from: draft, name: draft.name, spec: draft.spec });
  // The marks follow the text as it is typed; the form's errors are what the last Save was refused for.
  const marks = useMemo(
    () => readPlaybookSpec(edited.spec).problems.flatMap((p) => (p.line === undefined ? [] : [{ line: p.line, text: `${p.path ? `${p.path} ` : ''}${p.message}` }])),
    [edited.spec],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave({ name: edited.name, spec: edited.spec });
  };
  return (
    <ModalDialog
      open={open}
      title={title}
      size="xl"
      onClose={() => !busy && onClose()}
      closeOnInteractOutside={false}
      footer={
        <HStack justify="space-between" width="full">
          <div>
            {onDelete && (
              <Button variant="ghost" colorPalette="red" onClick={onDelete} disabled={busy}>
                Delete
              </Button>
            )}
          </div>
          <HStack>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button colorPalette="blue" type="submit" form="playbook-spec-form" loading={busy}>
              Save
            </Button>
          </HStack>
        </HStack>
      }
    >
      <form id="playbook-spec-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={errors?.name !== undefined}>
            <Field.Label>
              Name
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" value={edited.name} autoComplete="off" disabled={busy} onChange={(e) => setEdited({ ...edited, name: e.target.value })} />
            {errors?.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={errors?.spec !== undefined}>
            <Field.Label>
              Spec
              <Field.RequiredIndicator />
            </Field.Label>
            <YamlEditor aria-label="Spec" value={edited.spec} marks={marks} readOnly={busy} onChange={(spec) => setEdited({ ...edited, spec })} />
            {errors?.spec && (
              <Field.ErrorText as="div">
                {errors.spec.split('\n').map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Field.ErrorText>
            )}
          </Field.Root>
        </Stack>
      </form>
    </ModalDialog>
  );
}
