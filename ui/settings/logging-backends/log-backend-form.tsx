import { Box, Field } from '@chakra-ui/react';
import type { LogBackend, LogBackendDraft } from '../../../core/settings/logging-backends';
import type { CollectionFormSpec } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { YamlEditor } from '../../components/yaml-editor';

/** R002-2-2-97: Labels and the YAML Spec below the name, each with its problem under it. */
export const logBackendEditors: CollectionFormSpec<LogBackend, LogBackendDraft>['controls'] = (draft, change, busy, errors) => (
  <>
    <Field.Root invalid={errors?.labels !== undefined}>
      <Field.Label>Labels</Field.Label>
      <Box w="full">
        <YamlEditor value={draft.labels} onChange={(labels) => change({ ...draft, labels })} aria-label="Labels" readOnly={busy} height={80} />
      </Box>
      {errors?.labels && <Field.ErrorText>{errors.labels}</Field.ErrorText>}
    </Field.Root>
    <Field.Root invalid={errors?.spec !== undefined}>
      <Field.Label>Spec</Field.Label>
      <Box w="full">
        <YamlEditor value={draft.spec} onChange={(spec) => change({ ...draft, spec })} aria-label="Spec" readOnly={busy} height={200} />
      </Box>
      {errors?.spec && <Field.ErrorText>{errors.spec}</Field.ErrorText>}
    </Field.Root>
  </>
);

export const LOG_BACKEND_NEW_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', required: true }];
// Seed 002 §2.2: the name cannot change once the backend exists.
export const LOG_BACKEND_EDIT_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', readOnly: true }];
