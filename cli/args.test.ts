import { describe, expect, it } from 'vitest';
import { optionText, parseArgs } from './args';
import { connectionFrom } from './connection';
import { textTable } from './table';

describe('when a command line is read', () => {
  it('splits words from options given as --name value, --name=value or a bare flag', () => {
    const args = parseArgs(['incidents', 'create', '--title', 'Disk full', '--severity=high', '--json', 'extra', '--dry']);
    expect(args.words).toEqual(['incidents', 'create', 'extra']);
    expect(args.options).toEqual({ title: 'Disk full', severity: 'high', json: true, dry: true });
    expect(optionText(args, 'dry')).toBeUndefined();
  });

  it('keeps every value of an option given more than once', () => {
    const args = parseArgs(['playbooks', 'run', 'x', '--param', 'a=1', '--param=b=2']);
    expect(args.repeated.param).toEqual(['a=1', 'b=2']);
    expect(args.options.param).toBe('b=2');
  });
});

describe('when the connection is chosen', () => {
  const args = parseArgs([]);

  it('prefers an access token, sent as a bearer token', () => {
    expect(connectionFrom(args, { MC_TOKEN: 't0k3n', MC_USER: 'admin@local' })).toEqual({
      url: 'http://localhost:8080', authorization: 'Bearer t0k3n',
    });
  });

  it('sends a user and password as HTTP Basic to the address of --url over MC_URL', () => {
    const connection = connectionFrom(parseArgs(['--url', 'https://mc.example.test/']), { MC_URL: 'http://other', MC_USER: 'a@b', MC_PASSWORD: 'pw' });
    expect(connection).toEqual({ url: 'https://mc.example.test', authorization: `Basic ${Buffer.from('a@b:pw').toString('base64')}` });
  });

  it('sends nothing without credentials', () => {
    expect(connectionFrom(args, {})).toEqual({ url: 'http://localhost:8080' });
  });
});

describe('when rows are printed', () => {
  it('aligns the columns under an upper-case header', () => {
    expect(textTable(['id', 'title'], [['INC-1', 'Disk full'], ['INC-10', 'Checkout down']])).toBe(
      ['ID      TITLE', 'INC-1   Disk full', 'INC-10  Checkout down'].join('\n'),
    );
  });
});
