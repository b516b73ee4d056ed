declare const resolvesTo: unique symbol;

/**
 * A container token that carries the type it resolves to, so `useService(LogsPort)` is a `LogsPort`
 * without a cast and a token cannot be asked for the wrong type. Only a type: core stays free of the
 * container library, and inversify accepts any symbol as an identifier.
 */
export type ServiceIdentifier<T> = symbol & { readonly [resolvesTo]?: T };

/** The token named `name` (one per name across bundles, as `Symbol.for` gives). */
export const serviceIdentifier = <T>(name: string): ServiceIdentifier<T> => Symbol.for(name) as ServiceIdentifier<T>;
