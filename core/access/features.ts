export const FEATURES = [
  'topology', 'health', 'incidents', 'config', 'logs', 'playbooks', 'agents',
  'settings.connections', 'settings.users', 'settings.teams', 'settings.rules', 'settings.config_scraper',
  'settings.topology', 'settings.health', 'settings.job_history', 'settings.feature_flags',
  'settings.logging_backends', 'settings.event_queue_status', 'settings.notifications',
  'settings.playbooks', 'settings.integrations',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * DECISIONS §14: a child feature is off whenever its parent is. Seed 002 §6 adds that turning logs off
 * hides Log Backends.
 */
export const FEATURE_PARENTS: Readonly<Partial<Record<Feature, Feature>>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
  'settings.logging_backends': 'logs',
};

export const featureFlagName = (feature: Feature) => `${feature}.disable`;

export type FlagValues = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

const valueOf = (flags: FlagValues, name: string): string | undefined =>
  flags instanceof Map ? flags.get(name) : (flags as Readonly<Record<string, string>>)[name];

export function isFeatureEnabled(feature: Feature, flags: FlagValues): boolean {
  if (valueOf(flags, featureFlagName(feature))?.trim().toLowerCase() === 'true') return false;
  const parent = FEATURE_PARENTS[feature];
  return parent ? isFeatureEnabled(parent, flags) : true;
}
