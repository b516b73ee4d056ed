import { ContainerModule } from 'inversify';
import { SettingsResourceMachines, SettingsResourcePort, TeamMemberPort, bindSettingsResourcePorts } from '../../../core/settings';
import { HttpClient } from '../client';
import { PostgrestClient } from '../postgrest-client';
import { HttpSettingsResourceAdapter } from './resources.http';
import { HttpTeamMemberAdapter } from './team-members.http';

// Four areas (health checks, topology, incident rules, teams) load this module with their pages: the
// first one binds, the others find it bound.

/** The generic settings tables' machines over whichever SettingsResourcePort the container holds. */
export const resourcesMachinesModule = new ContainerModule(({ bind, isBound }) => {
  if (isBound(SettingsResourceMachines)) return;
  bind<SettingsResourceMachines>(SettingsResourceMachines).toDynamicValue((ctx) =>
    bindSettingsResourcePorts({ resources: ctx.get<SettingsResourcePort>(SettingsResourcePort), teamMembers: ctx.get<TeamMemberPort>(TeamMemberPort) }),
  );
});

/** Binds the generic settings tables' ports over the HTTP client the http module provides. */
export const resourcesHttpModule = new ContainerModule(({ bind, isBound }) => {
  if (isBound(SettingsResourcePort)) return;
  bind<TeamMemberPort>(TeamMemberPort).toDynamicValue((ctx) => new HttpTeamMemberAdapter(ctx.get(PostgrestClient)));
  bind<SettingsResourcePort>(SettingsResourcePort).toDynamicValue(
    (ctx) => new HttpSettingsResourceAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)),
  );
});
