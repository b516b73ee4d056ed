import { describe, expect, it } from 'vitest';
import { LocalStoragePreferences } from './preferences';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('preferences', () => {
  it('are remembered under a prefix', () => {
    const storage = new MemoryStorage();
    const prefs = new LocalStoragePreferences(storage as unknown as Storage);
    prefs.set('sidebar.collapsed', 'true');
    expect(storage.getItem('mc.sidebar.collapsed')).toBe('true');
    expect(new LocalStoragePreferences(storage as unknown as Storage).get('sidebar.collapsed')).toBe('true');
  });

  it('are forgotten quietly when storage refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const prefs = new LocalStoragePreferences(refusing as unknown as Storage);
    expect(() => prefs.set('a', 'b')).not.toThrow();
    expect(prefs.get('a')).toBeUndefined();
  });
});
