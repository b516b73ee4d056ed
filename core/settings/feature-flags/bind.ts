import { createCollectionMachine, serviceIdentifier } from '../../shared';
import type { FeatureFlagPort } from './ports';
import { featureFlagsPolicy } from './policy';

export interface FeatureFlagPorts {
  readonly featureFlags: FeatureFlagPort;
}

export function bindFeatureFlagPorts({ featureFlags }: FeatureFlagPorts) {
  return { screen: createCollectionMachine(featureFlagsPolicy(featureFlags)) };
}

export type FeatureFlagsMachines = ReturnType<typeof bindFeatureFlagPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const FeatureFlagsMachines = serviceIdentifier<FeatureFlagsMachines>('FeatureFlagsMachines');
