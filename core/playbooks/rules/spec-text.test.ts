import { describe, expect, it } from 'vitest';
import { readPlaybookSpec, targetsOf } from './spec-text';
import { validatePlaybookDraft } from './draft';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';

const SPEC = `title: Restart
components:
  - types: [Service]
actions:
  - name: call
    http:
      method: GET
  - name: ok
    exec:
      script: echo ok
`;

describe('when a YAML spec is read', () => {
  it('gives the spec of a YAML document that passes the schema', () => {
    expect(readPlaybookSpec('actions:\n  - name: a\n    sql:\n      query: select 1\n')).toEqual({ spec: { actions: [{ name: 'a', sql: { query: 'select 1' } }] }, problems: [] });
  });

  it('places a missing field at the line of the mapping that lacks it', () => {
    expect(readPlaybookSpec(SPEC).problems).toEqual([{ line: 6, path: 'actions[0].http.url', message: 'is required' }]);
  });

  it('places an unknown field at its key', () => {
    expect(readPlaybookSpec('actions: []\nparamters: []\n').problems).toEqual([{ line: 2, path: 'paramters', message: 'is not allowed here' }]);
  });

  it('places a wrong value at its key, and an action of no kind at its item', () => {
    const { problems } = readPlaybookSpec('actions:\n  - name: x\n    retry:\n      limit: two\n');
    expect(problems).toEqual([
      { line: 4, path: 'actions[0].retry.limit', message: 'must be a whole number' },
      { line: 2, path: 'actions[0]', message: 'needs one of exec, http, sql, logs or notification' },
    ]);
  });

  it('gives a YAML syntax error at its line', () => {
    expect(readPlaybookSpec('actions: [\ntitle: x').problems[0]).toMatchObject({ line: 2, path: '' });
  });

  it('finds the resources the selectors target', () => {
    expect(targetsOf({ checks: [{}], configs: [{}] })).toEqual(['config', 'check']);
    expect(targetsOf({ components: [] })).toEqual([]);
  });
});

describe('when a draft is checked', () => {
  it('needs a name and a spec', () => {
    expect(validatePlaybookDraft({ name: ' ', spec: '' })).toEqual({ fields: { name: REQUIRED_FIELD_MESSAGE, spec: REQUIRED_FIELD_MESSAGE } });
  });

  it('says each problem of the spec at its line', () => {
    expect(validatePlaybookDraft({ name: 'restart', spec: SPEC })).toEqual({ fields: { name: undefined, spec: 'Line 6: actions[0].http.url is required' } });
  });
});
