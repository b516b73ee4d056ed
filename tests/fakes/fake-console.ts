import { ContainerModule } from 'inversify';
import { createContainer, resolve } from '../../adapters/container';
import { agentsMachinesModule } from '../../adapters/http/agents.module';
import { catalogMachinesModule } from '../../adapters/http/catalog.module';
import { healthMachinesModule } from '../../adapters/http/health.module';
import { incidentsMachinesModule } from '../../adapters/http/incidents.module';
import { logsMachinesModule } from '../../adapters/http/logs.module';
import { topologyMachinesModule } from '../../adapters/http/topology.module';
import { featureFlagsMachinesModule } from '../../adapters/http/settings/feature-flags.module';
import { usersMachinesModule } from '../../adapters/http/settings/users.module';
import { resourcesMachinesModule } from '../../adapters/http/settings/resources.module';
import { identityMachinesModule } from '../../adapters/identity';
import { organizationMachinesModule } from '../../adapters/identity/organizations.module';
import { FakeIdentityMode, FakeOrganizationsPort } from './organizations';
import { shellMachinesModule } from '../../adapters/shell.module';
import { AgentPort } from '../../core/agents';
import { CatalogPort } from '../../core/catalog';
import { IdentityModePort, IdentityPort, SessionHintPort } from '../../core/identity';
import { OrganizationsPort } from '../../core/identity/organizations';
import { ClipboardPort, PreferencesPort, SessionPort, SignInPort } from '../../core/session';
import { HealthPort } from '../../core/health';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, PeopleDirectoryPort,
  ResponderPort,
} from '../../core/incidents';
import { Clock, DownloadPort, IdGenerator, type ServiceIdentifier } from '../../core/shared';
import { FeatureFlagPort, UsersPort } from '../../core/settings';
import { SettingsResourcePort, TeamMemberPort } from '../../core/settings';
import { LogsPort } from '../../core/logs';
import { TopologyPort } from '../../core/topology';
import { FakeAgentPort } from './agents';
import { FakeCatalogPort } from './catalog';
import { FakeClock } from './clock';
import { FakeClipboard, FakeDownload, FakePreferences, FakeSessionHint, FakeSignIn } from './fake-browser';
import { FakeFeatureFlagPort } from './fake-feature-flag-port';
import { FakeSessionPort } from './fake-session-port';
import { FakeIdentityPort } from './identity';
import { FakeHealthPort } from './health';
import { FakeEvidenceSearch, FakeIncidentPort, SequenceIds } from './incidents';
import { FakeLogsPort } from './logs';
import { FakeTopologyPort } from './topology';
import { FakeUsersPort } from './users';
import { jobHistoryMachinesModule } from '../../adapters/http/settings/job-history.module';
import { JobHistoryPort } from '../../core/settings/job-history';
import { FakeJobHistoryPort } from './job-history';
import { playbooksMachinesModule } from '../../adapters/http/playbooks.module';
import { PlaybookPort, PlaybookRunPort } from '../../core/playbooks';
import { FakePlaybookPort } from './playbooks';
import { FakeSettingsResourcePort, FakeTeamMemberPort } from './settings-resources';
import { configScraperMachinesModule } from '../../adapters/http/settings/config-scraper.module';
import { ConfigScraperPort } from '../../core/settings/config-scraper';
import { FakeConfigScraperPort } from './config-scraper';
import { FakePlaybookRunPort } from './playbook-runs';
import { loggingBackendsMachinesModule } from '../../adapters/http/settings/logging-backends.module';
import { LoggingBackendPort } from '../../core/settings/logging-backends';
import { FakeLoggingBackendPort } from './logging-backends';
import { connectionsMachinesModule } from '../../adapters/http/settings/connections.module';
import { ConnectionPort } from '../../core/settings/connections';
import { FakeConnectionPort } from './connections';
import { integrationsMachinesModule } from '../../adapters/http/settings/integrations.module';
import { IntegrationPort } from '../../core/settings/integrations';
import { FakeIntegrationPort } from './integrations';
import { paletteMachinesModule } from '../../adapters/http/palette.module';
import { PaletteSearchPort } from '../../core/palette';
import { FakePaletteSearchPort } from './palette';
import { exportMachinesModule } from '../../adapters/http/export.module';
import { ExportPort } from '../../core/shared/export';
import { FakeExportPort } from './export';
import { notificationsMachinesModule } from '../../adapters/http/settings/notifications.module';
import { NotificationPort } from '../../core/settings/notifications';
import { FakeNotificationPort } from './notifications';
import { eventQueueMachinesModule } from '../../adapters/http/settings/event-queue-status.module';
import { EventQueuePort } from '../../core/settings/event-queue-status';
import { FakeEventQueuePort } from './event-queue';
import { BatchScheduler, LiveUpdates } from '../../core/shared';
import { FakeLiveUpdates, ManualScheduler } from './live';

