import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { entryMatcher, inWindow, pageOf, type LogEntry } from '../log-query';
import { BackendConfigError, type BackendFactory, type LogBackend } from './backend';
import { parseLine } from './line-format';

/** Extensions tried, in order, after the component's name. */
const EXTENSIONS = ['.log', '.jsonl', '.json', ''];

/** The file name a component's log has in the directory: its name with path-unsafe characters replaced. */
export function logFileName(componentName: string): string {
  const safe = componentName.replace(/[^A-Za-z0-9._ -]/g, '_');
  return safe.startsWith('.') ? `_${safe.slice(1)}` : safe;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function findFile(directory: string, componentName: string): Promise<string | undefined> {
  const base = logFileName(componentName);
  for (const extension of EXTENSIONS) {
    const candidate = join(directory, `${base}${extension}`);
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return undefined;
}

/**
 * Logs kept as files in a directory, one per component name (`<name>.log`, `.jsonl` or `.json`): plain
 * text or JSON lines. A line without a time of its own takes the previous line's (a stack trace
 * continues its message), or the file's modification time. A component without a file has no logs.
 */
export function filesLogBackend(directory: string, label: string): LogBackend {
  return {
    async search({ component, query, signal }) {
      try {
        if (!(await stat(directory)).isDirectory()) throw new Error(`${label} is not a directory`);
      } catch (error) {
        if (isMissing(error)) throw new Error(`the directory ${label} does not exist`, { cause: error });
        throw error;
      }
      const file = await findFile(directory, component.name);
      if (!file) return { total: 0, entries: [] };
      const modified = (await stat(file)).mtimeMs;
      const matches = entryMatcher(query);
      const found: LogEntry[] = [];
      const stream = createReadStream(file, { encoding: 'utf8', signal });
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      let number = 0;
      let previous: number | undefined;
      try {
        for await (const line of lines) {
          number++;
          if (line.trim() === '') continue;
          const parsed = parseLine(line);
          const time = parsed.time ?? previous ?? modified;
          previous = time;
          const entry = { id: String(number), time, message: parsed.message, labels: parsed.labels };
          if (inWindow(query, time) && matches(entry)) found.push(entry);
        }
      } finally {
        lines.close();
        stream.destroy();
      }
      return pageOf(found, query);
    },
  };
}

export const filesBackendFactory: BackendFactory = (settings, context, row) => {
  const path = settings.path;
  if (typeof path !== 'string' || path.trim() === '') {
    throw new BackendConfigError(`log backend '${row.name}' needs files.path: the directory holding one log file per component`);
  }
  const directory = isAbsolute(path) ? path : resolve(context.config.dataDir, path);
  return filesLogBackend(directory, path);
};
