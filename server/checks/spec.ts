import { parseGoDuration } from './go-duration';
import { parseSchedule } from './schedule';

/** The check types this server runs itself. */
export const RUNNABLE_TYPES = ['http', 'tcp', 'dns', 'icmp', 'exec'] as const;
export type RunnableType = (typeof RUNNABLE_TYPES)[number];
export const isRunnableType = (type: string): type is RunnableType => (RUNNABLE_TYPES as readonly string[]).includes(type);

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const DNS_QUERY_TYPES = ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'NS', 'SRV', 'PTR'] as const;
export type DnsQueryType = (typeof DNS_QUERY_TYPES)[number];

interface CommonSpec {
  name?: string;
  description?: string;
  icon?: string;
  labels?: Record<string, string>;
  /** Milliseconds (a number) or a duration such as `10s`. */
  timeout?: number | string;
}

export interface HttpCheckSpec extends CommonSpec {
  url: string;
  method?: string;
  /** `{Name: value}` or canary-checker's `[{name, value}]`. */
  headers?: Record<string, string> | { name: string; value: string }[];
  body?: string;
  responseCodes?: number[];
  responseContent?: string;
  thresholdMillis?: number;
}

export interface TcpCheckSpec extends CommonSpec {
  endpoint: string;
  thresholdMillis?: number;
}

export interface DnsCheckSpec extends CommonSpec {
  server?: string;
  port?: number;
  query: string;
  querytype?: string;
  exactreply?: string[];
  minrecords?: number;
  thresholdMillis?: number;
}

export interface IcmpCheckSpec extends CommonSpec {
  endpoint: string;
}

export interface ExecCheckSpec extends CommonSpec {
  script: string;
}

export interface CheckSpecByType {
  http: HttpCheckSpec;
  tcp: TcpCheckSpec;
  dns: DnsCheckSpec;
  icmp: IcmpCheckSpec;
  exec: ExecCheckSpec;
}

/** canary-checker's spec: `{schedule, http: [...], tcp: [...], dns: [...], icmp: [...], exec: [...]}`; other keys are kept. */
export interface CanarySpec {
  schedule?: string;
  interval?: number;
  http?: HttpCheckSpec[];
  tcp?: TcpCheckSpec[];
  dns?: DnsCheckSpec[];
  icmp?: IcmpCheckSpec[];
  exec?: ExecCheckSpec[];
  [other: string]: unknown;
}

export type SpecValidation = { ok: true; spec: CanarySpec } | { ok: false; field: string; error: string };

class SpecError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(entry: Record<string, unknown>, key: string, path: string) {
  if (entry[key] !== undefined && typeof entry[key] !== 'string') throw new SpecError(`${path}.${key}`, 'must be text');
}

function requiredString(entry: Record<string, unknown>, key: string, path: string): string {
  const value = entry[key];
  if (typeof value !== 'string' || value.trim() === '') throw new SpecError(`${path}.${key}`, 'is required');
  return value;
}

function optionalNumber(entry: Record<string, unknown>, key: string, path: string, min = 0, max = Number.MAX_SAFE_INTEGER) {
  const value = entry[key];
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new SpecError(`${path}.${key}`, max === Number.MAX_SAFE_INTEGER ? `must be a number of at least ${min}` : `must be a number from ${min} to ${max}`);
  }
}

function validTimeout(entry: Record<string, unknown>, path: string) {
  const value = entry.timeout;
  if (value === undefined) return;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? parseGoDuration(value) : undefined;
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0 || ms > 600_000) {
    throw new SpecError(`${path}.timeout`, 'must be milliseconds or a duration such as 10s, at most 10m');
  }
}

function hostPort(text: string, path: string) {
  const match = /^(\[[^\]]+\]|[^:\s]+):(\d+)$/.exec(text.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) throw new SpecError(path, 'must be host:port with a port from 1 to 65535');
}

