import { can, canPerform, isFeatureEnabled, type FlagValues } from '../../access';
import type { Component } from '../model';

/** Seed 001 §2.11: the actions of a card's menu and of the side panel, in their order. */
export const COMPONENT_ACTIONS = {
  viewLogs: 'View Logs',
  zoomIn: 'Zoom In',
  linkToIncident: 'Link to Incident',
  snapshot: 'Snapshot',
  linkToCatalog: 'Link to catalog',
} as const;
export type ComponentAction = keyof typeof COMPONENT_ACTIONS;

export interface ActionContext {
  readonly place: 'card' | 'sidePanel';
  readonly flags: FlagValues;
  readonly roles: readonly string[];
}

/**
 * Which actions a component offers. View Logs needs an external id and the logs feature; Zoom In is on
 * the card only; Link to Incident needs the incidents feature and, like every evidence, write on
 * incidents (permissions.md); Link to catalog writes a config relationship, so it needs write on the
 * catalog.
 */
export function componentActions(component: Pick<Component, 'externalId'>, context: ActionContext): ComponentAction[] {
  const actions: ComponentAction[] = [];
  if (component.externalId && isFeatureEnabled('logs', context.flags)) actions.push('viewLogs');
  if (context.place === 'card') actions.push('zoomIn');
  if (isFeatureEnabled('incidents', context.flags) && canPerform(context.roles, 'evidence.attach')) {
    actions.push('linkToIncident');
  }
  actions.push('snapshot');
  if (can(context.roles, 'catalog', 'write')) actions.push('linkToCatalog');
  return actions;
}

/** Seed 001 §2.11: Link to Incident attaches the component as topology evidence. */
export interface ComponentEvidence {
  readonly type: 'topology';
  readonly componentId: string;
  readonly description: string;
}

export const componentEvidence = (component: Pick<Component, 'id' | 'name' | 'text'>): ComponentEvidence => ({
  type: 'topology',
  componentId: component.id,
  description: component.text || component.name,
});
