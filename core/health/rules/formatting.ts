import { formatPercent } from '../../shared';
import { RUN_NOW_FAILED, RUN_NOW_PASSED, EMPTY_VALUE } from '../texts';
import type { CheckSummary, RunNowResult, Uptime } from '../model';
import { healthColour, lastRunAgeShown, type HealthColour } from './health-colours';

const trimmed = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** Passed runs as a share of all runs, 0 to 100; undefined when the check has not run. */
export function uptimePercent(uptime: Pick<Uptime, 'passed' | 'failed'> | undefined): number | undefined {
  const total = (uptime?.passed ?? 0) + (uptime?.failed ?? 0);
  return uptime && total > 0 ? (uptime.passed / total) * 100 : undefined;
}

/** 100 → "100%", 99.456 → "99.46%"; no runs → "-". */
export function formatUptime(uptime: Pick<Uptime, 'passed' | 'failed'> | undefined): string {
  const percent = uptimePercent(uptime);
  return percent === undefined ? EMPTY_VALUE : formatPercent(percent);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A latency or run duration: 87 → "87ms", 1540 → "1.54s", 90000 → "1.5m"; none → "-". */
export function formatLatency(ms: number | undefined | null): string {
  if (ms === undefined || ms === null || !Number.isFinite(ms)) return EMPTY_VALUE;
  if (ms < SECOND) return `${Math.round(ms)}ms`;
  if (ms < MINUTE) return `${trimmed(ms / SECOND, 2)}s`;
  if (ms < HOUR) return `${trimmed(ms / MINUTE, 1)}m`;
  return `${trimmed(ms / HOUR, 1)}h`;
}

/** An age in its two largest units: 3_900_000 → "1h 5m", 90_000_000 → "1d 1h", 45_000 → "45s". */
export function formatAge(ms: number): string {
  const units: [number, string][] = [[DAY, 'd'], [HOUR, 'h'], [MINUTE, 'm'], [SECOND, 's']];
  let rest = Math.max(0, Math.floor(ms));
  const parts: string[] = [];
  for (const [size, unit] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || parts.length > 0) parts.push(`${amount}${unit}`);
    if (parts.length === 2) break;
  }
  const shown = parts.filter((part, index) => index === 0 || !part.startsWith('0'));
  return shown.length > 0 ? shown.join(' ') : '0s';
}

/** Run Now's success notice names how the run went. */
export const runNowNotice = (result: RunNowResult): string => (result.pass ? RUN_NOW_PASSED : RUN_NOW_FAILED);

export interface LabelStrip {
  readonly shown: readonly (readonly [string, string])[];
  readonly hidden: readonly (readonly [string, string])[];
  /** "+N more" when some labels do not fit; the popover lists them all. */
  readonly more?: string;
}

/** Seed 000 §2.5: the labels that fit (`fits` of them) stay in the strip; the rest collapse into '+N more'. */
export function labelStrip(labels: Readonly<Record<string, string>> | undefined, fits: number): LabelStrip {
  const entries = Object.entries(labels ?? {}).map(([key, value]) => [key, value] as const);
  const visible = Math.max(0, Math.floor(fits));
  const shown = entries.slice(0, visible);
  const hidden = entries.slice(visible);
  return hidden.length > 0 ? { shown, hidden, more: `+${hidden.length} more` } : { shown, hidden };
}

/** Seed 000 §3: a check's severity is its own, else its spec's; shown capitalised, or "-". */
export function checkSeverity(check: { severity?: string; spec?: Readonly<Record<string, unknown>> }): string {
  const fromSpec = check.spec?.severity;
  const severity = check.severity || (typeof fromSpec === 'string' ? fromSpec : undefined);
  return severity ? severity.charAt(0).toUpperCase() + severity.slice(1) : EMPTY_VALUE;
}

export interface CheckCells {
  /** The Health cell's colour, from the check's status. */
  readonly colour: HealthColour;
  /** Seed 000 §4: how long ago it last ran, only when that is over 3,600,001 ms. */
  readonly lastRunAge?: string;
  /** Seed 000 §2.4: the uptime percentage. */
  readonly uptime: string;
  /** Seed 000 §2.4: the p99 latency. */
  readonly latency: string;
}

export function checkCells(check: Pick<CheckSummary, 'status' | 'lastRuntime' | 'uptime' | 'latency'>, now: Date): CheckCells {
  const age = lastRunAgeShown(check.lastRuntime, now);
  return {
    colour: healthColour(check.status),
    ...(age === undefined ? {} : { lastRunAge: formatAge(age) }),
    uptime: formatUptime(check.uptime),
    latency: formatLatency(check.latency.p99),
  };
}
