import { configPath } from '../../catalog';
import { checkEvidence } from '../../health';
import { incidentPath, type AttachedEvidence } from '../../incidents';
import { SIGN_OUT, SIGN_OUT_PATH } from '../../session';
import { componentEvidence } from '../../topology';
import type { PaletteGroup, PaletteItem, PalettePage, PaletteResource, PaletteResourceKind } from '../model';
import {
  CREATE_INCIDENT_VERB, TOGGLE_DARK_MODE, createIncidentOnLabel, goToLabel, runCheckLabel, runPlaybookLabel,
} from '../texts';
import type { PaletteAbilities } from './abilities';

/** The palette's groups in the order it shows them: what was picked before comes first. */
export const GROUP_ORDER: readonly PaletteGroup[] = ['Recent', 'Actions', 'Checks', 'Components', 'Configs', 'Incidents', 'Playbooks', 'People', 'Pages'];

const GROUP_OF: Record<PaletteResourceKind, PaletteGroup> = {
  check: 'Checks', component: 'Components', config: 'Configs', playbook: 'Playbooks', incident: 'Incidents', person: 'People',
};

/** How many of the best matches get their own verbs (Run check …, Run playbook … on …). */
export const VERB_SUBJECTS = 3;

export function resourcePath(resource: Pick<PaletteResource, 'kind' | 'id'>): string {
  switch (resource.kind) {
    case 'check':
      return `/health?checkId=${encodeURIComponent(resource.id)}`;
    case 'component':
      return `/topology/${encodeURIComponent(resource.id)}`;
    case 'config':
      return configPath(resource.id);
    case 'incident':
      return incidentPath(resource.id);
    case 'playbook':
      return '/playbooks';
    case 'person':
      return '/settings/users';
  }
}

/** The evidence a new incident carries when created on a check, a component or a config. */
export function resourceEvidence(resource: PaletteResource): AttachedEvidence | undefined {
  switch (resource.kind) {
    case 'check':
      return checkEvidence(resource);
    case 'component':
      return componentEvidence(resource);
    case 'config':
      return { type: 'config', configId: resource.id, description: resource.name };
    default:
      return undefined;
  }
}

/** Playbooks run on checks, components and configs (seed 000 §2.6). */
const playbookTarget = (resource: PaletteResource) =>
  resource.kind === 'check' || resource.kind === 'component' || resource.kind === 'config' ? resource.kind : undefined;

export const matchesText = (label: string, text: string): boolean => label.toLowerCase().includes(text.trim().toLowerCase());

export interface ItemsInput {
  readonly text: string;
  readonly results: readonly PaletteResource[];
  readonly recent: readonly PaletteResource[];
  readonly pages: readonly PalettePage[];
  readonly abilities: PaletteAbilities;
}

const resourceItem = (group: PaletteGroup, resource: PaletteResource): PaletteItem => ({
  key: `${group}:${resource.kind}:${resource.id}`,
  group,
  label: resource.name,
  detail: resource.detail,
  health: resource.health,
  verb: { type: 'go', path: resourcePath(resource), resource },
});

/** Whether a found resource matches by its name or its detail (a person's e-mail, an incident's number). */
const resourceMatches = (resource: PaletteResource, text: string) =>
  matchesText(resource.name, text) || (resource.detail !== undefined && matchesText(resource.detail, text));

/**
 * Every item the palette shows for what was typed, grouped and in order. Results still on screen from
 * the previous text are kept only while they match the new one, so the list never shows stale rows.
 */
export function paletteItems({ text, results, recent, pages, abilities }: ItemsInput): PaletteItem[] {
  const found = results.filter((r) => resourceMatches(r, text));
  const subject = found.find((r) => resourceEvidence(r) !== undefined);
  const checks = found.filter((r) => r.kind === 'check').slice(0, VERB_SUBJECTS);
  const playbooks = found.filter((r) => r.kind === 'playbook').slice(0, VERB_SUBJECTS);
  const target = subject && playbookTarget(subject);

  const actions: PaletteItem[] = [
    ...(abilities.runCheck ? checks : []).map((check): PaletteItem => ({
      key: `run-check:${check.id}`, group: 'Actions', label: runCheckLabel(check.name), health: check.health, verb: { type: 'run-check', check },
    })),
    ...(abilities.runPlaybook && subject && target ? playbooks : []).map((playbook): PaletteItem => ({
      key: `run-playbook:${playbook.id}:${subject!.id}`,
      group: 'Actions',
      label: runPlaybookLabel(playbook.name, subject!.name),
      verb: {
        type: 'run-playbook',
        resource: playbook,
        dialog: { playbook: { id: playbook.id, title: playbook.name, targets: [target!] }, target: { kind: target!, id: subject!.id, name: subject!.name } },
      },
    })),
  ];
  if (abilities.createIncident && subject) {
    actions.push({
      key: `create-incident:${subject.id}`, group: 'Actions', label: createIncidentOnLabel(subject.name),
      verb: { type: 'create-incident', evidence: resourceEvidence(subject), resource: subject },
    });
  }
  if (abilities.createIncident && matchesText(CREATE_INCIDENT_VERB, text)) {
    actions.push({ key: 'create-incident', group: 'Actions', label: CREATE_INCIDENT_VERB, verb: { type: 'create-incident' } });
  }
  if (matchesText(TOGGLE_DARK_MODE, text)) actions.push({ key: 'toggle-dark-mode', group: 'Actions', label: TOGGLE_DARK_MODE, verb: { type: 'toggle-colour-mode' } });
  if (matchesText(SIGN_OUT, text)) actions.push({ key: 'sign-out', group: 'Actions', label: SIGN_OUT, verb: { type: 'sign-out', path: SIGN_OUT_PATH } });

  const recentKeys = new Set(recent.map((r) => `${r.kind}:${r.id}`));
  const items: PaletteItem[] = [
    ...recent.filter((r) => resourceMatches(r, text)).map((r) => resourceItem('Recent', r)),
    ...actions,
    // A recent pick shows once, first.
    ...found.filter((r) => !recentKeys.has(`${r.kind}:${r.id}`)).map((r) => resourceItem(GROUP_OF[r.kind], r)),
    ...pages
      .filter((page) => matchesText(page.group ? `${page.group} ${page.label}` : page.label, text))
      .map((page): PaletteItem => ({
        key: `page:${page.path}`, group: 'Pages', label: goToLabel(page.label), detail: page.group, verb: { type: 'go', path: page.path },
      })),
  ];
  return [...items].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
}
