import { describe, expect, it } from 'vitest';
import { checksOfSpec, validateCanarySpec } from '../../../server/checks/spec';

const refusal = (spec: unknown) => {
  const result = validateCanarySpec(spec);
  if (result.ok) throw new Error('expected a refusal');
  return result;
};

describe('validateCanarySpec', () => {
  it('accepts the specs the seed writes', () => {
    const result = validateCanarySpec({
      schedule: '@every 5m',
      http: [{ name: 'a/b/health', url: 'http://127.0.0.1:8080/health?service=b', responseCodes: [200], thresholdMillis: 2000 }],
      tcp: [{ name: 'port', endpoint: '127.0.0.1:1', thresholdMillis: 500 }],
      dns: [{ name: 'dns', server: '127.0.0.1', port: 1053, query: 'api.demo.local', querytype: 'A', minrecords: 1 }],
      kubernetes: [{ name: 'kept as it is' }],
    });
    expect(result.ok).toBe(true);
  });

  describe('when a field is wrong', () => {
    it.each([
      [{ http: [{ name: 'x' }] }, 'http[0].url', 'http[0].url: is required'],
      [{ http: [{ url: 'ftp://x' }] }, 'http[0].url', 'http[0].url: must be an absolute http or https URL'],
      [{ http: [{ url: 'http://x', responseCodes: [200, 999] }] }, 'http[0].responseCodes[1]', 'http[0].responseCodes[1]: must be an HTTP status code from 100 to 599'],
      [{ http: [{ url: 'http://x', method: 'FETCH' }] }, 'http[0].method', 'http[0].method: must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      [{ tcp: [{ endpoint: 'localhost' }] }, 'tcp[0].endpoint', 'tcp[0].endpoint: must be host:port with a port from 1 to 65535'],
      [{ dns: [{ query: 'a', querytype: 'ANY' }] }, 'dns[0].querytype', 'dns[0].querytype: must be one of A, AAAA, CNAME, TXT, MX, NS, SRV, PTR'],
      [{ dns: [{ query: 'a', minrecords: -1 }] }, 'dns[0].minrecords', 'dns[0].minrecords: must be a number of at least 0'],
      [{ exec: [{ name: 'x' }] }, 'exec[0].script', 'exec[0].script: is required'],
      [{ schedule: '@every 1ms' }, 'schedule', 'schedule: "@every 1ms" needs a duration of at least 1s, such as @every 30s or @every 5m'],
      [{ http: { url: 'http://x' } }, 'http', 'http: must be a list of checks'],
      [{ http: [{ url: 'http://x', timeout: 'forever' }] }, 'http[0].timeout', 'http[0].timeout: must be milliseconds or a duration such as 10s, at most 10m'],
      [{ tcp: [{ name: 'same', endpoint: 'a:1' }, { name: 'same', endpoint: 'b:2' }] }, 'tcp[1].name', 'tcp[1].name: "same" is used by another tcp check of this canary'],
    ])('refuses %j naming %s', (spec, field, error) => {
      expect(refusal(spec)).toEqual({ ok: false, field, error });
    });
    it('refuses what is not an object', () => {
      expect(refusal('http: []')).toEqual({ ok: false, field: 'spec', error: 'spec: must be an object' });
    });
  });

  it('names unnamed checks after their target', () => {
    const result = validateCanarySpec({ http: [{ url: 'http://127.0.0.1/x' }], tcp: [{ endpoint: '127.0.0.1:80' }] });
    if (!result.ok) throw new Error(result.error);
    expect(checksOfSpec(result.spec).map((c) => `${c.type}:${c.name}`)).toEqual(['http:http://127.0.0.1/x', 'tcp:127.0.0.1:80']);
  });
});
