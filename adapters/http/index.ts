import { ContainerModule } from 'inversify';
import { SessionPort } from '../../core/session';
// The port's token alone: the settings index would pull the settings screens' machines into the first load.
import { FeatureFlagPort } from '../../core/settings/feature-flags/ports';
import { HttpClient, UnauthenticatedHandler, createHttpClient } from './client';
import { HttpFeatureFlagAdapter } from './settings/feature-flags.http';
import { PostgrestClient } from './postgrest-client';
import { HttpSessionAdapter } from './session.http';

export { HttpClient, UnauthenticatedHandler, createHttpClient, type HttpRequest, type HttpResponse } from './client';
export { PostgrestClient, type Page } from './postgrest-client';
export { from, condition, parseContentRange, PostgrestQuery } from './postgrest';
export { decode, optional } from './codecs/decode';
export { httpError, serverMessage } from './errors';

export interface HttpModuleOptions {
  readonly frontendVersion: string;
  readonly baseURL?: string;
  /** The fetch to send requests with (the CLI's adds its credentials); the global one otherwise. */
  readonly fetch?: typeof globalThis.fetch;
}

/** Binds the HTTP client and the ports implemented over it. Needs an UnauthenticatedHandler binding. */
export const httpModule = (options: HttpModuleOptions) =>
  new ContainerModule(({ bind }) => {
    bind<HttpClient>(HttpClient).toDynamicValue((ctx) =>
      createHttpClient({
        baseURL: options.baseURL,
        fetch: options.fetch,
        onUnauthenticated: ctx.get<UnauthenticatedHandler>(UnauthenticatedHandler),
      }),
    );
    bind(PostgrestClient).toDynamicValue((ctx) => new PostgrestClient(ctx.get<HttpClient>(HttpClient)));
    bind<SessionPort>(SessionPort).toDynamicValue((ctx) => new HttpSessionAdapter(ctx.get<HttpClient>(HttpClient), options.frontendVersion));
    bind<FeatureFlagPort>(FeatureFlagPort).toDynamicValue(
      (ctx) => new HttpFeatureFlagAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)),
    );
  });
