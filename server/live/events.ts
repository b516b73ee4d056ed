import { can, type Resource } from '../../core/access';

/** One change as a stream carries it (DECISIONS §31); `seq` is its id in live_events and the SSE id. */
export interface LiveEvent {
  readonly seq: number;
  readonly kind: string;
  readonly id: string;
  /** What the resource belongs to: a comment's incident, an action's run, a change's config item. */
  readonly parent: string | null;
  readonly op: string;
  readonly at: string;
  /** Absent when it would not fit a NOTIFY: the reader refetches. */
  readonly row?: unknown;
}

/** Which permission a reader needs for each kind (permissions.md's map of relations to resources). */
const RESOURCE_OF: Readonly<Record<string, Resource>> = {
  'check.status': 'canaries',
  'component.health': 'topologies',
  incident: 'incident',
  hypothesis: 'incident',
  comment: 'comments',
  evidence: 'evidences',
  'config.change': 'catalog',
  'playbook.run': 'playbook_runs',
  'playbook.action': 'playbook_runs',
  'agent.seen': 'agents',
  connection: 'connections',
};

/** A kind nobody mapped is nobody's: a new trigger cannot leak before it is given its resource. */
export function mayRead(roles: readonly string[], kind: string): boolean {
  const resource = RESOURCE_OF[kind];
  return resource !== undefined && can(roles, resource, 'read');
}

export function parseNotification(payload: string): LiveEvent | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof parsed.seq !== 'number' || typeof parsed.kind !== 'string' || typeof parsed.id !== 'string') return undefined;
    // A row-less event (a connection, a deleted row, one too long) has none, rather than null.
    const { row, ...event } = parsed as LiveEvent;
    return (row === null || row === undefined ? event : { ...event, row }) as LiveEvent;
  } catch {
    return undefined;
  }
}

/** SSE framing: the data is one line of JSON, so it needs no splitting. */
export function eventText(event: LiveEvent): string {
  const { seq, ...data } = event;
  return `id: ${seq}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const resyncText = (lastSeq: number) => `id: ${lastSeq}\nevent: resync\ndata: {}\n\n`;
