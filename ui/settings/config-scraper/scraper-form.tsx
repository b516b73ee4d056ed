import { Box, Stack, Text } from '@chakra-ui/react';
import {
  SCRAPER_FORM_TEXTS, SCRAPER_TYPES, changeScraperFormField, changeScraperSchedule, chooseScraperFormType, scraperFormView,
  type ConfigScraper, type ConfigScraperDraft, type ScraperFormField,
} from '../../../core/settings/config-scraper';
import { SCHEDULE_OPTIONS } from '../../../core/settings/resources';
import type { CollectionFormSpec } from '../../components/collection-page';
import { CredentialField } from '../../components/credential-field';
import type { FormField } from '../../components/form-dialog';
import { FormFields } from '../../components/form-fields';
import { YamlEditor } from '../../components/yaml-editor';

type Controls = NonNullable<CollectionFormSpec<ConfigScraper, ConfigScraperDraft>['controls']>;

const TYPE_FIELD: FormField = {
  name: 'type',
  label: SCRAPER_FORM_TEXTS.type,
  required: true,
  placeholder: SCRAPER_FORM_TEXTS.chooseType,
  options: SCRAPER_TYPES.map((t) => ({ value: t.type, label: t.label })),
};

const scheduleField = (current: string): FormField => ({
  name: 'schedule',
  label: SCRAPER_FORM_TEXTS.schedule,
  placeholder: SCRAPER_FORM_TEXTS.defaultSchedule,
  options: [...new Set([...SCHEDULE_OPTIONS, ...(current ? [current] : [])])].map((s) => ({ value: s, label: s })),
});

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/** A field of the type's entry as the one form shows it; its label is the spec's key, as §5's messages name it. */
const entryField = ({ field }: ScraperFormField): FormField => ({
  name: field.name,
  label: field.name,
  required: field.required,
  type: field.kind === 'number' ? 'number' : undefined,
  options: field.kind === 'boolean' ? BOOLEAN_OPTIONS : undefined,
  helper: field.kind === 'list' ? SCRAPER_FORM_TEXTS.listHelper : undefined,
});

/**
 * The scraper's form per type (seed 002 §3, §5) above its YAML: both edit the same spec. A new scraper
 * picks its type first; an existing one keeps its type.
 */
function scraperSpecControls(chooseType: boolean): Controls {
  return function ScraperSpecControls(draft, change, busy) {
    const view = scraperFormView(draft.spec);
    const setSpec = (spec: string) => change({ ...draft, spec });
    const fields = view.kind === 'form' ? view.fields : [];
    const plain = fields.filter((f) => typeof f.value === 'string');
    const values: Record<string, string> = { type: view.kind === 'form' ? (view.type?.type ?? '') : '', schedule: view.kind === 'form' ? view.schedule : '' };
    for (const f of plain) values[f.field.name] = f.value as string;
    return (
      <Stack gap="3" mt="3">
        {view.kind === 'unreadable' ? (
          <Text fontSize="sm" color="fg.muted">
            {SCRAPER_FORM_TEXTS.unreadable}
          </Text>
        ) : (
          <>
            <FormFields
              fields={[...(chooseType ? [TYPE_FIELD] : []), scheduleField(view.schedule)]}
              values={values}
              busy={busy}
              onChange={(name, value) => setSpec(name === 'type' ? chooseScraperFormType(draft.spec, value) : changeScraperSchedule(draft.spec, value))}
            />
            {view.type && (
              <Stack gap="3" role="group" aria-label={SCRAPER_FORM_TEXTS.entry(view.type.label)}>
                <Text fontSize="sm" fontWeight="medium">
                  {SCRAPER_FORM_TEXTS.entry(view.type.label)}
                </Text>
                <FormFields fields={plain.map(entryField)} values={values} busy={busy} onChange={(name, value) => setSpec(changeScraperFormField(draft.spec, name, value))} />
                {fields.map((f) =>
                  typeof f.value === 'string' ? null : (
                    <CredentialField
                      key={f.field.name}
                      label={f.field.name}
                      value={f.value}
                      required={f.field.required}
                      disabled={busy}
                      onChange={(value) => setSpec(changeScraperFormField(draft.spec, f.field.name, value))}
                    />
                  ),
                )}
              </Stack>
            )}
          </>
        )}
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            Spec
          </Text>
          <YamlEditor value={draft.spec} onChange={setSpec} aria-label="Spec" readOnly={busy} />
        </Box>
      </Stack>
    );
  };
}

export const scraperNewSpecEditor: Controls = scraperSpecControls(true);
export const scraperSpecEditor: Controls = scraperSpecControls(false);

export const SCRAPER_NEW_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', required: true }];
// Seed 002 §2.2: the name cannot change once the scraper exists.
export const SCRAPER_EDIT_FIELDS: readonly FormField[] = [{ name: 'name', label: 'Name', readOnly: true }];
