/**
 * How list filters are written into the URL (seed 000 §2.4, seed 002 §5).
 * Tri-state filters: 1 include, 0 neutral (absent), -1 exclude.
 */
export type TriState = 1 | 0 | -1;
/** Only included (1) and excluded (-1) entries are kept; a missing key is neutral. */
export type TriStateMap = Readonly<Record<string, 1 | -1>>;

const isActiveState = (value: unknown): value is 1 | -1 => value === 1 || value === -1;

/** Clicking the state that is already active resets to neutral; clicking another state selects it. */
export const nextTriState = (current: TriState, clicked: 1 | -1): TriState => (current === clicked ? 0 : clicked);

export function toggleTriState(map: TriStateMap, key: string, clicked: 1 | -1): TriStateMap {
  return setTriState(map, key, nextTriState(map[key] ?? 0, clicked));
}

export function setTriState(map: TriStateMap, key: string, state: TriState): TriStateMap {
  const next: Record<string, 1 | -1> = { ...map };
  if (state === 0) delete next[key];
  else next[key] = state;
  return next;
}

const COMMA_ESCAPE = '||||';
const COLON_ESCAPE = '____';

/** Commas and colons would break the `key:state,key:state` list, so they are escaped. */
export const encodeTriStateKey = (key: string): string => key.replaceAll(',', COMMA_ESCAPE).replaceAll(':', COLON_ESCAPE);
export const decodeTriStateKey = (key: string): string => key.replaceAll(COLON_ESCAPE, ':').replaceAll(COMMA_ESCAPE, ',');

/** `{ "env:prod": 1, "tier:db": -1 }` → `env____prod:1,tier____db:-1`. */
export function encodeTriStateFilter(map: TriStateMap): string {
  return Object.entries(map)
    .filter(([, state]) => isActiveState(state))
    .map(([key, state]) => `${encodeTriStateKey(key)}:${state}`)
    .join(',');
}

/** The reverse of encodeTriStateFilter; entries that are not `key:1` or `key:-1` are dropped. */
export function decodeTriStateFilter(param: string | null | undefined): TriStateMap {
  const map: Record<string, 1 | -1> = {};
  for (const item of (param ?? '').split(',')) {
    const colon = item.lastIndexOf(':');
    if (colon <= 0) continue;
    const state = Number(item.slice(colon + 1));
    if (isActiveState(state)) map[decodeTriStateKey(item.slice(0, colon))] = state;
  }
  return map;
}

export interface TagFilter {
  key: string;
  value: string;
  state: 1 | -1;
}

/** Seed 002 §5: tags are `key____value:1` to include and `key____value:-1` to exclude, comma-separated. */
export const encodeTagFilters = (tags: readonly TagFilter[]): string =>
  encodeTriStateFilter(Object.fromEntries(tags.map((t) => [`${t.key}:${t.value}`, t.state])));

export function decodeTagFilters(param: string | null | undefined): TagFilter[] {
  return Object.entries(decodeTriStateFilter(param)).flatMap(([pair, state]) => {
    const colon = pair.indexOf(':');
    return colon < 0 ? [] : [{ key: pair.slice(0, colon), value: pair.slice(colon + 1), state }];
  });
}

export interface LabelFilter {
  key: string;
  value: string;
}

const LABEL_SEPARATOR = '__:__';

/**
 * Seed 002 §5: labels are `key__:__value`, comma-separated. Commas inside a key or value are escaped
 * as `||||` like tag values, so every label survives the round trip.
 */
export const encodeLabelFilters = (labels: readonly LabelFilter[]): string =>
  labels
    .map(({ key, value }) => `${key.replaceAll(',', COMMA_ESCAPE)}${LABEL_SEPARATOR}${value.replaceAll(',', COMMA_ESCAPE)}`)
    .join(',');

export function decodeLabelFilters(param: string | null | undefined): LabelFilter[] {
  return (param ?? '').split(',').flatMap((item) => {
    const at = item.indexOf(LABEL_SEPARATOR);
    if (at <= 0) return [];
    const unescape = (text: string) => text.replaceAll(COMMA_ESCAPE, ',');
    return [{ key: unescape(item.slice(0, at)), value: unescape(item.slice(at + LABEL_SEPARATOR.length)) }];
  });
}

/** Seed 000 §2.4: the health page keeps its label filter as a JSON map of label id to 1 or -1. */
export const encodeTriStateJson = (map: TriStateMap): string =>
  JSON.stringify(Object.fromEntries(Object.entries(map).filter(([, state]) => isActiveState(state))));

export function decodeTriStateJson(param: string | null | undefined): TriStateMap {
  if (!param) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(param);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, 1 | -1] => isActiveState(entry[1])));
}
