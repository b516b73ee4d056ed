import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

/**
 * The top bar's two menus, one lazy chunk; `opened` is the one clicked before the chunk arrived. The
 * hosted mode has a user button of its own instead of the user menu (R000-2-2-10).
 */
export default function TopBarMenus({ opened, userMenu }: { opened?: 'help' | 'user'; userMenu: boolean }) {
  return (
    <>
      <HelpMenu defaultOpen={opened === 'help'} />
      {userMenu && <UserMenu defaultOpen={opened === 'user'} />}
    </>
  );
}
