import { Avatar, IconButton, Text, chakra, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { HELP } from '../../core/session';
import { ChevronDownIcon, HelpIcon } from '../components/icons';
import { useSession } from '../hooks/session';

/**
 * The top bar's menu buttons. They are in the first load on their own; the menus (Zag's menu and
 * Floating UI) come in a later chunk that wraps these same buttons, so both look alike.
 */
export const HelpMenuButton = forwardRef<HTMLButtonElement, ButtonProps>(function HelpMenuButton(props, ref) {
  return (
    <IconButton ref={ref} aria-label={HELP} variant="ghost" size="sm" {...props}>
      <HelpIcon />
    </IconButton>
  );
});

export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps>(function UserMenuButton(props, ref) {
  const { user } = useSession();
  return (
    <chakra.button
      ref={ref}
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
      {...props}
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
  );
});
