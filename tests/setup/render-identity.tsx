import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { IdentityPort, SessionHintPort } from '../../core/identity';
import { FakeSessionHint } from '../fakes/fake-browser';
import { fakeConsole } from '../fakes/fake-console';
import type { FakeIdentityPort } from '../fakes/identity';
import { system } from '../../ui/components/theme';
import { ContainerProvider } from '../../ui/hooks/container';
import { documentNavigation } from '../../ui/identity/document-navigation';

/**
 * Renders an identity page over a fake identity service, at a path, in a browser holding the session
 * hint unless `hint` says otherwise; the page's machines come from the fakes' container, bound to both.
 * Full-page loads are caught in `assign` instead of leaving jsdom; the caller restores the spy
 * (`vi.restoreAllMocks`).
 */
export function renderIdentityPage(port: FakeIdentityPort, path: string, page: ReactNode, hint = new FakeSessionHint()) {
  const { container } = fakeConsole();
  container.rebind<IdentityPort>(IdentityPort).toConstantValue(port);
  container.rebind<SessionHintPort>(SessionHintPort).toConstantValue(hint);
  const memory = memoryLocation({ path, record: true });
  const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
  render(
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {page}
        </Router>
      </ContainerProvider>
    </ChakraProvider>,
  );
  return { memory, assign };
}
