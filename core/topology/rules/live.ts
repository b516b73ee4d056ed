import type { Component, ComponentHealthChange, TopologyResult } from '../model';

/** What a batch of health changes does to the topology on screen. */
export interface HealthPatch {
  readonly result: TopologyResult;
  /** A shown component changed without its new status: the topology is read again. */
  readonly reload: boolean;
}

/**
 * The components with the statuses a batch of `component.health` changes carries, at any depth of the
 * tree, the last change of a component winning; untouched branches keep their identity, so a batch
 * about components not shown changes nothing the cards render.
 */
export function patchComponentHealth(result: TopologyResult, changes: readonly ComponentHealthChange[]): HealthPatch {
  const latest = new Map(changes.map((change) => [change.id, change.status]));
  let reload = false;
  const patch = (components: readonly Component[]): readonly Component[] => {
    let changed = false;
    const patched = components.map((component) => {
      const nested = component.components ? patch(component.components) : undefined;
      const touched = latest.has(component.id);
      const status = latest.get(component.id);
      if (touched && status === undefined) reload = true;
      const next = touched && status !== undefined && status !== component.status ? { ...component, status } : component;
      if (next === component && nested === component.components) return component;
      changed = true;
      return nested === component.components ? next : { ...next, components: nested };
    });
    return changed ? patched : components;
  };
  const components = patch(result.components);
  return { result: components === result.components ? result : { ...result, components }, reload };
}
