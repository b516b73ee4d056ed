import type { AttachedEvidence } from '../incidents';
import type { RunDialogInput } from '../playbooks';

/** What the palette finds: the four kinds of resource search, incidents and people from /api/db. */
export type PaletteResourceKind = 'check' | 'component' | 'config' | 'playbook' | 'incident' | 'person';

export interface PaletteResource {
  readonly kind: PaletteResourceKind;
  readonly id: string;
  readonly name: string;
  /** A type, a namespace, an email: shown beside the name. */
  readonly detail?: string;
  /** healthy, unhealthy, warning, unknown (or an incident's status). */
  readonly health?: string;
}

export interface PaletteSearch {
  readonly text: string;
  /** Only the kinds the person may read are asked for. */
  readonly kinds: readonly PaletteResourceKind[];
  /** At most this many of each kind. */
  readonly limit: number;
}

/** A page of the console the palette can go to, from the area definitions. */
export interface PalettePage {
  readonly label: string;
  readonly path: string;
  /** 'Settings' for the settings pages. */
  readonly group?: string;
}

/** What choosing an item does. */
export type PaletteVerb =
  | { readonly type: 'go'; readonly path: string; readonly resource?: PaletteResource }
  | { readonly type: 'run-check'; readonly check: PaletteResource }
  | { readonly type: 'create-incident'; readonly evidence?: AttachedEvidence; readonly resource?: PaletteResource }
  | { readonly type: 'run-playbook'; readonly dialog: RunDialogInput; readonly resource: PaletteResource }
  | { readonly type: 'toggle-colour-mode' }
  | { readonly type: 'sign-out'; readonly path: string };

export type PaletteGroup = 'Recent' | 'Actions' | 'Checks' | 'Components' | 'Configs' | 'Incidents' | 'Playbooks' | 'People' | 'Pages';

export interface PaletteItem {
  readonly key: string;
  readonly group: PaletteGroup;
  readonly label: string;
  readonly detail?: string;
  readonly health?: string;
  readonly verb: PaletteVerb;
}
