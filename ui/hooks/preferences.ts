import { useCallback, useState } from 'react';
import { COLOUR_MODE_KEY, PreferencesPort, type ColourMode } from '../../core/session';
import { useService } from './container';

/** A value this browser remembers between visits. */
export function usePreference(key: string): [string | undefined, (value: string) => void] {
  const preferences = useService<PreferencesPort>(PreferencesPort);
  const [value, setValue] = useState(() => preferences.get(key));
  const update = useCallback(
    (next: string) => {
      preferences.set(key, next);
      setValue(next);
    },
    [preferences, key],
  );
  return [value, update];
}

const applyColourMode = (mode: ColourMode) => {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
};

/**
 * Light or dark, remembered. index.html applies the remembered mode before the first paint (no flash);
 * without one, the system's preference decides.
 */
export function useColourMode(): [ColourMode, () => void] {
  const [stored, store] = usePreference(COLOUR_MODE_KEY);
  const mode: ColourMode =
    stored === 'dark' || stored === 'light'
      ? stored
      : document.documentElement.classList.contains('dark')
        ? 'dark'
        : 'light';
  const toggle = useCallback(() => {
    const next: ColourMode = mode === 'dark' ? 'light' : 'dark';
    applyColourMode(next);
    store(next);
  }, [mode, store]);
  return [mode, toggle];
}
