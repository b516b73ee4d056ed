import type { PlaybookRunAction } from '../model';

/** R002-2-3-11: a log link in an action's output is a link only when it is an http or https URL. */
export const linkable = (url: string): boolean => /^https?:\/\//i.test(url.trim());

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What an action printed: stdout, stderr and logs when it has them (seed 002 §3). */
export function printedOutput(result: Readonly<Record<string, unknown>> | undefined) {
  return { stdout: text(result?.stdout), stderr: text(result?.stderr), logs: text(result?.logs) };
}

/** A result with none of stdout, stderr and logs is structured: it downloads as JSON. */
export function isStructured(result: Readonly<Record<string, unknown>> | undefined): boolean {
  const { stdout, stderr, logs } = printedOutput(result);
  return stdout === undefined && stderr === undefined && logs === undefined;
}

/** R002-2-3-12: the playbook's name and the run's start time, .log for text and .json for a structured result. */
export function logFileName(playbookName: string, startTime: string | undefined, structured: boolean): string {
  const when = (startTime ?? '').replaceAll(':', '-');
  return `${playbookName}${when ? `-${when}` : ''}.${structured ? 'json' : 'log'}`;
}

/** The downloaded file of an action's result: its name, content and media type. */
export function logFile(playbookName: string, startTime: string | undefined, action: PlaybookRunAction) {
  const structured = isStructured(action.result);
  const { stdout, stderr, logs } = printedOutput(action.result);
  return {
    name: logFileName(playbookName, startTime, structured),
    content: structured ? JSON.stringify(action.result ?? {}, null, 2) : [stdout, stderr, logs].filter((part) => part !== undefined).join('\n'),
    mediaType: structured ? 'application/json' : 'text/plain',
  };
}
