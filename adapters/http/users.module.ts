import { ContainerModule } from 'inversify';
import { UsersPort } from '../../core/users/ports';
import { HttpClient } from './client';
import { PostgrestClient } from './postgrest-client';
import { HttpUsersAdapter } from './users.http';

/** Binds the Users screen's port over the HTTP client the http module provides. */
export const usersHttpModule = new ContainerModule(({ bind }) => {
  bind<UsersPort>(UsersPort).toDynamicValue((ctx) => new HttpUsersAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
});
