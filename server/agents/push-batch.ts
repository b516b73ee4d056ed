import { isUuid } from '../../core/shared/ids';

/** What an agent pushes (`POST /api/push`): its canaries, checks and check statuses. */
export interface PushBatch {
  canaries: PushedCanary[];
  checks: PushedCheck[];
  check_statuses: PushedStatus[];
}

export interface PushedCanary {
  id: string;
  name: string;
  namespace: string;
  labels: Record<string, unknown> | null;
  annotations: Record<string, unknown> | null;
  spec: Record<string, unknown>;
  source: string | null;
  created_at: string | null;
  deleted_at: string | null;
}

export interface PushedCheck {
  id: string;
  canary_id: string;
  type: string;
  name: string;
  namespace: string | null;
  description: string | null;
  icon: string | null;
  labels: Record<string, unknown> | null;
  owner: string | null;
  severity: string | null;
  status: 'healthy' | 'unhealthy' | null;
  spec: Record<string, unknown> | null;
  last_runtime: string | null;
  next_runtime: string | null;
  created_at: string | null;
  deleted_at: string | null;
}

export interface PushedStatus {
  check_id: string;
  time: string;
  status: boolean;
  duration: number | null;
  invalid: boolean | null;
  message: string | null;
  error: string | null;
  details: unknown;
}

export const MAX_PUSH_ROWS = 10_000;

export class PushRejected extends Error {}

type Row = Record<string, unknown>;
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function field(row: Row, key: string, where: string) {
  return {
    uuid(required = true): string {
      const value = row[key];
      if (value === undefined || value === null) {
        if (required) throw new PushRejected(`${where}.${key}: is required`);
        return '';
      }
      if (!isUuid(value)) throw new PushRejected(`${where}.${key}: must be a UUID`);
      return value.toLowerCase();
    },
    text(required = false, max = 2000): string | null {
      const value = row[key];
      if (value === undefined || value === null || value === '') {
        if (required) throw new PushRejected(`${where}.${key}: is required`);
        return null;
      }
      if (typeof value !== 'string') throw new PushRejected(`${where}.${key}: must be text`);
      if (value.length > max) throw new PushRejected(`${where}.${key}: is longer than ${max} characters`);
      return value;
    },
    time(required = false): string | null {
      const value = row[key];
      if (value === undefined || value === null) {
        if (required) throw new PushRejected(`${where}.${key}: is required`);
        return null;
      }
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new PushRejected(`${where}.${key}: must be an RFC 3339 time`);
      return new Date(value).toISOString();
    },
    object(required = false): Row | null {
      const value = row[key];
      if (value === undefined || value === null) {
        if (required) throw new PushRejected(`${where}.${key}: is required`);
        return null;
      }
      if (!isObject(value)) throw new PushRejected(`${where}.${key}: must be an object`);
      return value;
    },
    boolean(required = false): boolean | null {
      const value = row[key];
      if (value === undefined || value === null) {
        if (required) throw new PushRejected(`${where}.${key}: is required`);
        return null;
      }
      if (typeof value !== 'boolean') throw new PushRejected(`${where}.${key}: must be true or false`);
      return value;
    },
  };
}

function list(body: Row, key: keyof PushBatch): Row[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PushRejected(`${key}: must be a list`);
  value.forEach((row, i) => {
    if (!isObject(row)) throw new PushRejected(`${key}[${i}]: must be an object`);
  });
  return value as Row[];
}

function canary(row: Row, i: number): PushedCanary {
  const f = (key: string) => field(row, key, `canaries[${i}]`);
  return {
    id: f('id').uuid(),
    name: f('name').text(true, 255)!,
    namespace: f('namespace').text(false, 255) ?? 'default',
    labels: f('labels').object(),
    annotations: f('annotations').object(),
    spec: f('spec').object() ?? {},
    source: f('source').text(false, 255),
    created_at: f('created_at').time(),
    deleted_at: f('deleted_at').time(),
  };
}

function check(row: Row, i: number): PushedCheck {
  const f = (key: string) => field(row, key, `checks[${i}]`);
  const status = f('status').text(false, 20);
  if (status !== null && status !== 'healthy' && status !== 'unhealthy') {
    throw new PushRejected(`checks[${i}].status: must be healthy or unhealthy`);
  }
  return {
    id: f('id').uuid(),
    canary_id: f('canary_id').uuid(),
    type: f('type').text(true, 100)!,
    name: f('name').text(true, 500)!,
    namespace: f('namespace').text(false, 255),
    description: f('description').text(),
    icon: f('icon').text(false, 255),
    labels: f('labels').object(),
    owner: f('owner').text(false, 255),
    severity: f('severity').text(false, 50),
    status: status as PushedCheck['status'],
    spec: f('spec').object(),
    last_runtime: f('last_runtime').time(),
    next_runtime: f('next_runtime').time(),
    created_at: f('created_at').time(),
    deleted_at: f('deleted_at').time(),
  };
}

function status(row: Row, i: number): PushedStatus {
  const f = (key: string) => field(row, key, `check_statuses[${i}]`);
  const duration = row.duration;
  if (duration !== undefined && duration !== null && (!Number.isInteger(duration) || (duration as number) < 0 || (duration as number) > 2_147_483_647)) {
    throw new PushRejected(`check_statuses[${i}].duration: must be a whole number of milliseconds`);
  }
  return {
    check_id: f('check_id').uuid(),
    time: f('time').time(true)!,
    status: f('status').boolean(true)!,
    duration: (duration as number | null | undefined) ?? null,
    invalid: f('invalid').boolean(),
    message: f('message').text(false, 10_000),
    error: f('error').text(false, 10_000),
    details: row.details ?? null,
  };
}

/** Checks every row of a push; the first bad row is named in the PushRejected message. */
export function parsePushBatch(body: unknown): PushBatch {
  if (!isObject(body)) throw new PushRejected('the body must be an object {canaries, checks, check_statuses}');
  const raw = { canaries: list(body, 'canaries'), checks: list(body, 'checks'), check_statuses: list(body, 'check_statuses') };
  const total = raw.canaries.length + raw.checks.length + raw.check_statuses.length;
  if (total > MAX_PUSH_ROWS) throw new PushRejected(`a push holds at most ${MAX_PUSH_ROWS} rows, this one ${total}`);
  const batch: PushBatch = {
    canaries: raw.canaries.map(canary),
    checks: raw.checks.map(check),
    check_statuses: raw.check_statuses.map(status),
  };
  const seen = new Map<string, number>();
  batch.canaries.forEach((c, i) => {
    const key = `${c.namespace}/${c.name}/${c.source ?? ''}`;
    if (seen.has(`id:${c.id}`)) throw new PushRejected(`canaries[${i}].id: repeats canaries[${seen.get(`id:${c.id}`)}]`);
    if (seen.has(key) && !c.deleted_at) throw new PushRejected(`canaries[${i}].name: "${c.name}" repeats canaries[${seen.get(key)}]`);
    seen.set(`id:${c.id}`, i);
    if (!c.deleted_at) seen.set(key, i);
  });
  seen.clear();
  batch.checks.forEach((c, i) => {
    const key = `${c.canary_id}/${c.type}/${c.name}`;
    if (seen.has(`id:${c.id}`)) throw new PushRejected(`checks[${i}].id: repeats checks[${seen.get(`id:${c.id}`)}]`);
    if (seen.has(key)) throw new PushRejected(`checks[${i}].name: "${c.name}" repeats checks[${seen.get(key)}] of the same canary and type`);
    seen.set(`id:${c.id}`, i);
    seen.set(key, i);
  });
  return batch;
}
