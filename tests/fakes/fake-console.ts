import { ContainerModule } from 'inversify';
import { createContainer, resolve } from '../../adapters/container';
import { logsMachinesModule } from '../../adapters/http/logs.module';
import { shellMachinesModule } from '../../adapters/shell.module';
import { SessionHintPort } from '../../core/identity';
import { ClipboardPort, PreferencesPort, SessionPort, SignInPort } from '../../core/session';
import { DownloadPort, type ServiceIdentifier } from '../../core/shared';
import { FeatureFlagPort } from '../../core/settings';
import { LogsPort } from '../../core/logs';
import { TopologyPort } from '../../core/topology';
import { FakeClipboard, FakeDownload, FakePreferences, FakeSessionHint, FakeSignIn } from './fake-browser';
import { FakeFeatureFlagPort } from './fake-feature-flag-port';
import { FakeSessionPort } from './fake-session-port';
import { FakeLogsPort } from './logs';
import { FakeTopologyPort } from './topology';

/**
 * A container of fakes for the signed-in console: the ports ui/app binds, as fakes with setters, and
 * the areas' machine modules bound to them, so component tests and scenarios resolve the same machines
 * the console does.
 */
export function fakeConsole() {
  const session = new FakeSessionPort();
  const sessionHint = new FakeSessionHint();
  const signIn = new FakeSignIn();
  const featureFlags = new FakeFeatureFlagPort();
  const preferences = new FakePreferences();
  const download = new FakeDownload();
  const clipboard = new FakeClipboard();
  const topology = new FakeTopologyPort();
  const logs = new FakeLogsPort();
  const container = createContainer([
    new ContainerModule(({ bind }) => {
      bind<SessionPort>(SessionPort).toConstantValue(session);
      bind<SessionHintPort>(SessionHintPort).toConstantValue(sessionHint);
      bind<SignInPort>(SignInPort).toConstantValue(signIn);
      bind<FeatureFlagPort>(FeatureFlagPort).toConstantValue(featureFlags);
      bind<PreferencesPort>(PreferencesPort).toConstantValue(preferences);
      bind<DownloadPort>(DownloadPort).toConstantValue(download);
      bind<ClipboardPort>(ClipboardPort).toConstantValue(clipboard);
      bind<TopologyPort>(TopologyPort).toConstantValue(topology);
      bind<LogsPort>(LogsPort).toConstantValue(logs);
    }),
    // The same machine modules as the console's, bound to the fakes above.
    shellMachinesModule,
    logsMachinesModule,
  ]);
  const get = <T>(token: ServiceIdentifier<T>): T => resolve(container, token);
  return { container, get, session, sessionHint, signIn, featureFlags, preferences, download, clipboard, topology, logs };
}

export type FakeConsole = ReturnType<typeof fakeConsole>;
