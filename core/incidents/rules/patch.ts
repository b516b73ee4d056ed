/**
 * DECISIONS §18: a PATCH carries only the fields that changed, so two people editing different
 * fields of one incident both keep their edit.
 */
export function changedFields<T extends object>(before: T, after: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const value = after[key];
    if (value !== undefined && value !== before[key]) changed[key] = value;
  }
  return changed;
}

export const isEmptyPatch = (patch: object): boolean => Object.keys(patch).length === 0;
