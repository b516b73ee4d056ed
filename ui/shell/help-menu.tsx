import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { DOCS_URL } from '../../core/session';
import { BookIcon, ExternalLinkIcon, HelpIcon } from '../components/icons';

export function HelpMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Help" variant="ghost" size="sm">
          <HelpIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="docs" asChild>
              <a href={DOCS_URL} target="_blank" rel="noopener noreferrer">
                <BookIcon />
                Docs
                <ExternalLinkIcon ms="auto" color="fg.subtle" />
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
