import type { SelfServiceFlow, UiNode, UiText } from '../../core/identity';

/** Flows shaped as the identity service sends them, for fakes, steps and component tests. */
export const CSRF_TOKEN = 'csrf-masked-token';

const label = (id: number, text: string): { label: UiText } => ({ label: { id, text, type: 'info' } });

export function inputNode(
  group: string,
  name: string,
  type: string,
  options: { value?: string | boolean; required?: boolean; label?: UiText; messages?: UiText[]; autocomplete?: string } = {},
): UiNode {
  return {
    type: 'input',
    group,
    attributes: {
      name,
      type,
      value: options.value,
      required: options.required,
      disabled: false,
      autocomplete: options.autocomplete,
    },
    messages: options.messages ?? [],
    meta: options.label ? { label: options.label } : {},
  };
}

export function loginNodes(options: { identifier?: string; identifierMessages?: UiText[]; passwordMessages?: UiText[] } = {}): UiNode[] {
  return [
    inputNode('default', 'csrf_token', 'hidden', { value: CSRF_TOKEN, required: true }),
    inputNode('default', 'identifier', 'text', {
      value: options.identifier,
      required: true,
      label: label(1070004, 'ID').label,
      messages: options.identifierMessages,
    }),
    inputNode('password', 'password', 'password', {
      required: true,
      autocomplete: 'current-password',
      label: label(1070001, 'Password').label,
      messages: options.passwordMessages,
    }),
    inputNode('password', 'method', 'submit', { value: 'password', label: label(1010022, 'Sign in with password').label }),
  ];
}

export function loginFlow(
  id = 'flow-1',
  overrides: Partial<Omit<SelfServiceFlow, 'ui'>> & { messages?: UiText[]; nodes?: UiNode[] } = {},
): SelfServiceFlow {
  const { messages, nodes, ...rest } = overrides;
  return {
    id,
    type: 'browser',
    expires_at: '2030-01-01T01:00:00Z',
    issued_at: '2030-01-01T00:00:00Z',
    refresh: false,
    requested_aal: 'aal1',
    state: 'choose_method',
    ...rest,
    ui: {
      action: `http://127.0.0.1:8080/api/.ory/self-service/login?flow=${id}`,
      method: 'POST',
      messages: messages ?? [],
      nodes: nodes ?? loginNodes(),
    },
  };
}

export const INVALID_CREDENTIALS: UiText = {
  id: 4000006,
  text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
  type: 'error',
};

export const PASSWORD_MISSING: UiText = {
  id: 4000002,
  text: 'Property password is missing.',
  type: 'error',
  context: { property: 'password' },
};

export function aal2LoginFlow(id = 'flow-aal2'): SelfServiceFlow {
  return loginFlow(id, {
    requested_aal: 'aal2',
    messages: [{ id: 1010004, text: 'Please complete the second authentication challenge.', type: 'info' }],
    nodes: [
      inputNode('default', 'csrf_token', 'hidden', { value: CSRF_TOKEN, required: true }),
      inputNode('totp', 'totp_code', 'text', { required: true, label: label(1010006, 'Authentication code').label }),
      inputNode('totp', 'method', 'submit', { value: 'totp', label: label(1010009, 'Use Authenticator').label }),
      inputNode('lookup_secret', 'lookup_secret', 'text', { label: label(1010007, 'Backup recovery code').label }),
      inputNode('lookup_secret', 'method', 'submit', { value: 'lookup_secret', label: label(1010010, 'Use backup recovery code').label }),
    ],
  });
}
