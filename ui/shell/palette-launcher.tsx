import { IconButton } from '@chakra-ui/react';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { COMMAND_PALETTE, type Navigation } from '../../core/session';
import { SearchIcon } from '../components/icons';

export interface PaletteProps {
  readonly navigation: Navigation;
  readonly onClose: () => void;
}

/** ⌘K on a Mac, Ctrl+K elsewhere. */
const isPaletteShortcut = (event: KeyboardEvent) => (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The top bar's button and the keyboard shortcut for the command palette. Only these are in the first
 * load; the palette's code (given by ui/app, loaded lazily with its bindings) comes when first opened.
 */
export function PaletteLauncher({ palette: Palette, navigation }: { palette: ComponentType<PaletteProps>; navigation: Navigation }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <IconButton aria-label={COMMAND_PALETTE} title={`${COMMAND_PALETTE} (Ctrl K)`} aria-keyshortcuts="Control+K Meta+K" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <Palette navigation={navigation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
