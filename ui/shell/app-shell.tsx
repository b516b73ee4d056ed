import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import {
  SIDEBAR_COLLAPSED_KEY, isSidebarCollapsed, shouldCollapseOnOutsideClick, storedSidebarState, type Navigation,
} from '../../core/session';
import { usePreference } from '../hooks/preferences';
import { PaletteLauncher, type PaletteProps } from './palette-launcher';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export interface AppShellProps {
  readonly navigation: Navigation;
  /** The command palette, loaded when first opened (ui/app gives it lazily). */
  readonly palette?: ComponentType<PaletteProps>;
  readonly children: ReactNode;
}

/** Seed 000 §2.2: the sidebar, the top bar and the page. */
export function AppShell({ navigation, palette, children }: AppShellProps) {
  const [stored, store] = usePreference(SIDEBAR_COLLAPSED_KEY);
  const collapsed = isSidebarCollapsed(stored);
  const setCollapsed = (value: boolean) => store(storedSidebarState(value));
  const sidebar = useRef<HTMLElement>(null);

  // R000-2-2-03: on a narrow window a click outside the open sidebar folds it away.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!shouldCollapseOnOutsideClick(window.innerWidth, collapsed)) return;
      if (sidebar.current && !sidebar.current.contains(event.target as Node)) store(storedSidebarState(true));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [collapsed, store]);

  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Sidebar
        ref={sidebar}
        navigation={navigation}
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        onExpand={() => setCollapsed(false)}
      />
      <Flex direction="column" flex="1" minW="0">
        <TopBar launcher={palette && <PaletteLauncher palette={palette} navigation={navigation} />} />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6" maxW="7xl" w="full" mx="auto">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
