import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

/** The top bar's two menus, one lazy chunk; `opened` is the one clicked before the chunk arrived. */
export default function TopBarMenus({ opened }: { opened?: 'help' | 'user' }) {
  return (
    <>
      <HelpMenu defaultOpen={opened === 'help'} />
      <UserMenu defaultOpen={opened === 'user'} />
    </>
  );
}
