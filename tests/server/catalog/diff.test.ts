import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { diffConfigs, jsonPatch, renderYaml, yamlDiff, type JsonPatchOperation } from '../../../server/diff/config-diff';

/** Applies RFC 6902 operations the way a client would, to check that a patch really leads to `after`. */
function applyJsonPatch(document: unknown, operations: readonly JsonPatchOperation[]): unknown {
  let root = structuredClone(document);
  for (const operation of operations) {
    const keys = operation.path.split('/').slice(1).map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (keys.length === 0) {
      root = operation.op === 'remove' ? undefined : structuredClone(operation.value);
      continue;
    }
    const last = keys.pop()!;
    const parent = keys.reduce<any>((node, key) => node[Array.isArray(node) ? Number(key) : key], root);
    if (Array.isArray(parent)) {
      const index = Number(last);
      if (operation.op === 'add') parent.splice(index, 0, structuredClone(operation.value));
      else if (operation.op === 'remove') parent.splice(index, 1);
      else parent[index] = structuredClone(operation.value);
    } else if (operation.op === 'remove') delete parent[last];
    else parent[last] = structuredClone(operation.value);
  }
  return root;
}

const deployment = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'api', labels: { app: 'api', 'app.kubernetes.io/part-of': 'shop' } },
  spec: {
    replicas: 2,
    template: { spec: { containers: [{ name: 'api', image: 'api:1.2.3', env: [{ name: 'A', value: '1' }] }] } },
  },
};

describe('the config diff module', () => {
  describe('when a field of a config changes', () => {
    const after = structuredClone(deployment);
    after.spec.template.spec.containers[0].image = 'api:1.2.4';

    it('answers a unified diff of the YAML with three lines of context', () => {
      expect(yamlDiff(deployment, after, 'api')).toBe(
        [
          '--- a/api',
          '+++ b/api',
          '@@ -11,7 +11,7 @@',
          '     spec:',
          '       containers:',
          '         - name: api',
          '-          image: api:1.2.3',
          '+          image: api:1.2.4',
          '           env:',
          '             - name: A',
          '               value: "1"',
          '',
        ].join('\n'),
      );
    });

    it('answers the JSON patch that makes one the other', () => {
      expect(jsonPatch(deployment, after)).toEqual([{ op: 'replace', path: '/spec/template/spec/containers/0/image', value: 'api:1.2.4' }]);
    });

    it('gives a diff the diff package itself applies to the first rendering', () => {
      const { diff } = diffConfigs(deployment, after);
      expect(applyPatch(renderYaml(deployment), diff)).toBe(renderYaml(after));
    });
  });

  describe('when keys and list items come and go', () => {
    it('adds, removes and replaces, escaping ~ and / in keys, and the patch applies cleanly', () => {
      const before = { a: 1, gone: true, list: [1, 2, 3, 4], nested: { 'a/b': 1, 'c~d': 2 } };
      const after = { a: 2, list: [1, 5], nested: { 'a/b': 1, 'c~d': 3, added: [1] }, extra: null };
      const patch = jsonPatch(before, after);
      expect(patch).toEqual([
        { op: 'remove', path: '/gone' },
        { op: 'replace', path: '/a', value: 2 },
        { op: 'replace', path: '/list/1', value: 5 },
        { op: 'remove', path: '/list/3' },
        { op: 'remove', path: '/list/2' },
        { op: 'replace', path: '/nested/c~0d', value: 3 },
        { op: 'add', path: '/nested/added', value: [1] },
        { op: 'add', path: '/extra', value: null },
      ]);
      expect(applyJsonPatch(before, patch)).toEqual(after);
    });

    it('replaces a value whose kind changes', () => {
      expect(jsonPatch({ a: [1] }, { a: { 0: 1 } })).toEqual([{ op: 'replace', path: '/a', value: { 0: 1 } }]);
    });
  });

  describe('when nothing changed', () => {
    it('answers an empty diff and no operations', () => {
      expect(diffConfigs(deployment, structuredClone(deployment))).toEqual({ diff: '', patches: [] });
    });
  });
});
