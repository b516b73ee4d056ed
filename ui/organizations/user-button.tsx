import { Avatar, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { FLOW_PAGES, YOUR_PROFILE } from '../../core/identity';
import { SIGN_OUT, USER_BUTTON } from '../../core/identity/organizations';
import { LogOutIcon, UserIcon } from '../components/icons';
import { useSession } from '../hooks/session';

/** The hosted mode's user button (seed 000 §2.2): who is signed in, their profile, and signing out. */
export function UserButton() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={`${USER_BUTTON}: ${user.name}`} variant="ghost" size="sm" borderRadius="full">
          <Avatar.Root size="xs" colorPalette="blue">
            <Avatar.Fallback name={user.name} />
            {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="2">
              <Text fontWeight="semibold">{user.name}</Text>
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
            <Menu.Item value="sign-out" onClick={() => navigate('/logout')}>
              <LogOutIcon /> {SIGN_OUT}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
