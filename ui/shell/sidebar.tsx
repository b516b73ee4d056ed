import { Box, Flex, IconButton, Stack, Text, chakra, type IconProps } from '@chakra-ui/react';
import { forwardRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { sidebarWidth, type AreaDefinition, type Navigation } from '../../core/session';
import { PRODUCT_NAME } from '../../core/shared';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, LogoMark, SettingsIcon } from '../components/icons';
import { iconFor } from './area-icons';

export interface SidebarProps {
  readonly navigation: Navigation;
  readonly collapsed: boolean;
  readonly onToggle: () => void;
  readonly onExpand: () => void;
}

const isActive = (location: string, path: string) => location === path || location.startsWith(`${path}/`);

function NavItem({ area, collapsed, nested }: { area: AreaDefinition; collapsed: boolean; nested?: boolean }) {
  const [location] = useLocation();
  const active = isActive(location, area.path);
  const Icon = iconFor(area.id);
  return (
    <Link
      href={area.path}
      asChild
    >
      <NavRow active={active} collapsed={collapsed} nested={nested} label={area.label} icon={Icon} />
    </Link>
  );
}

interface NavRowProps {
  readonly active: boolean;
  readonly collapsed: boolean;
  readonly nested?: boolean;
  readonly label: string;
  readonly icon: ComponentType<IconProps>;
  readonly href?: string;
  readonly onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

const NavRow = forwardRef<HTMLAnchorElement, NavRowProps>(function NavRow({ active, collapsed, nested, label, icon: Icon, ...link }, ref) {
  return (
    <chakra.a
      ref={ref}
      {...link}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      display="flex"
      alignItems="center"
      gap="3"
      h="9"
      // A long Settings submenu scrolls the list; rows keep their height instead of being squeezed.
      flexShrink="0"
      px={collapsed ? '0' : '3'}
      ps={!collapsed && nested ? '9' : undefined}
      justifyContent={collapsed ? 'center' : 'flex-start'}
      borderRadius="md"
      fontWeight="medium"
      color={active ? 'nav.activeFg' : 'fg.muted'}
      bg={active ? 'nav.active' : 'transparent'}
      _hover={{ bg: active ? 'nav.active' : 'bg.muted', color: active ? 'nav.activeFg' : 'fg' }}
      focusRing="inside"
    >
      {(!nested || collapsed) && <Icon boxSize="4" />}
      {collapsed ? <chakra.span srOnly>{label}</chakra.span> : <Text truncate>{label}</Text>}
    </chakra.a>
  );
});

/** Seed 000 §2.2: collapsible, 56 units expanded and 14 collapsed; Settings is a submenu sorted by name. */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar({ navigation, collapsed, onToggle, onExpand }, ref) {
  const [location] = useLocation();
  const settingsActive = location.startsWith('/settings');
  // Open while a settings page is shown, unless the person folded it.
  const [settingsToggled, setSettingsOpen] = useState<boolean>();
  const settingsOpen = settingsToggled ?? settingsActive;

  return (
    <chakra.nav
      ref={ref}
      aria-label="Main"
      position="sticky"
      top="0"
      h="100vh"
      flexShrink={0}
      w={sidebarWidth(collapsed)}
      transition="width 0.15s ease"
      bg="bg.sidebar"
      borderEndWidth="1px"
      borderColor="border"
      display="flex"
      flexDirection="column"
      zIndex="docked"
    >
      <Flex align="center" gap="2" h="14" px={collapsed ? '0' : '4'} justify={collapsed ? 'center' : 'flex-start'} borderBottomWidth="1px">
        <LogoMark boxSize="7" color="blue.solid" />
        {!collapsed && (
          <Text fontWeight="semibold" fontSize="md" letterSpacing="tight" truncate>
            {PRODUCT_NAME}
          </Text>
        )}
      </Flex>
      <Stack gap="1" p="2" flex="1" overflowY="auto">
        {navigation.main.map((area) => (
          <NavItem key={area.id} area={area} collapsed={collapsed} />
        ))}
        {navigation.settings.length > 0 && (
          <Box flexShrink="0">
            <chakra.button
              type="button"
              aria-expanded={settingsOpen && !collapsed}
              title={collapsed ? 'Settings' : undefined}
              onClick={() => {
                if (collapsed) {
                  onExpand();
                  setSettingsOpen(true);
                } else setSettingsOpen(!settingsOpen);
              }}
              display="flex"
              alignItems="center"
              gap="3"
              w="full"
              h="9"
              px={collapsed ? '0' : '3'}
              justifyContent={collapsed ? 'center' : 'flex-start'}
              borderRadius="md"
              fontWeight="medium"
              color={settingsActive ? 'fg' : 'fg.muted'}
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              focusRing="inside"
            >
              <SettingsIcon boxSize="4" />
              {collapsed ? (
                <chakra.span srOnly>Settings</chakra.span>
              ) : (
                <>
                  <Text flex="1" textAlign="start">
                    Settings
                  </Text>
                  <ChevronDownIcon boxSize="4" transform={settingsOpen ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
                </>
              )}
            </chakra.button>
            {settingsOpen && !collapsed && (
              <Stack gap="1" mt="1">
                {navigation.settings.map((area) => (
                  <NavItem key={area.id} area={area} collapsed={collapsed} nested />
                ))}
              </Stack>
            )}
          </Box>
        )}
      </Stack>
      <Flex p="2" borderTopWidth="1px" justify={collapsed ? 'center' : 'flex-end'}>
        <IconButton
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          variant="ghost"
          size="sm"
          onClick={onToggle}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Flex>
    </chakra.nav>
  );
});
