import { parse, stringify } from 'yaml';
import { can } from '../../access';
import { NUMBER_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE, type FormErrors } from '../../shared';
import type { ConfigScraper, ConfigScraperDraft } from './model';
import { credentialComplete } from './scraper-form';
import { SCRAPER_TYPES, SPEC_SETTINGS, scraperType, type ScraperField } from './scraper-types';
import { LINKED_TO_LOCAL_FILE, SPEC_MESSAGES } from './texts';

/** permissions.md and seed 002 §6: writing a scraper needs write on the scraper table. */
export const canWriteScrapers = (roles: readonly string[]): boolean => can(roles, 'config_scrapers', 'write');

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec as the editor shows it. */
export const specYaml = (spec: Readonly<Record<string, unknown>>): string => (Object.keys(spec).length === 0 ? '' : stringify(spec));

export type ParsedSpec = { readonly spec: Record<string, unknown>; readonly error?: undefined } | { readonly spec?: undefined; readonly error: string };

/** The editor's YAML as a spec; an empty text is an empty map (seed 002 §2.2), which validation then refuses. */
export function parseSpec(text: string): ParsedSpec {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : parse(text);
  } catch (error) {
    return { error: SPEC_MESSAGES.notYaml(error instanceof Error ? error.message.split('\n')[0]! : String(error)) };
  }
  return isMap(value) ? { spec: value } : { error: SPEC_MESSAGES.notMap };
}

function fieldProblem(field: ScraperField, value: unknown): string | undefined {
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  if (blank) return field.required ? REQUIRED_FIELD_MESSAGE : undefined;
  // R002-4-16: a Secret or ConfigMap reference without its name or key gives no value.
  if (field.kind === 'secret' && !credentialComplete(value)) return REQUIRED_FIELD_MESSAGE;
  if (field.kind === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'boolean' || !Number.isFinite(number)) return NUMBER_FIELD_MESSAGE;
    if (field.min !== undefined && number < field.min) return SPEC_MESSAGES.atLeastZero;
  }
  return undefined;
}

/**
 * Seed 002 §5 on a spec: at least one scraper type, each a list of entries, each entry with its required
 * fields and its numbers at 0 or more. The first problem, with the field's path; none: undefined.
 */
export function specProblem(spec: Readonly<Record<string, unknown>>): string | undefined {
  const types = Object.keys(spec).filter((key) => !(SPEC_SETTINGS as readonly string[]).includes(key));
  for (const key of types) if (!scraperType(key)) return SPEC_MESSAGES.unknownType(key);
  if (types.length === 0) return SPEC_MESSAGES.noType(SCRAPER_TYPES.map((t) => t.type).join(', '));
  for (const key of types) {
    const entries = spec[key];
    if (!Array.isArray(entries)) return SPEC_MESSAGES.notList(key);
    for (const [index, entry] of entries.entries()) {
      const at = `${key}[${index}]`;
      if (!isMap(entry)) return `${at}: ${SPEC_MESSAGES.notMap}`;
      for (const field of scraperType(key)!.fields) {
        const problem = fieldProblem(field, entry[field.name]);
        if (problem) return `${at}.${field.name}: ${problem}`;
      }
    }
  }
  return undefined;
}

/** The editor's form: a name, and a spec that parses and passes §5. */
export function validateScraperDraft(draft: ConfigScraperDraft): FormErrors {
  const name = draft.name.trim() === '' ? REQUIRED_FIELD_MESSAGE : undefined;
  const parsed = parseSpec(draft.spec);
  const message = parsed.error ?? specProblem(parsed.spec!);
  return { message, fields: name ? { name } : undefined };
}

/** The scraper types a spec declares, in the table's order. */
export const scraperTypesOf = (spec: Readonly<Record<string, unknown>>): string[] =>
  SCRAPER_TYPES.filter((t) => t.type in spec).map((t) => t.type);

export const scheduleOf = (spec: Readonly<Record<string, unknown>>): string => (typeof spec.schedule === 'string' ? spec.schedule : '');

/** Seed 002 §2.2: ConfigFile reads 'Linked to local file'. */
export const sourceLabel = (source: string): string => (source === 'ConfigFile' ? LINKED_TO_LOCAL_FILE : source);

export const EMPTY_SCRAPER: ConfigScraperDraft = { name: '', spec: '' };

export const scraperDraftOf = (scraper: ConfigScraper): ConfigScraperDraft => ({ name: scraper.name, spec: specYaml(scraper.spec) });
