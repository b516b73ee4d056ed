import { describe, expect, it } from 'vitest';
import { condition, from, parseContentRange, quoteValue } from './postgrest';

interface Row {
  name: string;
  status: string;
  created_at: string;
  roles: string[];
}

const decoded = (query: { toString(): string }) => decodeURIComponent(query.toString());

describe('a PostgREST query', () => {
  it('writes filters, order and paging the way PostgREST reads them', () => {
    const query = from<Row>('checks')
      .select('*,canaries!checks_canary_id_fkey(name)')
      .eq('status', 'healthy')
      .ilike('name', '*api*')
      .is('created_at', null)
      .in('name', ['a', 'b c'])
      .order('created_at', { ascending: false, nulls: 'last' })
      .order('name')
      .page(2, 50);
    expect(decoded(query)).toBe(
      'select=*,canaries!checks_canary_id_fkey(name)&status=eq.healthy&name=ilike.*api*&created_at=is.null&name=in.(a,"b c")&offset=100&limit=50&order=created_at.desc.nullslast,name.asc',
    );
    expect(query.path).toBe('/db/checks');
  });

  it('negates, matches arrays and builds logic trees', () => {
    const query = from<Row>('people')
      .isNot('created_at', null)
      .notIn('status', ['x'])
      .contains('roles', ['admin'])
      .or([condition('name', 'ilike', '*x*'), condition('status', 'eq', 'a,b')].join(','));
    expect(decoded(query)).toBe('created_at=not.is.null&status=not.in.(x)&roles=cs.{admin}&or=(name.ilike.*x*,status.eq."a,b")');
  });

  it('keeps one select and one limit', () => {
    expect(decoded(from('x').select('a').select('b').limit(1).limit(2))).toBe('select=b&limit=2');
  });

  it('is immutable', () => {
    const base = from<Row>('checks');
    base.eq('status', 'x');
    expect(base.toString()).toBe('');
  });

  it('escapes values that hold reserved characters', () => {
    expect(quoteValue('plain')).toBe('plain');
    expect(quoteValue('say "hi"')).toBe('"say \\"hi\\""');
  });
});

describe('reading the total of a counted page', () => {
  it.each([
    ['0-24/3573', 3573],
    ['*/0', 0],
    ['items 50-99/100', 100],
    ['0-9/*', undefined],
    [null, undefined],
    ['', undefined],
    ['0-49', undefined],
    ['abc/12', undefined],
  ])('%s gives %s', (header, total) => {
    expect(parseContentRange(header)).toBe(total);
  });
});
