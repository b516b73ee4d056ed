import { describe, expect, it } from 'vitest';
import { PostgrestError } from '../../../server/http/errors';
import { parseFilterValue, parseList, parseLogicTree } from '../../../server/postgrest/parser/filter';
import { evaluateDateMath } from '../../../server/postgrest/parser/date-math';
import { rewriteMissionControlFilter } from '../../../server/postgrest/parser/mission-control-filter';
import { parseOrder } from '../../../server/postgrest/parser/order';
import { parseQuery } from '../../../server/postgrest/parser/query';
import { parseSelect } from '../../../server/postgrest/parser/select';
import { viewColumnOrigins } from '../../../server/postgrest/schema/node-tree';
import { parseAccept, parsePrefer, requestedPage, contentRange } from '../../../server/postgrest/headers';

const field = (name: string) => ({ name, json: [] });
const parseFails = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof PostgrestError && error.status === 400 && error.code === 'PGRST100';
  }
  return false;
};

describe('when parsing select', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,n:name::text,labels->>team,t:config->a->>b')).toEqual([
      { kind: 'field', field: field('id') },
      { kind: 'field', field: field('name'), alias: 'n', cast: 'text' },
      { kind: 'field', field: { name: 'labels', json: [{ arrow: '->>', key: 'team' }] } },
      { kind: 'field', field: { name: 'config', json: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] }, alias: 't' },
    ]);
  });

  it('reads embeds with aliases, hints, !inner, nesting and spaces', () => {
    expect(parseSelect('*, canary:canaries!checks_canary_id_fkey!inner(name, created_by(id)),artifacts(*)::jsonb')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed', name: 'canaries', alias: 'canary', hint: 'checks_canary_id_fkey', inner: true,
        select: [{ kind: 'field', field: field('name') }, { kind: 'embed', name: 'created_by', inner: false, select: [{ kind: 'field', field: field('id') }] }],
      },
      { kind: 'embed', name: 'artifacts', inner: false, select: [{ kind: 'star' }], cast: 'jsonb' },
    ]);
  });

  it('reads an empty embed and quoted names', () => {
    expect(parseSelect('"odd name",teams()')).toEqual([
      { kind: 'field', field: field('odd name') },
      { kind: 'embed', name: 'teams', inner: false, select: [] },
    ]);
  });

  it.each(['id,', 'canaries(name', 'a)b', 'x!hint', '...spread(a)', 'a->', 'a,,b', 'a:(b)'])('refuses %s', (text) => {
    expect(parseFails(() => parseSelect(text))).toBe(true);
  });

  it('refuses nesting deeper than the limit instead of overflowing the stack', () => {
    expect(parseFails(() => parseSelect(`${'a('.repeat(5000)}id${')'.repeat(5000)}`))).toBe(true);
  });
});

describe('when parsing a filter value', () => {
  it('reads the operator, negation, modifiers and the literal rest', () => {
    expect(parseFilterValue(field('name'), 'not.ilike.*a.b,c*')).toMatchObject({ negated: true, op: 'ilike', value: { kind: 'scalar', value: '*a.b,c*' } });
    expect(parseFilterValue(field('d'), 'fts(english).fox')).toMatchObject({ op: 'fts', language: 'english', value: { value: 'fox' } });
    expect(parseFilterValue(field('n'), 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quantifier: 'any', value: { value: '{a*,b*}' } });
    expect(parseFilterValue(field('n'), 'eq.')).toMatchObject({ op: 'eq', value: { value: '' } });
  });

  it('reads in lists with quotes and escapes', () => {
    expect(parseList('(a,"b,c","d\\"e",)')).toEqual(['a', 'b,c', 'd"e', '']);
    expect(parseList('()')).toEqual([]);
    expect(parseFilterValue(field('id'), 'in.("x",y)')).toMatchObject({ op: 'in', value: { kind: 'list', values: ['x', 'y'] } });
  });

  it('reads is values case-insensitively', () => {
    expect(parseFilterValue(field('x'), 'is.NULL')).toMatchObject({ value: { kind: 'is', value: 'null' } });
    expect(parseFilterValue(field('x'), 'not.is.true')).toMatchObject({ negated: true, value: { kind: 'is', value: 'true' } });
  });

  it.each(['wat.1', 'eq', 'is.maybe', 'in.(a', 'in.a,b', 'eq(most).x', 'not.'])('refuses %s', (text) => {
    expect(parseFails(() => parseFilterValue(field('x'), text))).toBe(true);
  });
});

