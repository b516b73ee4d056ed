import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fakeConsole, type FakeConsole } from '../fakes/fake-console';
import { system } from '../../ui/components/theme';
import { Toaster } from '../../ui/components/toaster';
import { ContainerProvider } from '../../ui/hooks/container';

/** Renders a piece of the console over fakes, at a path, with the toaster mounted. */
export function renderConsole(ui: ReactNode, { fakes = fakeConsole(), path = '/' }: { fakes?: FakeConsole; path?: string } = {}) {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <ChakraProvider value={system}>
      <ContainerProvider container={fakes.container}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </ContainerProvider>
    </ChakraProvider>,
  );
  return { ...view, fakes, memory };
}
