import { ContainerModule } from 'inversify';
import { UsersMachines, UsersPort, bindUsersPorts } from '../../../core/settings';
import { HttpClient } from '../client';
import { PostgrestClient } from '../postgrest-client';
import { HttpUsersAdapter } from './users.http';

/** The Users screen's machines over whichever UsersPort the container holds: the console's HTTP one, or the fakes'. */
export const usersMachinesModule = new ContainerModule(({ bind }) => {
  bind<UsersMachines>(UsersMachines).toDynamicValue((ctx) => bindUsersPorts({ users: ctx.get<UsersPort>(UsersPort) }));
});

/** Binds the Users screen's port over the HTTP client the http module provides. */
export const usersHttpModule = new ContainerModule(({ bind }) => {
  bind<UsersPort>(UsersPort).toDynamicValue((ctx) => new HttpUsersAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