const validators: { [T in RunnableType]: (entry: Record<string, unknown>, path: string) => void } = {
  http(entry, path) {
    const url = requiredString(entry, 'url', path);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new SpecError(`${path}.url`, 'must be an absolute http or https URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new SpecError(`${path}.url`, 'must be an absolute http or https URL');
    if (entry.method !== undefined && !(HTTP_METHODS as readonly unknown[]).includes(String(entry.method).toUpperCase())) {
      throw new SpecError(`${path}.method`, `must be one of ${HTTP_METHODS.join(', ')}`);
    }
    const headers = entry.headers;
    if (Array.isArray(headers)) {
      headers.forEach((h, i) => {
        if (!isObject(h) || typeof h.name !== 'string' || h.name === '' || typeof h.value !== 'string') {
          throw new SpecError(`${path}.headers[${i}]`, 'must be {name, value} with text values');
        }
      });
    } else if (headers !== undefined) {
      if (!isObject(headers)) throw new SpecError(`${path}.headers`, 'must be a map of header names to text values');
      for (const [name, value] of Object.entries(headers)) {
        if (typeof value !== 'string') throw new SpecError(`${path}.headers.${name}`, 'must be text');
      }
    }
    optionalString(entry, 'body', path);
    optionalString(entry, 'responseContent', path);
    if (entry.responseCodes !== undefined) {
      if (!Array.isArray(entry.responseCodes)) throw new SpecError(`${path}.responseCodes`, 'must be a list of HTTP status codes');
      entry.responseCodes.forEach((code, i) => {
        if (!Number.isInteger(code) || (code as number) < 100 || (code as number) > 599) {
          throw new SpecError(`${path}.responseCodes[${i}]`, 'must be an HTTP status code from 100 to 599');
        }
      });
    }
    optionalNumber(entry, 'thresholdMillis', path);
  },
  tcp(entry, path) {
    hostPort(requiredString(entry, 'endpoint', path), `${path}.endpoint`);
    optionalNumber(entry, 'thresholdMillis', path);
  },
  dns(entry, path) {
    requiredString(entry, 'query', path);
    optionalString(entry, 'server', path);
    optionalNumber(entry, 'port', path, 1, 65535);
    if (entry.querytype !== undefined && !(DNS_QUERY_TYPES as readonly unknown[]).includes(String(entry.querytype).toUpperCase())) {
      throw new SpecError(`${path}.querytype`, `must be one of ${DNS_QUERY_TYPES.join(', ')}`);
    }
    if (entry.exactreply !== undefined && (!Array.isArray(entry.exactreply) || entry.exactreply.some((r) => typeof r !== 'string'))) {
      throw new SpecError(`${path}.exactreply`, 'must be a list of text records');
    }
    optionalNumber(entry, 'minrecords', path);
    optionalNumber(entry, 'thresholdMillis', path);
  },
  icmp(entry, path) {
    requiredString(entry, 'endpoint', path);
  },
  exec(entry, path) {
    requiredString(entry, 'script', path);
  },
};

/** The name a check entry gets in the checks table: its `name`, else what it points at. */
export function checkName(type: RunnableType, entry: Record<string, unknown>): string {
  if (typeof entry.name === 'string' && entry.name.trim() !== '') return entry.name.trim();
  const target = { http: entry.url, tcp: entry.endpoint, dns: entry.query, icmp: entry.endpoint, exec: entry.script }[type];
  return String(target ?? type).split('\n')[0]!.slice(0, 200);
}

/**
 * Checks a canary spec before it is saved or run. The error names the field, e.g.
 * `http[1].url: is required`, so a form can point at it.
 */
export function validateCanarySpec(spec: unknown): SpecValidation {
  try {
    if (!isObject(spec)) throw new SpecError('spec', 'must be an object');
    if (spec.schedule !== undefined) {
      if (typeof spec.schedule !== 'string') throw new SpecError('schedule', 'must be text such as @every 5m');
      try {
        parseSchedule(spec.schedule);
      } catch (error) {
        throw new SpecError('schedule', (error as Error).message);
      }
    }
    optionalNumber(spec, 'interval', 'spec', 1);
    for (const type of RUNNABLE_TYPES) {
      const entries = spec[type];
      if (entries === undefined) continue;
      if (!Array.isArray(entries)) throw new SpecError(type, 'must be a list of checks');
      const names = new Set<string>();
      entries.forEach((entry, i) => {
        const path = `${type}[${i}]`;
        if (!isObject(entry)) throw new SpecError(path, 'must be an object');
        optionalString(entry, 'name', path);
        optionalString(entry, 'description', path);
        validTimeout(entry, path);
        validators[type](entry, path);
        const name = checkName(type, entry);
        if (names.has(name)) throw new SpecError(`${path}.name`, `"${name}" is used by another ${type} check of this canary`);
        names.add(name);
      });
    }
    return { ok: true, spec: spec as CanarySpec };
  } catch (error) {
    if (error instanceof SpecError) return { ok: false, field: error.field.replace(/^spec\./, ''), error: error.message.replace(/^spec\./, '') };
    throw error;
  }
}

/** Every runnable check a (valid) canary spec defines, with its table name. */
export function checksOfSpec(spec: CanarySpec): { type: RunnableType; name: string; spec: Record<string, unknown> }[] {
  return RUNNABLE_TYPES.flatMap((type) =>
    ((spec[type] as Record<string, unknown>[] | undefined) ?? []).map((entry) => ({ type, name: checkName(type, entry), spec: entry })),
  );
}
