import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { HELP, HELP_LINKS } from '../../core/session';
import { BookIcon, ExternalLinkIcon, HelpIcon } from '../components/icons';

export function HelpMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={HELP} variant="ghost" size="sm">
          <HelpIcon />
        </IconButton>
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
