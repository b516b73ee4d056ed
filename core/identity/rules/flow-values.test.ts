import { describe, expect, it } from 'vitest';
import { initialValues, submitBody, withoutGlobalMessages } from './flow-values';
import { aal2LoginFlow, CSRF_TOKEN, INVALID_CREDENTIALS, inputNode, loginFlow } from '../../../tests/fakes/identity-flows';

describe('the values of a flow form', () => {
  it('start from the values the flow carries, without its buttons', () => {
    const flow = loginFlow('f', {
      nodes: [
        inputNode('default', 'csrf_token', 'hidden', { value: CSRF_TOKEN }),
        inputNode('profile', 'traits.newsletter', 'checkbox', { value: 'true' }),
        inputNode('profile', 'traits.name', 'text'),
        inputNode('profile', 'method', 'submit', { value: 'profile' }),
      ],
    });
    expect(initialValues(flow)).toEqual({ csrf_token: CSRF_TOKEN, 'traits.newsletter': true });
  });

  describe('when a button of one group is pressed', () => {
    it("posts group default, that group's fields and only that button", () => {
      const flow = aal2LoginFlow();
      const values = { csrf_token: CSRF_TOKEN, totp_code: '123456', lookup_secret: 'abcd1234' };
      expect(submitBody(flow, values, { name: 'method', value: 'lookup_secret' })).toEqual({
        csrf_token: CSRF_TOKEN,
        lookup_secret: 'abcd1234',
        method: 'lookup_secret',
      });
    });
  });

  describe('when the form is sent without a button', () => {
    it('acts as the first submit button', () => {
      const flow = aal2LoginFlow();
      expect(submitBody(flow, { csrf_token: CSRF_TOKEN, totp_code: '1' })).toEqual({ csrf_token: CSRF_TOKEN, totp_code: '1', method: 'totp' });
    });
  });

  it('clears global messages only', () => {
    const flow = loginFlow('f', { messages: [INVALID_CREDENTIALS] });
    expect(withoutGlobalMessages(flow).ui.messages).toEqual([]);
    expect(withoutGlobalMessages(flow).ui.nodes).toBe(flow.ui.nodes);
  });
});
