import { can } from '../../access';
import { stringify } from 'yaml';

/** Seed 002 §2.1: the Config tab shows JSON unless YAML is asked for. */
export type ContentFormat = 'json' | 'yaml';
export const DEFAULT_CONTENT_FORMAT: ContentFormat = 'json';

/** A config's content line by line in the format asked; text that is not JSON is shown as it came. */
export function contentLines(content: unknown, format: ContentFormat): string[] {
  if (content === undefined || content === null) return [];
  let document = content;
  if (typeof content === 'string') {
    try {
      document = JSON.parse(content);
    } catch {
      return content.split('\n');
    }
  }
  const text = format === 'yaml' ? stringify(document, { lineWidth: 0 }).replace(/\n$/, '') : JSON.stringify(document, null, 2);
  return text.split('\n');
}

/** Seed 002 §2.1: the selected lines in the URL's `selected`, repeated or comma-separated; what is not a line number is dropped. */
export function selectedLines(values: readonly string[]): number[] {
  const lines = values.flatMap((value) => value.split(',')).map((text) => Number(text.trim()));
  return [...new Set(lines.filter((line) => Number.isInteger(line) && line > 0))].sort((a, b) => a - b);
}

/** The selected lines (counted from 1) with their text, as config evidence keeps them. */
export const linesOf = (lines: readonly string[], selected: readonly number[]): Record<string, string> =>
  Object.fromEntries(selected.filter((line) => line <= lines.length).map((line) => [String(line), lines[line - 1]!]));

/** Config evidence goes to an incident: who may write incidents may link a config's lines to one. */
export const canLinkConfigToIncident = (roles: readonly string[]): boolean => can(roles, 'incident', 'write');
