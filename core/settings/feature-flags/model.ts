/** Seed 002 §3 'Feature flag (property)'; DECISIONS §14 adds the description. */
export type FeatureFlagSource = 'local' | 'db';

export interface FlagAuthor {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly avatar?: string;
}

export interface FeatureFlag {
  readonly name: string;
  readonly value: string;
  readonly description?: string;
  readonly source: FeatureFlagSource;
  readonly createdBy?: FlagAuthor;
  /** ISO timestamps; local flags have none. */
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

/** What the form edits. */
export interface FeatureFlagDraft {
  readonly name: string;
  readonly value: string;
  readonly description: string;
}
