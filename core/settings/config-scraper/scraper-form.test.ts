import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { changeScraperFormField, changeScraperSchedule, chooseScraperFormType, scraperFormView } from './scraper-form';
import { specProblem } from './rules';

const valueOf = (text: string, name: string) => {
  const view = scraperFormView(text);
  if (view.kind !== 'form') throw new Error('the form cannot read the spec');
  return view.fields.find((f) => f.field.name === name)?.value;
};

describe('the scraper form per type', () => {
  it('starts a kubernetes spec with its defaults, and keeps what the old spec said about retention', () => {
    const text = chooseScraperFormType('retention: {changes: [{name: diff, count: 5}]}\nfile: [{paths: [a]}]', 'kubernetes');
    expect(parse(text)).toEqual({ schedule: '@every 30m', retention: { changes: [{ name: 'diff', count: 5 }] }, kubernetes: [{ maxInFlight: 64 }] });
    expect(valueOf(text, 'maxInFlight')).toBe('64');
  });

  it('writes numbers, lists and booleans as the spec holds them, and removes a cleared field', () => {
    let text = chooseScraperFormType('', 'aws');
    text = changeScraperFormField(text, 'region', 'eu-west-1, us-east-1');
    text = changeScraperFormField(text, 'skipTLSVerify', 'true');
    text = changeScraperFormField(chooseScraperFormType(text, 'kubernetes'), 'maxInFlight', '8');
    expect(parse(text).kubernetes).toEqual([{ maxInFlight: 8 }]);
    text = changeScraperFormField(text, 'maxInFlight', '');
    expect(parse(text).kubernetes).toEqual([{}]);
    const aws = changeScraperFormField(changeScraperFormField(chooseScraperFormType('', 'aws'), 'region', 'a, b'), 'skipTLSVerify', 'true');
    expect(parse(aws).aws).toEqual([{ region: ['a', 'b'], skipTLSVerify: true }]);
  });

  it("keeps the YAML's comments and the other entries when one field changes", () => {
    const text = '# mine\nschedule: "@every 1m"\nhttp:\n  - url: http://a # first\n    type: T\n    id: $.id\n  - url: http://b\n';
    const changed = changeScraperFormField(text, 'url', 'http://c');
    expect(changed).toContain('# mine');
    expect(parse(changed).http).toEqual([{ url: 'http://c', type: 'T', id: '$.id' }, { url: 'http://b' }]);
    expect(parse(changeScraperSchedule(changed, '@daily')).schedule).toBe('@daily');
    expect(parse(changeScraperSchedule(changed, '')).schedule).toBeUndefined();
  });

  it('stores a secret-or-value in its structured form, and refuses a reference without its key', () => {
    let text = chooseScraperFormType('', 'githubActions');
    text = changeScraperFormField(text, 'owner', 'acme');
    text = changeScraperFormField(text, 'repository', 'console');
    text = changeScraperFormField(text, 'personalAccessToken', { mode: 'secret', value: '', name: 'github', key: '' });
    expect(valueOf(text, 'personalAccessToken')).toEqual({ mode: 'secret', value: '', name: 'github', key: '' });
    expect(specProblem(parse(text))).toBe('githubActions[0].personalAccessToken: This field is required');
    text = changeScraperFormField(text, 'personalAccessToken', { mode: 'secret', value: '', name: 'github', key: 'token' });
    expect(parse(text).githubActions[0].personalAccessToken).toEqual({ valueFrom: { secretKeyRef: { name: 'github', key: 'token' } } });
    expect(specProblem(parse(text))).toBeUndefined();
    text = changeScraperFormField(text, 'personalAccessToken', { mode: 'static', value: 'ghp_x', name: '', key: '' });
    expect(parse(text).githubActions[0].personalAccessToken).toEqual({ value: 'ghp_x' });
  });

  it('leaves a YAML it cannot read to the YAML view', () => {
    expect(scraperFormView('http: [')).toEqual({ kind: 'unreadable' });
    expect(changeScraperFormField('http: [', 'url', 'x')).toBe('http: [');
    expect(changeScraperSchedule('', '')).toBe('');
  });
});
