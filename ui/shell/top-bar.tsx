import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Fragment, Suspense, lazy, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { topBarAccount, type TopBarAccountPart } from '../../core/identity';
import { REFRESH, areaForPath } from '../../core/session';
import { MoonIcon, RefreshIcon, SunIcon } from '../components/icons';
import { useIdentityMode } from '../hooks/identity-mode';
import { useColourMode } from '../hooks/preferences';
import { useRefresh } from '../hooks/refresh';
import { HostedAccountContext } from './hosted-account';
import { LiveIndicator } from './live-indicator';
import { HelpMenuButton, UserMenuButton } from './menu-triggers';

const loadMenus = () => import('./top-bar-menus');
const TopBarMenus = lazy(loadMenus);

/**
 * The Help and user menus load after the first screen (they hold Zag's menu and Floating UI): their
 * buttons show at once, and a click before the menus arrived opens that menu once they have.
 */
function Menus({ userMenu }: { userMenu: boolean }) {
  const [opened, setOpened] = useState<'help' | 'user'>();
  useEffect(() => {
    void loadMenus();
  }, []);
  return (
    <Suspense
      fallback={
        <>
          <HelpMenuButton onClick={() => setOpened('help')} />
          {userMenu && <UserMenuButton onClick={() => setOpened('user')} />}
        </>
      }
    >
      <TopBarMenus opened={opened} userMenu={userMenu} />
    </Suspense>
  );
}

function Breadcrumb() {
  const [location] = useLocation();
  const area = areaForPath(location);
  if (!area) return null;
  return (
    <HStack gap="2" fontSize="sm" minW="0">
      {area.group === 'settings' && (
        <>
          <Text color="fg.muted">Settings</Text>
          <Text color="fg.subtle">/</Text>
        </>
      )}
      <Text fontWeight="medium" truncate>
        {area.label}
      </Text>
    </HStack>
  );
}

/** The person's end of the top bar (R000-2-2-10): the hosted mode's parts come with its chunk. */
function HostedParts({ parts }: { parts: readonly TopBarAccountPart[] }) {
  const hosted = useContext(HostedAccountContext);
  if (!hosted) return null;
  return parts.map((part) => (
    <Fragment key={part}>
      {part === 'organization-switcher' && <hosted.OrganizationSwitcher />}
      {part === 'user-button' && <hosted.UserButton />}
    </Fragment>
  ));
}

/** `launcher`: the command palette's button, when the console has the palette. */
export function TopBar({ launcher }: { launcher?: ReactNode }) {
  const refresh = useRefresh();
  const [mode, toggleMode] = useColourMode();
  const account = topBarAccount(useIdentityMode());
  return (
    <Flex
      as="header"
      role="banner"
      align="center"
      justify="space-between"
      h="14"
      px="4"
      gap="4"
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Breadcrumb />
      <HStack gap="1" ms="auto">
        <LiveIndicator />
        {launcher}
        <IconButton aria-label={REFRESH} title={REFRESH} variant="ghost" size="sm" onClick={refresh}>
          <RefreshIcon />
        </IconButton>
        <IconButton
          aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
          title={mode === 'dark' ? 'Light mode' : 'Dark mode'}
          variant="ghost"
          size="sm"
          onClick={toggleMode}
        >
          {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
        <Menus userMenu={account.includes('user-menu')} />
        <HostedParts parts={account} />
      </HStack>
    </Flex>
  );
}
