import { Menu, Portal } from '@chakra-ui/react';
import { HELP_LINKS } from '../../core/session';
import { BookIcon, ExternalLinkIcon } from '../components/icons';
import { HelpMenuButton } from './menu-triggers';

/** `defaultOpen`: clicked before this loaded. */
export function HelpMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <HelpMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {HELP_LINKS.map((link) => (
              <Menu.Item key={link.href} value={link.label} asChild>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <BookIcon />
                  {link.label}
                  <ExternalLinkIcon ms="auto" color="fg.subtle" />
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
