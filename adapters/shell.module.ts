import { ContainerModule } from 'inversify';
import { SessionHintPort } from '../core/identity';
import { SessionPort, ShellMachines, SignInPort, bindShellPorts } from '../core/session';
// The port's token alone: the settings index would pull the settings screens' machines into the first load.
import { FeatureFlagPort } from '../core/settings/feature-flags/ports';
import { BatchScheduler, DownloadPort, LiveMachines, LiveUpdates, bindLivePorts } from '../core/shared';

/**
 * The shell's machines over whichever ports the container holds: the console's (browser and HTTP), or
 * the fakes'. Every signed-in page needs them, so the composition root loads this with the first screen.
 */
export const shellMachinesModule = new ContainerModule(({ bind }) => {
  bind<ShellMachines>(ShellMachines).toDynamicValue((ctx) =>
    bindShellPorts({
      session: ctx.get<SessionPort>(SessionPort),
      hint: ctx.get<SessionHintPort>(SessionHintPort),
      signIn: ctx.get<SignInPort>(SignInPort),
      download: ctx.get<DownloadPort>(DownloadPort),
      featureFlags: ctx.get<FeatureFlagPort>(FeatureFlagPort),
    }),
  );
  bind(LiveMachines).toDynamicValue((ctx) =>
    bindLivePorts({ live: ctx.get<LiveUpdates>(LiveUpdates), scheduler: ctx.get<BatchScheduler>(BatchScheduler) }),
  );
});
