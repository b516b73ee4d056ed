import { parse } from 'yaml';

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * R002-2-2-32 and 33: what an editor's text (JSON or YAML; YAML reads JSON too) makes of the value it
 * edits: an empty text resets it to an empty object; a text that does not parse, or is not an object,
 * leaves the value as it was.
 */
export function applyEditorText(previous: Json, text: string): Json {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = parse(text);
    return isObject(parsed) ? parsed : previous;
  } catch {
    return previous;
  }
}

/** Labels keep only text values (the labels map of seed 002 §3). */
export const labelsOf = (value: Json): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)]));
