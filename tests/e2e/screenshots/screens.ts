import { stableId } from '../../../server/seed/random';

/** A screen of the baseline: where it is and a name for its file. */
export interface Screen {
  name: string;
  path: string;
}

/** The first seeded incident ("Checkout 5xx errors spike after pricing-engine rollout"); its id never changes. */
export const BASELINE_INCIDENT_ID = stableId('incident', 0);

/** Issue 15's screens, each taken in both colour modes. */
export const SCREENS: readonly Screen[] = [
  { name: 'health', path: '/health' },
  { name: 'incidents', path: '/incidents' },
  { name: 'incident', path: `/incidents/${BASELINE_INCIDENT_ID}` },
  { name: 'topology', path: '/topology' },
  { name: 'logs', path: '/logs' },
  { name: 'settings-users', path: '/settings/users' },
  { name: 'settings-agents', path: '/settings/agents' },
  { name: 'settings-feature-flags', path: '/settings/feature-flags' },
];

export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** The instant both the server and the browser stand still at: the demo is seeded relative to it. */
export const FROZEN_NOW = '2026-03-02T10:00:00.000Z';

export const VIEWPORT = { width: 1280, height: 800 } as const;

export const shotFile = (screen: Screen, mode: ColourMode) => `${screen.name}-${mode}.png`;
