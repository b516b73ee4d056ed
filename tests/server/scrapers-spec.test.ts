import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractItems } from '../../server/scrapers/extract';
import { findFiles, globToRegExp } from '../../server/scrapers/glob';
import { evaluateJsonPath, JsonPathError, parseJsonPath } from '../../server/scrapers/jsonpath';
import { ScraperSpecError, validateScraperSpec } from '../../server/scrapers/schema';
import { parseDocuments } from '../../server/scrapers/sources/file';
import { DEMO_FILE_SCRAPER_SPEC } from '../../server/seed/scrape-demo';

const refusal = (spec: unknown) => {
  try {
    validateScraperSpec(spec);
  } catch (error) {
    if (error instanceof ScraperSpecError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('a scraper spec', () => {
  describe('when it is checked against the schema', () => {
    it('accepts the demo file scraper and a spec of each type with its required fields', () => {
      expect(refusal(DEMO_FILE_SCRAPER_SPEC)).toBe('accepted');
      expect(refusal({
        schedule: '@every 15m',
        kubernetes: [{ clusterName: 'prod', exclusions: { namespaces: ['kube-system'] }, maxInFlight: 0 }],
        aws: [{ region: ['eu-west-1'], accessKey: { valueFrom: { secretKeyRef: { name: 'aws', key: 'id' } } }, cloudtrail: { max_age: '7d' } }],
        githubActions: [{ owner: 'acme', repository: 'shop', personalAccessToken: { value: 'literal' } }],
        sql: [{ connection: 'connection://default/db', query: 'SELECT 1 AS id', type: 'Database::Row', id: '$.id' }],
        http: [{ url: 'http://127.0.0.1/items', items: '$.data[*]', type: 'Api::Thing', id: '$.id' }],
        retention: { changes: [{ name: 'diff', age: '30d', count: 10 }], type: [{ name: 'Api::Thing', deletedAge: '7d' }] },
      })).toBe('accepted');
    });

    it('names the field that fails', () => {
      expect(refusal({ file: [{ paths: ['a/*.yaml'], format: 'yaml', type: '$.kind' }] })).toBe('spec.file[0].id: is required');
      expect(refusal({ file: [{ paths: [], format: 'yaml', type: 'T', id: '$.id' }] })).toBe('spec.file[0].paths: is required');
      expect(refusal({ file: [{ paths: ['x'], format: 'xml', type: 'T', id: '$.id' }] })).toBe('spec.file[0].format: must be one of yaml, json');
      expect(refusal({ file: [{ paths: ['../etc/*'], format: 'yaml', type: 'T', id: '$.id' }] })).toBe(
        'spec.file[0].paths[0]: must stay inside the scrape folder',
      );
      expect(refusal({ http: [{ url: 'http://x', type: 'T', id: '$.a..b' }] })).toMatch(/^spec\.http\[0\]\.id: "\$\.a\.\.b" is not a JSONPath/);
      expect(refusal({ sql: [{ query: 'select 1', type: 'T', id: '$.id' }] })).toBe('spec.sql[0].connection: is required');
      expect(refusal({ kubernetes: [{ maxInFlight: -1, clusterName: 'c' }] })).toBe('spec.kubernetes[0].maxInFlight: must be at least 0');
      expect(refusal({ kubernetes: [{ clusterName: 'c', maxInFlight: 'ten' }] })).toBe('spec.kubernetes[0].maxInFlight: This field must be a number');
      expect(refusal({ aws: [{ accessKey: { valueFrom: { secretKeyRef: { name: 'aws' } } } }] })).toBe(
        'spec.aws[0].accessKey.valueFrom.secretKeyRef.key: is required',
      );
      expect(refusal({ kubernetes: [{ clusterName: 'c', colour: 'red' }] })).toBe('spec.kubernetes[0].colour: is not a field of this scraper');
      expect(refusal({ nomad: [] })).toMatch(/^spec\.nomad: is not a scraper type/);
      expect(refusal({ schedule: '@every 1s', file: [] })).toMatch(/^spec: needs at least one scraper/);
      expect(refusal({ schedule: 'sometimes', http: [{ url: 'u', type: 't', id: 'i' }] })).toMatch(/^spec\.schedule: "sometimes"/);
      expect(refusal({ http: [{ url: 'u', type: 't', id: 'i' }], retention: { changes: [{ name: 'diff', age: 'a while' }] } })).toBe(
        'spec.retention.changes[0].age: must be a duration such as 30m, 12h or 7d',
      );
    });
  });
});

describe('the JSONPath subset', () => {
  const doc = { a: { b: [{ c: 1 }, { c: 2 }, { d: 3 }] }, 'x/y': 'slash', list: [10, 20, 30] };

  it('reaches names, quoted names, indexes and every element', () => {
    expect(evaluateJsonPath('$.a.b[*].c', doc)).toEqual([1, 2]);
    expect(evaluateJsonPath("$['x/y']", doc)).toEqual(['slash']);
    expect(evaluateJsonPath('$.list[-1]', doc)).toEqual([30]);
    expect(evaluateJsonPath('$.a.*', doc)).toEqual([doc.a.b]);
    expect(evaluateJsonPath('$', doc)).toEqual([doc]);
    expect(evaluateJsonPath('$.missing.deeper', doc)).toEqual([]);
  });

  it('refuses what it does not read, saying where', () => {
    expect(() => parseJsonPath('a.b')).toThrow(JsonPathError);
    expect(() => parseJsonPath('$.a[?(@.x)]')).toThrow(/at character 4/);
  });
});

describe('reading items from a document', () => {
  const manifest = {
    kind: 'Deployment',
    metadata: { uid: 'u-1', name: 'cart', namespace: 'shop', labels: { app: 'cart', tier: 2 }, annotations: { health: 'Unhealthy' } },
    status: { conditions: [{ type: 'Available' }] },
  };

  it('takes id, type, name, class, health, status, tags, labels and properties as the entry says', () => {
    const { items, errors } = extractItems({
      id: '$.metadata.uid', type: 'Kubernetes::Deployment', name: '$.metadata.name', health: '$.metadata.annotations.health',
      status: '$.status.conditions[0].type', tags: { namespace: '$.metadata.namespace', cluster: 'demo' }, labels: '$.metadata.labels',
      properties: [{ name: 'kind', value: '$.kind', headline: true }],
    }, manifest, 'deployments/cart.yaml');
    expect(errors).toEqual([]);
    expect(items).toEqual([{
      externalId: 'u-1', type: 'Kubernetes::Deployment', name: 'cart', configClass: 'Deployment', config: manifest,
      source: 'deployments/cart.yaml', description: null, health: 'unhealthy', status: 'Available',
      tags: { namespace: 'shop', cluster: 'demo' }, labels: { app: 'cart', tier: '2' },
      properties: [{ name: 'kind', text: 'Deployment', headline: true }],
    }]);
  });

  it('leaves health and status alone when the entry does not say how, and calls a document without an id an error', () => {
    const { items } = extractItems({ id: '$.metadata.uid', type: '$.kind' }, manifest, 'f.yaml');
    expect(items[0]).toMatchObject({ type: 'Deployment', name: 'u-1', health: undefined, status: undefined });
    expect(extractItems({ id: '$.metadata.nope', type: '$.kind' }, manifest, 'f.yaml').errors).toEqual(['f.yaml: no id at $.metadata.nope']);
  });

  it('makes an item of each value `items` reaches', () => {
    const { items } = extractItems({ items: '$.rows[*]', id: '$.id', type: 'Row' }, { rows: [{ id: 1 }, { id: 2 }] }, 'u');
    expect(items.map((i) => i.externalId)).toEqual(['1', '2']);
  });
});

describe('the files a file scraper reads', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'scrape-glob-'));
    for (const path of ['a/one.yaml', 'a/two.yml', 'a/deep/three.yaml', 'b/four.json', 'README.md']) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), '');
    }
    const outside = mkdtempSync(join(tmpdir(), 'scrape-outside-'));
    writeFileSync(join(outside, 'secret.yaml'), 'x: 1');
    symlinkSync(join(outside, 'secret.yaml'), join(root, 'a', 'linked.yaml'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('match their globs below the scrape folder and never outside it', async () => {
    expect(globToRegExp('a/**/*.{yaml,yml}').test('a/deep/three.yaml')).toBe(true);
    expect((await findFiles(root, ['a/*.yaml'])).files).toEqual(['a/one.yaml']);
    expect((await findFiles(root, ['a/**/*.{yaml,yml}'])).files).toEqual(['a/deep/three.yaml', 'a/one.yaml', 'a/two.yml']);
    expect((await findFiles(root, ['**/*.json', join(root, 'README.md')])).files).toEqual(['README.md', 'b/four.json']);
    expect((await findFiles(root, ['/etc/*'])).errors).toEqual([`/etc/* is outside the scrape folder ${root}`]);
  });
});

describe('a file that does not parse', () => {
  it('is an error naming the file and the line', () => {
    expect(parseDocuments('a: 1\n---\nb: [1, 2\nc: 3\n', 'yaml', 'x.yaml')).toEqual({ error: expect.stringMatching(/^x\.yaml:[34]: /) });
    expect(parseDocuments('{\n  "a": 1,\n  "b": \n}', 'json', 'x.json')).toEqual({ error: expect.stringMatching(/^x\.json:4: /) });
    expect(parseDocuments('a: 1\n---\n---\nb: 2\n', 'yaml', 'x.yaml')).toEqual({ documents: [{ a: 1 }, { b: 2 }] });
  });
});
