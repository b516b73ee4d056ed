/**
 * What a topology spec may say here (issue 21): `components:`, a list of components with a name and
 * optionally a type, icon, properties and components of their own, is materialised under the
 * topology; other keys (lookups, scripts, schedule...) are kept as saved but not run.
 */
export interface TopologySpecComponent {
  readonly name: string;
  readonly type?: string;
  readonly icon?: string;
  readonly properties?: readonly Record<string, unknown>[];
  readonly components?: readonly TopologySpecComponent[];
}

export type TopologySpecValidation =
  | { readonly ok: true; readonly components: readonly TopologySpecComponent[]; readonly icon?: string }
  | { readonly ok: false; readonly error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class SpecError extends Error {}

function optionalText(entry: Record<string, unknown>, key: string, path: string) {
  if (entry[key] !== undefined && typeof entry[key] !== 'string') throw new SpecError(`${path}.${key}: must be text`);
}

function components(value: unknown, path: string, depth: number): TopologySpecComponent[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new SpecError(`${path}: must be a list of components`);
  if (depth > 10) throw new SpecError(`${path}: components nest at most 10 deep`);
  const names = new Set<string>();
  return value.map((entry, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(entry)) throw new SpecError(`${at}: must be an object`);
    if (typeof entry.name !== 'string' || entry.name.trim() === '') throw new SpecError(`${at}.name: is required`);
    optionalText(entry, 'type', at);
    optionalText(entry, 'icon', at);
    if (entry.properties !== undefined && (!Array.isArray(entry.properties) || !entry.properties.every(isObject))) {
      throw new SpecError(`${at}.properties: must be a list of objects`);
    }
    const key = `${String(entry.type ?? '')}/${entry.name.trim()}`;
    if (names.has(key)) throw new SpecError(`${at}.name: "${entry.name.trim()}" is used by another component beside it`);
    names.add(key);
    return {
      name: entry.name.trim(),
      type: entry.type as string | undefined,
      icon: entry.icon as string | undefined,
      properties: entry.properties as Record<string, unknown>[] | undefined,
      components: components(entry.components, `${at}.components`, depth + 1),
    };
  });
}

/** Checks a topology spec before it is saved; the error names the field (`components[0].name: is required`). */
export function validateTopologySpec(spec: unknown): TopologySpecValidation {
  try {
    if (spec === null || spec === undefined) return { ok: true, components: [] };
    if (!isObject(spec)) throw new SpecError('spec: must be an object');
    optionalText(spec, 'icon', 'spec');
    return { ok: true, components: components(spec.components, 'components', 0), icon: spec.icon as string | undefined };
  } catch (error) {
    if (error instanceof SpecError) return { ok: false, error: error.message };
    throw error;
  }
}
