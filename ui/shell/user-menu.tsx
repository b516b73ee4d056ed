import { Avatar, Box, HStack, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FLOW_PAGES, YOUR_PROFILE } from '../../core/identity';
import { greeting } from '../../core/session';
import { ChevronDownIcon, DownloadIcon, LogOutIcon, UserIcon } from '../components/icons';
import { useSession, useVersions } from '../hooks/session';
import { KubeconfigDialog } from './kubeconfig-dialog';

/** Seed 000 §2.2 (self-hosted mode): greeting, Download kubeconfig, the versions line, Sign out. */
export function UserMenu() {
  const { user } = useSession();
  const versions = useVersions();
  const [, navigate] = useLocation();
  const [kubeconfigOpen, setKubeconfigOpen] = useState(false);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <chakra.button
            type="button"
            aria-label="User menu"
            display="flex"
            alignItems="center"
            gap="2"
            ps="1"
            pe="2"
            h="9"
            borderRadius="full"
            _hover={{ bg: 'bg.muted' }}
            focusRing="outside"
          >
            <Avatar.Root size="xs" colorPalette="blue">
              <Avatar.Fallback name={user.name} />
              {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
            </Avatar.Root>
            <Text fontWeight="medium" display={{ base: 'none', md: 'block' }} maxW="40" truncate>
              {user.name}
            </Text>
            <ChevronDownIcon boxSize="4" color="fg.muted" />
          </chakra.button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="2" py="2">
                <Text fontWeight="semibold">{greeting(user.name)}</Text>
                {user.email && (
                  <Text color="fg.muted" fontSize="xs" truncate>
                    {user.email}
                  </Text>
                )}
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" onClick={() => navigate(FLOW_PAGES.settings)}>
                <UserIcon /> {YOUR_PROFILE}
              </Menu.Item>
              <Menu.Item value="kubeconfig" onClick={() => setKubeconfigOpen(true)}>
                <DownloadIcon /> Download kubeconfig
              </Menu.Item>
              <Menu.Separator />
              <HStack px="2" py="1.5" gap="3" color="fg.muted" fontSize="xs" aria-label="Versions">
                <Text>Frontend {versions?.frontend ?? '…'}</Text>
                <Text>Backend {versions?.backend ?? '…'}</Text>
              </HStack>
              <Menu.Separator />
              <Menu.Item value="sign-out" onClick={() => navigate('/logout')}>
                <LogOutIcon /> Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <KubeconfigDialog open={kubeconfigOpen} onClose={() => setKubeconfigOpen(false)} />
    </>
  );
}