describe('when parsing a logic tree', () => {
  it('reads nested and/or, negation, JSON paths and quoted values', () => {
    const tree = parseLogicTree('or', false, '(and(labels->>team.eq.a,status.neq.b),not.or(x.is.null,y.in.(1,2)),name.ilike."*a,b*",aliases.cs.{x,y})');
    expect(tree).toEqual({
      kind: 'logic', op: 'or', negated: false,
      children: [
        {
          kind: 'logic', op: 'and', negated: false,
          children: [
            { kind: 'condition', field: { name: 'labels', json: [{ arrow: '->>', key: 'team' }] }, negated: false, op: 'eq', value: { kind: 'scalar', value: 'a' } },
            { kind: 'condition', field: field('status'), negated: false, op: 'neq', value: { kind: 'scalar', value: 'b' } },
          ],
        },
        {
          kind: 'logic', op: 'or', negated: true,
          children: [
            { kind: 'condition', field: field('x'), negated: false, op: 'is', value: { kind: 'is', value: 'null' } },
            { kind: 'condition', field: field('y'), negated: false, op: 'in', value: { kind: 'list', values: ['1', '2'] } },
          ],
        },
        { kind: 'condition', field: field('name'), negated: false, op: 'ilike', value: { kind: 'scalar', value: '*a,b*' } },
        { kind: 'condition', field: field('aliases'), negated: false, op: 'cs', value: { kind: 'scalar', value: '{x,y}' } },
      ],
    });
  });

  it('keeps dots inside JSON keys, ending a key only before an operator', () => {
    expect(parseLogicTree('and', false, '(labels->>kubernetes.io/os.eq.linux,tags->>a.b.not.in.(x))').children).toEqual([
      { kind: 'condition', field: { name: 'labels', json: [{ arrow: '->>', key: 'kubernetes.io/os' }] }, negated: false, op: 'eq', value: { kind: 'scalar', value: 'linux' } },
      { kind: 'condition', field: { name: 'tags', json: [{ arrow: '->>', key: 'a.b' }] }, negated: true, op: 'in', value: { kind: 'list', values: ['x'] } },
    ]);
  });

  it.each(['a.eq.1', '(a.eq.1', '(a.eq.1,)', '()', '(a.zz.1)', '(and(a.eq.1)'])('refuses %s', (text) => {
    expect(parseFails(() => parseLogicTree('or', false, text))).toBe(true);
  });
});

describe('when parsing order', () => {
  it('reads several terms with direction, nulls and JSON paths', () => {
    expect(parseOrder('name.asc.nullslast,labels->>team.desc,created_at')).toEqual([
      { field: field('name'), direction: 'asc', nulls: 'last' },
      { field: { name: 'labels', json: [{ arrow: '->>', key: 'team' }] }, direction: 'desc' },
      { field: field('created_at') },
    ]);
    expect(parseOrder('name.nullsfirst')).toEqual([{ field: field('name'), nulls: 'first' }]);
    expect(parseOrder('labels->>app.kubernetes.io/name.desc')).toEqual([
      { field: { name: 'labels', json: [{ arrow: '->>', key: 'app.kubernetes.io/name' }] }, direction: 'desc' },
    ]);
  });

  it.each(['name.up', 'name.asc.desc', 'a,', 'canaries(name).asc'])('refuses %s', (text) => {
    expect(parseFails(() => parseOrder(text))).toBe(true);
  });
});

describe('when parsing a whole query string', () => {
  const parse = (query: string) => parseQuery([...new URLSearchParams(query)], { now: new Date('2024-06-01T12:00:00Z') });

  it('merges duplicate select parameters with a comma', () => {
    expect(parse('select=id,name&select=agent:agents(id)').select).toHaveLength(3);
  });

  it('sends embedded filters, order and limits to their embed path', () => {
    const ast = parse('configs.order=name&hypotheses.evidences.type=eq.log&hypotheses.limit=2&hypotheses.or=(a.eq.1)&not.and=(b.eq.2)');
    expect(ast.embedded.get('configs')?.order).toEqual([{ field: field('name') }]);
    expect(ast.embedded.get('hypotheses.evidences')?.filters[0]).toMatchObject({ field: field('type'), op: 'eq' });
    expect(ast.embedded.get('hypotheses')).toMatchObject({ limit: 2, filters: [{ kind: 'logic', op: 'or' }] });
    expect(ast.root.filters).toEqual([expect.objectContaining({ kind: 'logic', op: 'and', negated: true })]);
  });

  it('keeps dots inside JSON keys of a filter', () => {
    expect(parse('labels->>app.kubernetes.io/name=eq.api').root.filters[0]).toMatchObject({
      field: { name: 'labels', json: [{ arrow: '->>', key: 'app.kubernetes.io/name' }] },
    });
  });

  it('takes rpc arguments apart from filters', () => {
    const ast = parseQuery([['config_id', 'abc'], ['depth', 'gt.1']], { rpcArgNames: new Set(['config_id']) });
    expect(ast.rpcArgs.get('config_id')).toBe('abc');
    expect(ast.root.filters).toHaveLength(1);
  });

  it('refuses non-numeric limits and NUL characters', () => {
    expect(parseFails(() => parse('limit=ten'))).toBe(true);
    expect(parseFails(() => parse('name=eq.a%00'))).toBe(true);
  });
});