/**
 * A container of fakes for the signed-in console: the ports ui/app binds, as fakes with setters, and
 * the areas' machine modules bound to them, so component tests and scenarios resolve the same machines
 * the console does.
 */
export function fakeConsole({ clock = new FakeClock() }: { clock?: FakeClock } = {}) {
  const session = new FakeSessionPort();
  const sessionHint = new FakeSessionHint();
  const signIn = new FakeSignIn();
  const identity = new FakeIdentityPort();
  const featureFlags = new FakeFeatureFlagPort();
  const users = new FakeUsersPort();
  const agents = new FakeAgentPort(() => clock.now());
  const preferences = new FakePreferences();
  const download = new FakeDownload();
  const clipboard = new FakeClipboard();
  const topology = new FakeTopologyPort();
  const logs = new FakeLogsPort();
  const health = new FakeHealthPort(() => clock.now());
  const incidents = new FakeIncidentPort(clock);
  const evidenceSearch = new FakeEvidenceSearch();
  const jobHistory = new FakeJobHistoryPort();
  const playbooks = new FakePlaybookPort();
  const resources = new FakeSettingsResourcePort(() => clock.now());
  const catalog = new FakeCatalogPort(() => clock.now());
  const configScrapers = new FakeConfigScraperPort();
  const playbookRuns = new FakePlaybookRunPort();
  const teamMembers = new FakeTeamMemberPort();
  const logBackends = new FakeLoggingBackendPort();
  const connections = new FakeConnectionPort();
  const integrations = new FakeIntegrationPort();
  const paletteSearch = new FakePaletteSearchPort();
  const exporter = new FakeExportPort();
  const notifications = new FakeNotificationPort();
  const eventQueue = new FakeEventQueuePort();
  const live = new FakeLiveUpdates();
  const liveScheduler = new ManualScheduler();
  const organizations = new FakeOrganizationsPort();
  const identityMode = new FakeIdentityMode();
  const container = createContainer([
    new ContainerModule(({ bind }) => {
      bind<NotificationPort>(NotificationPort).toConstantValue(notifications);
      bind<EventQueuePort>(EventQueuePort).toConstantValue(eventQueue);
      bind<LiveUpdates>(LiveUpdates).toConstantValue(live);
      bind<BatchScheduler>(BatchScheduler).toConstantValue(liveScheduler);
      bind<OrganizationsPort>(OrganizationsPort).toConstantValue(organizations);
      bind<IdentityModePort>(IdentityModePort).toConstantValue(identityMode);
      bind<LoggingBackendPort>(LoggingBackendPort).toConstantValue(logBackends);
      bind<ConnectionPort>(ConnectionPort).toConstantValue(connections);
      bind<IntegrationPort>(IntegrationPort).toConstantValue(integrations);
      bind<PaletteSearchPort>(PaletteSearchPort).toConstantValue(paletteSearch);
      bind<ExportPort>(ExportPort).toConstantValue(exporter);
      bind<JobHistoryPort>(JobHistoryPort).toConstantValue(jobHistory);
      bind<PlaybookPort>(PlaybookPort).toConstantValue(playbooks);
      bind<ConfigScraperPort>(ConfigScraperPort).toConstantValue(configScrapers);
      bind<PlaybookRunPort>(PlaybookRunPort).toConstantValue(playbookRuns);
      bind<SessionPort>(SessionPort).toConstantValue(session);
      bind<SessionHintPort>(SessionHintPort).toConstantValue(sessionHint);
      bind<IdentityPort>(IdentityPort).toConstantValue(identity);
      bind<SignInPort>(SignInPort).toConstantValue(signIn);
      bind<FeatureFlagPort>(FeatureFlagPort).toConstantValue(featureFlags);
      bind<UsersPort>(UsersPort).toConstantValue(users);
      bind<AgentPort>(AgentPort).toConstantValue(agents);
      bind<PreferencesPort>(PreferencesPort).toConstantValue(preferences);
      bind<DownloadPort>(DownloadPort).toConstantValue(download);
      bind<ClipboardPort>(ClipboardPort).toConstantValue(clipboard);
      bind<TopologyPort>(TopologyPort).toConstantValue(topology);
      bind<LogsPort>(LogsPort).toConstantValue(logs);
      bind<HealthPort>(HealthPort).toConstantValue(health);
      bind<Clock>(Clock).toConstantValue(clock);
      bind<IncidentPort>(IncidentPort).toConstantValue(incidents);
      bind<HypothesisPort>(HypothesisPort).toConstantValue(incidents.hypotheses);
      bind<EvidencePort>(EvidencePort).toConstantValue(incidents.evidences);
      bind<CommentPort>(CommentPort).toConstantValue(incidents.comments);
      bind<ResponderPort>(ResponderPort).toConstantValue(incidents.responders);
      bind<IncidentHistoryPort>(IncidentHistoryPort).toConstantValue(incidents.history);
      bind<PeopleDirectoryPort>(PeopleDirectoryPort).toConstantValue(incidents.people);
      bind<EvidenceSearchPort>(EvidenceSearchPort).toConstantValue(evidenceSearch);
      bind<ConfigLookupPort>(ConfigLookupPort).toConstantValue(incidents.configLookups);
      bind<IdGenerator>(IdGenerator).toConstantValue(new SequenceIds('client'));
      bind<SettingsResourcePort>(SettingsResourcePort).toConstantValue(resources);
      bind<CatalogPort>(CatalogPort).toConstantValue(catalog);
      bind<TeamMemberPort>(TeamMemberPort).toConstantValue(teamMembers);
    }),
    // The same machine modules as the console's, bound to the fakes above.
    shellMachinesModule,
    identityMachinesModule,
    logsMachinesModule,
    featureFlagsMachinesModule,
    usersMachinesModule,
    agentsMachinesModule,
    healthMachinesModule,
    topologyMachinesModule,
    incidentsMachinesModule,
    jobHistoryMachinesModule,
    playbooksMachinesModule,
    resourcesMachinesModule,
    catalogMachinesModule,
    configScraperMachinesModule,
    loggingBackendsMachinesModule,
    connectionsMachinesModule,
    integrationsMachinesModule,
    paletteMachinesModule,
    exportMachinesModule,
    notificationsMachinesModule,
    eventQueueMachinesModule,
    organizationMachinesModule,
  ]);
  const get = <T>(token: ServiceIdentifier<T>): T => resolve(container, token);
  return { container, get, jobHistory, playbooks, playbookRuns, configScrapers, session, sessionHint, signIn, identity, featureFlags, users, agents, preferences, download, clipboard, topology, logs, health, clock, incidents, evidenceSearch, resources, catalog, teamMembers, logBackends, integrations, connections, paletteSearch, notifications, eventQueue, exporter, live, liveScheduler, organizations, identityMode };
}

export type FakeConsole = ReturnType<typeof fakeConsole>;
