import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { ServiceIdentifier } from '../../core/shared';

const ContainerContext = createContext<Container | null>(null);

/** Provided once by ui/app: the only place that knows the container. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a port or bound machines by their typed token (`useService(FeatureFlagPort)` is a FeatureFlagPort). */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider above it');
  return container.get<T>(token);
}
