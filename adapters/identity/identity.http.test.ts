import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../core/identity';
import { DomainError } from '../../core/shared';
import { FakeFetch, reply } from '../../tests/fakes/fake-fetch';
import { HttpIdentityAdapter } from './identity.http';

const BASE = 'http://console.test/api/.ory';
const adapter = (fake: FakeFetch) => new HttpIdentityAdapter({ baseURL: BASE, fetch: fake.fetch });

const wireFlow = (id = 'f1', extra: Record<string, unknown> = {}) => ({
  id,
  type: 'browser',
  expires_at: '2030-01-01T01:00:00Z',
  issued_at: '2030-01-01T00:00:00Z',
  request_url: `${BASE}/self-service/login/browser`,
  refresh: false,
  requested_aal: 'aal1',
  state: 'choose_method',
  ui: {
    action: `${BASE}/self-service/login?flow=${id}`,
    method: 'POST',
    nodes: [
      {
        type: 'input',
        group: 'default',
        attributes: { name: 'csrf_token', type: 'hidden', value: 'tok', required: true, disabled: false, node_type: 'input' },
        messages: [],
        meta: {},
      },
      {
        type: 'text',
        group: 'lookup_secret',
        attributes: { id: 'lookup_secret_codes', text: { id: 1050015, text: 'a, b', type: 'info', context: { secrets: [] } }, node_type: 'text' },
        messages: [],
        meta: { label: { id: 1050010, text: 'These are your back up recovery codes.', type: 'info' } },
      },
      { type: 'webauthn-future', group: 'x', attributes: {}, messages: [], meta: {} },
    ],
  },
  ...extra,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('should have failed'), (error: unknown) => error as IdentityError);

describe('the identity adapter', () => {
  describe('when creating a flow', () => {
    it('asks for JSON with cookies and passes return_to, refresh and aal', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/browser', reply(200, wireFlow()));
      const flow = await adapter(fake).createBrowserFlow('login', { returnTo: '/catalog', refresh: true, aal: 'aal2' });
      const sent = fake.last();
      expect(sent.headers.get('accept')).toBe('application/json');
      expect(sent.credentials).toBe('include');
      expect(Object.fromEntries(sent.url.searchParams)).toEqual({ return_to: '/catalog', refresh: 'true', aal: 'aal2' });
      expect(flow.id).toBe('f1');
      expect(flow.ui.messages).toEqual([]);
    });

    it('maps nodes to the domain and leaves out node kinds it does not know', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/browser', reply(200, wireFlow()));
      const flow = await adapter(fake).createBrowserFlow('login', {});
      expect(flow.ui.nodes).toEqual([
        {
          type: 'input',
          group: 'default',
          attributes: { name: 'csrf_token', type: 'hidden', value: 'tok', required: true, disabled: false },
          messages: [],
          meta: {},
        },
        {
          type: 'text',
          group: 'lookup_secret',
          attributes: { id: 'lookup_secret_codes', text: { id: 1050015, text: 'a, b', type: 'info', context: { secrets: [] } } },
          messages: [],
          meta: { label: { id: 1050010, text: 'These are your back up recovery codes.', type: 'info' } },
        },
      ]);
    });

    it('rejects with the error id and redirect of an error body', async () => {
      const body = {
        error: { id: 'session_already_available', code: 400, status: 'Bad Request', message: 'A valid session was detected' },
      };
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/browser', reply(400, body));
      const error = await failure(adapter(fake).createBrowserFlow('login', {}));
      expect(error).toBeInstanceOf(IdentityError);
      expect(error.failure).toEqual({ id: 'session_already_available', status: 400, message: 'A valid session was detected' });
    });

    it('names the path when the flow does not have the expected shape', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/browser', reply(200, { id: 'f1', ui: { method: 'POST', nodes: [] } }));
      const error = (await failure(adapter(fake).createBrowserFlow('login', {}))) as unknown as DomainError;
      expect(error.kind).toBe('decode');
      expect(error.message).toContain('ui.action');
    });

    it('rejects with status 0 when the service does not answer', async () => {
      const error = await failure(adapter(new FakeFetch().down()).createBrowserFlow('login', {}));
      expect(error.failure.status).toBe(0);
    });
  });

  describe('when fetching a flow', () => {
    it('asks for it by id', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/flows', reply(200, wireFlow('abc')));
      const flow = await adapter(fake).getFlow('login', 'abc');
      expect(fake.last().url.searchParams.get('id')).toBe('abc');
      expect(flow.id).toBe('abc');
    });

    it('rejects with 410 when the flow expired', async () => {
      const body = { error: { id: 'self_service_flow_expired', code: 410, message: 'Self-service flow expired' }, use_flow_id: 'new' };
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/login/flows', reply(410, body));
      const error = await failure(adapter(fake).getFlow('login', 'old'));
      expect(error.failure).toMatchObject({ id: 'self_service_flow_expired', status: 410 });
    });
  });

  describe('when submitting a flow', () => {
    const body = { csrf_token: 'tok', method: 'password', identifier: 'admin@local', password: 'pw' };

    it('posts the values as JSON to the flow', async () => {
      const session = { id: 's1', active: true, identity: { id: 'i1', traits: { email: 'admin@local' } } };
      const fake = new FakeFetch().on('POST', '/api/.ory/self-service/login', reply(200, {
        session,
        continue_with: [{ action: 'redirect_browser_to', redirect_browser_to: 'http://console.test/catalog' }],
      }));
      const result = await adapter(fake).submitFlow('login', 'f1', body);
      expect(fake.last().url.searchParams.get('flow')).toBe('f1');
      expect(fake.last().body).toEqual(body);
      expect(fake.last().headers.get('content-type')).toBe('application/json');
      expect(result).toEqual({
        type: 'success',
        session: { id: 's1', active: true, identity: { id: 'i1', traits: { email: 'admin@local' } } },
        redirectTo: 'http://console.test/catalog',
      });
    });

    it('answers invalid with the new flow on a 400 that carries one', async () => {
      const refused = wireFlow('f1', {
        ui: { ...wireFlow().ui, messages: [{ id: 4000006, text: 'The provided credentials are invalid', type: 'error' }] },
      });
      const fake = new FakeFetch().on('POST', '/api/.ory/self-service/login', reply(400, refused));
      const result = await adapter(fake).submitFlow('login', 'f1', body);
      expect(result.type).toBe('invalid');
      expect(result.type === 'invalid' && result.flow.ui.messages).toEqual([
        { id: 4000006, text: 'The provided credentials are invalid', type: 'error' },
      ]);
    });

    it.each([
      [403, { error: { id: 'security_csrf_violation', code: 403, reason: 'The anti-CSRF token is missing.', message: 'the request was rejected to protect you from Cross-Site-Request-Forgery' } }],
      [410, { error: { id: 'self_service_flow_expired', code: 410, message: 'Self-service flow expired' } }],
      [400, { error: { id: 'self_service_flow_return_to_forbidden', code: 400, message: 'Requested return_to URL is not allowed.' } }],
    ])('answers error with the error id on a %i', async (status, errorBody) => {
      const fake = new FakeFetch().on('POST', '/api/.ory/self-service/login', reply(status, errorBody));
      const result = await adapter(fake).submitFlow('login', 'f1', body);
      expect(result).toMatchObject({ type: 'error', error: { id: errorBody.error.id, status } });
    });

    it('keeps the redirect of a 422', async () => {
      const to = `${BASE}/self-service/login/browser?aal=aal2`;
      const fake = new FakeFetch().on('POST', '/api/.ory/self-service/login', reply(422, {
        error: { id: 'browser_location_change_required', code: 422, message: 'browser location change required' },
        redirect_browser_to: to,
      }));
      const result = await adapter(fake).submitFlow('login', 'f1', body);
      expect(result).toMatchObject({ type: 'error', error: { id: 'browser_location_change_required', status: 422, redirectBrowserTo: to } });
    });

    it('answers error with status 0 when the service does not answer', async () => {
      const result = await adapter(new FakeFetch().down()).submitFlow('login', 'f1', body);
      expect(result).toMatchObject({ type: 'error', error: { status: 0 } });
    });
  });

  describe('when checking the session', () => {
    it('returns the session', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/sessions/whoami', reply(200, {
        id: 's1', active: true, authenticator_assurance_level: 'aal1', identity: { id: 'i1', traits: { email: 'a@b' } },
      }));
      expect(await adapter(fake).whoami()).toEqual({
        id: 's1', active: true, authenticator_assurance_level: 'aal1', identity: { id: 'i1', traits: { email: 'a@b' } },
      });
    });

    it('rejects with 401 for the body current services send (no error id)', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/sessions/whoami', reply(401, {
        error: { code: 401, status: 'Unauthorized', reason: 'No valid session credentials found in the request.', message: 'The request could not be authorized' },
      }));
      const error = await failure(adapter(fake).whoami());
      expect(error.failure).toEqual({
        status: 401,
        message: 'The request could not be authorized',
        reason: 'No valid session credentials found in the request.',
      });
      expect(error.kind).toBe('unauthenticated');
    });

    it('keeps the redirect of session_aal2_required', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/sessions/whoami', reply(403, {
        error: { id: 'session_aal2_required', code: 403, message: 'aal2 required', details: { redirect_browser_to: 'x' } },
      }));
      const error = await failure(adapter(fake).whoami());
      expect(error.failure).toMatchObject({ id: 'session_aal2_required', status: 403, redirectBrowserTo: 'x' });
    });
  });

  describe('when signing out', () => {
    it('creates the logout flow and performs it with the token and return target', async () => {
      const fake = new FakeFetch()
        .on('GET', '/api/.ory/self-service/logout/browser', reply(200, { logout_token: 't1', logout_url: `${BASE}/self-service/logout?token=t1` }))
        .on('GET', '/api/.ory/self-service/logout', reply(204));
      const identity = adapter(fake);
      const flow = await identity.createLogoutFlow();
      await identity.performLogout(flow.logout_token, '/login?return_to=%2F');
      expect(Object.fromEntries(fake.last().url.searchParams)).toEqual({ token: 't1', return_to: '/login?return_to=%2F' });
    });

    it('rejects with 401 when there is no session', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/logout/browser', reply(401, {
        error: { id: 'session_inactive', code: 401, message: 'No active session was found in this request.' },
      }));
      const error = await failure(adapter(fake).createLogoutFlow());
      expect(error.failure).toMatchObject({ id: 'session_inactive', status: 401 });
    });
  });

  describe('when reading a flow error', () => {
    it('asks for it by id and keeps the error as it came', async () => {
      const error = { code: 403, status: 'Forbidden', reason: 'The anti-CSRF token is missing.', message: 'csrf' };
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/errors', reply(200, {
        id: 'e1', error, created_at: '2030-01-01T00:00:00Z', updated_at: '2030-01-01T00:00:00Z',
      }));
      const report = await adapter(fake).getFlowError('e1');
      expect(fake.last().url.searchParams.get('id')).toBe('e1');
      expect(report).toEqual({ id: 'e1', error, created_at: '2030-01-01T00:00:00Z' });
    });

    it('rejects with the status when the error is gone', async () => {
      const fake = new FakeFetch().on('GET', '/api/.ory/self-service/errors', reply(404, {
        error: { code: 404, status: 'Not Found', message: 'The requested resource could not be found' },
      }));
      const error = await failure(adapter(fake).getFlowError('gone'));
      expect(error.failure).toMatchObject({ status: 404 });
    });
  });
});
