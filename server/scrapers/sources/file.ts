import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { extractItems } from '../extract';
import { findFiles } from '../glob';
import { jsonErrorOffset } from '../json-position';
import type { FileEntry } from '../schema';
import { emptyResult, type ScrapeContext, type SourceResult } from './source';

/** The 1-based line of a character offset. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The documents of one file, or the reason it does not parse (with its line). */
export function parseDocuments(text: string, format: 'yaml' | 'json', file: string): { documents: unknown[] } | { error: string } {
  if (format === 'json') {
    try {
      return { documents: [JSON.parse(text)] };
    } catch (error) {
      const offset = jsonErrorOffset(text);
      const line = offset === undefined ? undefined : lineAt(text, offset);
      return { error: `${file}${line === undefined ? '' : `:${line}`}: ${(error as Error).message.split('\n')[0]}` };
    }
  }
  const documents: unknown[] = [];
  for (const document of parseAllDocuments(text)) {
    const problem = document.errors[0];
    if (problem) {
      const line = problem.linePos?.[0].line ?? lineAt(text, problem.pos[0]);
      return { error: `${file}:${line}: ${problem.message.split('\n')[0]}` };
    }
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) documents.push(value);
  }
  return { documents };
}

/** `file[]`: every document of every matching file below the scrape folder, one item each (or each of `items`). */
export async function readFileEntry(entry: FileEntry, context: ScrapeContext): Promise<SourceResult> {
  const result = emptyResult();
  let found;
  try {
    found = await findFiles(context.scrapeDir, entry.paths);
  } catch (error) {
    result.errors.push(`${context.scrapeDir}: ${(error as Error).message}`);
    result.incomplete = true;
    return result;
  }
  if (found.errors.length > 0) {
    result.errors.push(...found.errors);
    result.incomplete = true;
  }
  for (const file of found.files) {
    let text: string;
    try {
      text = await readFile(join(context.scrapeDir, file), 'utf8');
    } catch (error) {
      result.errors.push(`${file}: ${(error as Error).message}`);
      result.failedSources.push(file);
      continue;
    }
    const parsed = parseDocuments(text, entry.format, file);
    if ('error' in parsed) {
      result.errors.push(parsed.error);
      result.failedSources.push(file);
      continue;
    }
    for (const [index, document] of parsed.documents.entries()) {
      const where = parsed.documents.length > 1 ? `${file} (document ${index + 1})` : file;
      const extracted = extractItems(entry, document, file);
      result.items.push(...extracted.items);
      if (extracted.errors.length > 0) {
        result.errors.push(...extracted.errors.map((e) => e.replace(file, where)));
        result.failedSources.push(file);
      }
    }
  }
  return result;
}
