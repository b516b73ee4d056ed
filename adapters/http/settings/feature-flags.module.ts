import { ContainerModule } from 'inversify';
import { FeatureFlagPort, FeatureFlagsMachines, bindFeatureFlagPorts } from '../../../core/settings';

/**
 * The Feature Flags screen's machines over whichever FeatureFlagPort the container holds. The port
 * itself is the shell's (httpModule binds it: the navigation reads the effective flags).
 */
export const featureFlagsMachinesModule = new ContainerModule(({ bind }) => {
  bind<FeatureFlagsMachines>(FeatureFlagsMachines).toDynamicValue((ctx) =>
    bindFeatureFlagPorts({ featureFlags: ctx.get<FeatureFlagPort>(FeatureFlagPort) }),
  );
});
