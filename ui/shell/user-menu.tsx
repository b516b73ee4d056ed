import { Box, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { startsNewGroup, userMenu, type UserMenuLine } from '../../core/session';
import { DownloadIcon, LogOutIcon, UserIcon } from '../components/icons';
import { useSession, useVersions } from '../hooks/session';
import { KubeconfigDialog } from './kubeconfig-dialog';
import { UserMenuButton } from './menu-triggers';

/** Seed 000 §2.2 (self-hosted mode): the lines of core's userMenu, in its order. `defaultOpen`: clicked before this loaded. */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user } = useSession();
  const versions = useVersions();
  const [, navigate] = useLocation();
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);
  const lines = userMenu(user, versions);

  const renderLine = (line: UserMenuLine): ReactNode => {
    switch (line.kind) {
      case 'greeting':
        return (
          <Box px="2" py="2">
            <Text fontWeight="semibold">{line.text}</Text>
            {line.email && (
              <Text color="fg.muted" fontSize="xs" truncate>
                {line.email}
              </Text>
            )}
          </Box>
        );
      case 'link':
        return (
          <Menu.Item value={line.id} onClick={() => navigate(line.path)}>
            {line.id === 'profile' ? <UserIcon /> : <LogOutIcon />} {line.label}
          </Menu.Item>
        );
      case 'action':
        return (
          <Menu.Item value={line.id} onClick={() => setKubeconfigOpen(true)}>
            <DownloadIcon /> {line.label}
          </Menu.Item>
        );
      case 'versions':
        return (
          <HStack px="2" py="1.5" gap="3" color="fg.muted" fontSize="xs" aria-label="Versions">
            <Text>{line.frontend}</Text>
            <Text>{line.backend}</Text>
          </HStack>
        );
    }
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <UserMenuButton />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              {lines.map((line, index) => (
                <Fragment key={line.kind === 'link' || line.kind === 'action' ? line.id : line.kind}>
                  {startsNewGroup(lines, index) && <Menu.Separator />}
                  {renderLine(line)}
                </Fragment>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <KubeconfigDialog open={kubeconfigOpen} onClose={() => setKubeconfigOpen(false)} />
    </>
  );
}
