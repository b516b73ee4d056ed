import { Container, type ContainerModule } from 'inversify';
import type { ServiceIdentifier } from '../core/shared';

/**
 * The composition root: every port's production binding comes from one of these modules, each with
 * explicit `toDynamicValue`/`toConstantValue` bindings (no decorator metadata: Vite does not emit it).
 * Tests build a container from fakes instead (tests/fakes).
 */
export function createContainer(modules: readonly ContainerModule[]): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...modules);
  return container;
}

/** What a typed token resolves to (inversify's own `get` cannot infer it from a symbol). */
export const resolve = <T>(container: Container, token: ServiceIdentifier<T>): T => container.get<T>(token);
