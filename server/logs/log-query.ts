/** One log line as the backends produce it; `time` in epoch milliseconds. */
export interface LogEntry {
  id: string;
  time: number;
  message: string;
  labels: Record<string, string>;
}

/** What a backend is asked for: the window, the search, the selector's labels, one page newest first. */
export interface LogQuery {
  start: number;
  end: number;
  /** Case-insensitive words, "quoted phrases", -excluded words and key=value label terms, all required. */
  text?: string;
  labels: Record<string, string>;
  limit: number;
  offset: number;
}

export interface LogPage {
  total: number;
  entries: LogEntry[];
  /** The offset of the next page, when there is one. */
  nextOffset?: number;
}

interface Term {
  negate: boolean;
  label?: string;
  value: string;
}

function terms(text: string | undefined): Term[] {
  const found: Term[] = [];
  for (const match of (text ?? '').matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)) {
    const negate = match[1] === '-';
    const quoted = match[2];
    const word = match[3];
    if (quoted !== undefined) {
      if (quoted !== '') found.push({ negate, value: quoted.toLowerCase() });
      continue;
    }
    if (!word) continue;
    const at = word.indexOf('=');
    if (at > 0 && at < word.length - 1) found.push({ negate, label: word.slice(0, at), value: word.slice(at + 1).toLowerCase() });
    else found.push({ negate, value: word.toLowerCase() });
  }
  return found;
}

/**
 * A label value may list several components (`a,b`): a wanted value matches the whole value or one of
 * its comma-separated parts.
 */
export const labelValueMatches = (actual: string | undefined, wanted: string): boolean =>
  actual !== undefined && (actual === wanted || actual.split(',').some((part) => part.trim() === wanted));

/** Whether an entry passes the search text and the label filter (its time is checked separately). */
export function entryMatcher(query: Pick<LogQuery, 'text' | 'labels'>): (entry: Pick<LogEntry, 'message' | 'labels'>) => boolean {
  const searched = terms(query.text);
  const labels = Object.entries(query.labels);
  return (entry) => {
    if (!labels.every(([key, value]) => labelValueMatches(entry.labels[key], value))) return false;
    const message = entry.message.toLowerCase();
    return searched.every((term) => {
      const hit = term.label !== undefined
        ? (entry.labels[term.label] ?? '').toLowerCase() === term.value
        : message.includes(term.value);
      return hit !== term.negate;
    });
  };
}

export const inWindow = (query: Pick<LogQuery, 'start' | 'end'>, time: number) => time >= query.start && time <= query.end;

/** Newest first (ties keep the later line first), then the page asked for. */
export function pageOf(matches: LogEntry[], query: Pick<LogQuery, 'limit' | 'offset'>): LogPage {
  const sorted = matches
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.time - a.entry.time || b.index - a.index)
    .map(({ entry }) => entry);
  const entries = sorted.slice(query.offset, query.offset + query.limit);
  const next = query.offset + entries.length;
  return { total: sorted.length, entries, ...(next < sorted.length ? { nextOffset: next } : {}) };
}
