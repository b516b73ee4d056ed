import type { PreferencesPort } from '../../core/session';

const PREFIX = 'mc.';

/** Preferences in localStorage; a browser that refuses storage (private mode, quota) just forgets them. */
export class LocalStoragePreferences implements PreferencesPort {
  constructor(private readonly storage: Storage | undefined) {}

  get(key: string): string | undefined {
    try {
      return this.storage?.getItem(PREFIX + key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage?.setItem(PREFIX + key, value);
    } catch {
      // Not remembering a preference is better than failing the click that changed it.
    }
  }
}
