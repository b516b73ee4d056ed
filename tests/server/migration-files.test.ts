import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../server/db/migrate';

describe('the migration files', () => {
  it('each take a number of their own (DECISIONS §33: take the next free number when you commit)', () => {
    const numbers = loadMigrations().map((m) => m.name.slice(0, 3));
    const shared = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(shared, `migration numbers used twice: ${shared.join(', ')}`).toEqual([]);
  });
});