describe("when rewriting Mission Control's .filter", () => {
  const now = new Date('2024-06-01T12:00:00Z');

  it('turns exact values into in, exclusions into not.in and globs into like', () => {
    expect(rewriteMissionControlFilter(field('status'), 'a,b,!c,!d*', now)).toEqual([
      { kind: 'condition', field: field('status'), negated: false, op: 'in', value: { kind: 'list', values: ['a', 'b'] } },
      { kind: 'condition', field: field('status'), negated: true, op: 'in', value: { kind: 'list', values: ['c'] } },
    ]);
    expect(rewriteMissionControlFilter(field('name'), '*api*', now)).toEqual([
      { kind: 'condition', field: field('name'), negated: false, op: 'like', value: { kind: 'scalar', value: '*api*' } },
    ]);
    expect(rewriteMissionControlFilter(field('name'), 'x,api*', now)[0]).toMatchObject({ kind: 'logic', op: 'or' });
  });

  it('turns date maths on date columns into a comparison, < by default', () => {
    expect(rewriteMissionControlFilter(field('created_at'), '>now-24h', now)).toEqual([
      { kind: 'condition', field: field('created_at'), negated: false, op: 'gt', value: { kind: 'scalar', value: '2024-05-31T12:00:00.000Z' } },
    ]);
    expect(rewriteMissionControlFilter(field('last_seen'), 'now-1w', now)[0]).toMatchObject({ op: 'lt', value: { value: '2024-05-25T12:00:00.000Z' } });
  });
});

describe('when evaluating date maths', () => {
  const now = new Date('2024-06-01T12:34:56Z');

  it.each([
    ['now', '2024-06-01T12:34:56.000Z'],
    ['now-30s', '2024-06-01T12:34:26.000Z'],
    ['now-15m', '2024-06-01T12:19:56.000Z'],
    ['now-2d+1h', '2024-05-30T13:34:56.000Z'],
    ['now-1M', '2024-05-01T12:34:56.000Z'],
    ['now-1y', '2023-06-01T12:34:56.000Z'],
    ['now/d', '2024-06-01T00:00:00.000Z'],
    ['2024-01-02T03:04:05Z', '2024-01-02T03:04:05.000Z'],
  ])('reads %s', (text, iso) => {
    expect(evaluateDateMath(text, now)?.toISOString()).toBe(iso);
  });

  it.each(['later', 'now-3q', 'now-', 'now+1h/x', '2024-13-45'])('refuses %s', (text) => {
    expect(evaluateDateMath(text, now)).toBeNull();
  });
});

describe('when reading headers', () => {
  it('reads Prefer', () => {
    expect(parsePrefer('return=representation, count=exact')).toEqual({ count: true, return: 'representation' });
    expect(parsePrefer(undefined)).toEqual({ count: false });
  });

  it('reads Accept, refusing what it cannot produce', () => {
    expect(parseAccept('application/json, text/plain, */*')).toBe('array');
    expect(parseAccept('application/vnd.pgrst.object+json;nulls=stripped')).toBe('object');
    expect(() => parseAccept('text/csv')).toThrow(PostgrestError);
  });

  it('intersects limit/offset with the Range header and formats Content-Range', () => {
    expect(requestedPage('0-9', undefined, undefined)).toEqual({ offset: 0, limit: 10 });
    expect(requestedPage('5-', 10, 0)).toEqual({ offset: 5, limit: 5 });
    expect(requestedPage('bogus', 3, 4)).toEqual({ offset: 4, limit: 3 });
    expect(contentRange(0, 50, 1234)).toBe('0-49/1234');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(10, 5, undefined)).toBe('10-14/*');
  });
});

describe('when reading a view rule', () => {
  it('finds where each output column comes from', () => {
    const action =
      '({QUERY :commandType 1 :rtable ({RANGETBLENTRY :eref {ALIAS :aliasname a :colnames ("id" "name")}}) ' +
      ':targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk false} ' +
      '{TARGETENTRY :expr {CONST :consttype 25 :constlen -1 :constvalue 8 [ 32 0 0 0 120 121 122 33 ]} :resno 2 :resname label\\ x :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false})})';
    expect([...viewColumnOrigins(action)]).toEqual([['id', { relation: '16384', attnum: 1 }]]);
  });
});
