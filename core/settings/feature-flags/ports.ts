import { serviceIdentifier } from '../../shared';
import type { EffectiveFlags } from '../model';
import type { FeatureFlag, FeatureFlagDraft } from './model';

export const FeatureFlagPort = serviceIdentifier<FeatureFlagPort>('FeatureFlagPort');
export interface FeatureFlagPort {
  /** Stored and local flags together, local ones winning (see mergeFlags). */
  list(): Promise<FeatureFlag[]>;
  /** The properties the console runs with, for hiding areas. */
  effective(): Promise<EffectiveFlags>;
  create(draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag>;
  update(name: string, draft: FeatureFlagDraft, createdBy: string): Promise<FeatureFlag>;
  remove(name: string): Promise<void>;
}
