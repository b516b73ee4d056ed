import { Document, isMap as isYamlMap, isSeq, parseDocument } from 'yaml';
import { credentialFilled, fromEnvVarSource, type CredentialInput, type EnvVarSource } from '../../shared';
import { SCRAPER_TYPES, scraperType, type ScraperField, type ScraperType } from './scraper-types';

/**
 * The scraper editor's form per type (seed 002 §3, §5, §9): it edits the spec's YAML, so the form and
 * the YAML view never disagree. The form shows the first entry of the spec's first scraper type; a spec
 * with several types or entries keeps the others, edited in the YAML.
 */
export type ScraperFormValue = string | CredentialInput;

export interface ScraperFormField {
  readonly field: ScraperField;
  /** Text for text, number and list fields (a list comma-separated), 'true', 'false' or '' for a boolean, a credential for a secret. */
  readonly value: ScraperFormValue;
}

export type ScraperFormView =
  /** The YAML does not parse, or is not a map: only the YAML view edits it. */
  | { readonly kind: 'unreadable' }
  | {
      readonly kind: 'form';
      /** The spec's first scraper type; none yet on a new scraper. */
      readonly type: ScraperType | undefined;
      readonly schedule: string;
      /** The fields of the form (maps stay in the YAML). */
      readonly fields: readonly ScraperFormField[];
    };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readDocument(text: string): Document | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  if (doc.contents === null) return doc;
  return isYamlMap(doc.contents) ? doc : undefined;
}

/** A secret-or-value as stored: a literal string (R002-3-55) or §3's structured form. */
function credentialOf(value: unknown): CredentialInput {
  if (typeof value === 'string' || typeof value === 'number') return fromEnvVarSource({ value: String(value) });
  return fromEnvVarSource(isRecord(value) ? (value as EnvVarSource) : undefined);
}

function formValue(field: ScraperField, value: unknown): ScraperFormValue {
  if (field.kind === 'secret') return credentialOf(value);
  if (value === undefined || value === null) return '';
  if (field.kind === 'list') return Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const firstType = (spec: Record<string, unknown>): ScraperType | undefined => SCRAPER_TYPES.find((t) => t.type in spec);

export function scraperFormView(text: string): ScraperFormView {
  const doc = readDocument(text);
  if (!doc) return { kind: 'unreadable' };
  const spec = (doc.toJS() ?? {}) as Record<string, unknown>;
  const type = firstType(spec);
  const entries = type ? spec[type.type] : undefined;
  const entry = Array.isArray(entries) && isRecord(entries[0]) ? entries[0] : {};
  return {
    kind: 'form',
    type,
    schedule: typeof spec.schedule === 'string' ? spec.schedule : '',
    fields: (type?.fields ?? []).filter((field) => field.kind !== 'map').map((field) => ({ field, value: formValue(field, entry[field.name]) })),
  };
}

/**
 * A new spec of one type: its schedule (the type's default, R002-9-21) and one entry holding the type's
 * defaults; the recurrence settings of the spec it replaces (retention, full) are kept.
 */
export function chooseScraperFormType(text: string, type: string): string {
  const chosen = scraperType(type);
  if (!chosen) return text;
  const old = (readDocument(text)?.toJS() ?? {}) as Record<string, unknown>;
  const spec: Record<string, unknown> = {};
  const schedule = typeof old.schedule === 'string' && old.schedule !== '' ? old.schedule : chosen.schedule;
  if (schedule) spec.schedule = schedule;
  for (const key of ['retention', 'full']) if (key in old) spec[key] = old[key];
  spec[type] = [{ ...chosen.defaults }];
  return new Document(spec).toString();
}

/** What a field's form value is in the spec; undefined removes it. */
function specValue(field: ScraperField, value: ScraperFormValue): unknown {
  if (typeof value !== 'string') {
    // A reference is kept while it lacks its name or key, so the field stays in its mode; §5 refuses it on save.
    if (value.mode === 'static') return value.value === '' ? undefined : { value: value.value };
    const ref = { name: value.name, key: value.key };
    return { valueFrom: value.mode === 'secret' ? { secretKeyRef: ref } : { configMapKeyRef: ref } };
  }
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  switch (field.kind) {
    case 'number':
      // Not a number: kept as typed, and §5 says so.
      return Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
    case 'boolean':
      return trimmed === 'true';
    case 'list':
      return trimmed.split(',').map((item) => item.trim()).filter((item) => item !== '');
    default:
      return value;
  }
}

/** The spec with one field of the form's entry changed; a YAML the form cannot read is left as it is. */
export function changeScraperFormField(text: string, name: string, value: ScraperFormValue): string {
  const doc = readDocument(text);
  const view = scraperFormView(text);
  if (!doc || view.kind !== 'form' || !view.type) return text;
  const field = view.type.fields.find((f) => f.name === name);
  if (!field) return text;
  const entries = doc.get(view.type.type);
  if (!isSeq(entries) || entries.items.length === 0 || !isYamlMap(entries.items[0])) doc.set(view.type.type, doc.createNode([{}]));
  const next = specValue(field, value);
  if (next === undefined) doc.deleteIn([view.type.type, 0, name]);
  else doc.setIn([view.type.type, 0, name], doc.createNode(next));
  return doc.toString();
}

/** The spec with its schedule changed (R002-9-17's choices); an empty one removes it. */
export function changeScraperSchedule(text: string, schedule: string): string {
  const doc = readDocument(text);
  if (!doc || (schedule === '' && doc.contents === null)) return text;
  if (schedule === '') doc.delete('schedule');
  else doc.set('schedule', schedule);
  return doc.toString();
}

/** §5 on a secret-or-value field: a reference needs both its name and its key. */
export const credentialComplete = (value: unknown): boolean => value === undefined || credentialFilled(credentialOf(value));
