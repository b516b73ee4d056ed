import { After } from '@cucumber/cucumber';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../ui/app/app';
import { system } from '../../ui/components/theme';
import { Toaster, toaster } from '../../ui/components/toaster';
import { ContainerProvider } from '../../ui/hooks/container';

/*
 * Scenarios about what a screen draws render the console's own React components in the document that
 * ./dom.cjs gives the process, the way ui/ component tests do. Only the ports are fakes.
 */

// A screen's first render loads its code (Chakra, the table grid) on two shared cores: findBy and waitFor
// wait up to 3 s rather than 1 s.
configure({ asyncUtilTimeout: 3000 });

After(() => {
  cleanup();
  toaster.remove();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

/** A piece of the console over `container`, at `path`, inside the providers ui/app puts around every page. */
export function showScreen(ui: ReactNode, { container, path = '/' }: { container: Container; path?: string }) {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <ChakraProvider value={system}>
      <ContainerProvider container={container}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
        <Toaster />
      </ContainerProvider>
    </ChakraProvider>,
  );
  return { ...view, memory };
}

/** The whole console, as ui/app/main.tsx mounts it, opened at `path` in the browser's address bar. */
export function showConsole(container: Container, path: string) {
  window.history.replaceState(null, '', path);
  return render(<App container={container} />);
}

/** The first element matching `selector` once the screen has drawn it. */
export function drawn<E extends Element = HTMLElement>(selector: string): Promise<E> {
  return waitFor(() => {
    const element = document.body.querySelector<E>(selector);
    if (!element) throw new Error(`nothing on the screen matches ${selector}`);
    return element;
  });
}
