import type { FlowKind, SelfServiceFlow, UiNode, UiText } from '../../core/identity';

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

/** A login flow's nodes with one social sign-in button (group oidc) after the password's, as the built-in backend sends them. */
export function socialLoginNodes(provider = 'Demo identity provider'): UiNode[] {
  return [
    ...loginNodes(),
    inputNode('oidc', 'provider', 'submit', { value: 'oidc', label: label(1010002, `Sign in with ${provider}`).label }),
  ];
}

type FlowOverrides = Partial<Omit<SelfServiceFlow, 'ui'>> & { messages?: UiText[]; nodes?: UiNode[] };

function flowOf(kind: FlowKind, id: string, defaultNodes: () => UiNode[], overrides: FlowOverrides): SelfServiceFlow {
  const { messages, nodes, ...rest } = overrides;
  return {
    id,
    type: 'browser',
    expires_at: '2030-01-01T01:00:00Z',
    issued_at: '2030-01-01T00:00:00Z',
    ...rest,
    ui: {
      action: `http://127.0.0.1:8080/api/.ory/self-service/${kind}?flow=${id}`,
      method: 'POST',
      messages: messages ?? [],
      nodes: nodes ?? defaultNodes(),
    },
  };
}

export function loginFlow(id = 'flow-1', overrides: FlowOverrides = {}): SelfServiceFlow {
  return flowOf('login', id, loginNodes, { refresh: false, requested_aal: 'aal1', state: 'choose_method', ...overrides });
}

const csrfNode = () => inputNode('default', 'csrf_token', 'hidden', { value: CSRF_TOKEN, required: true });

export function registrationFlow(id = 'registration-1', overrides: FlowOverrides = {}): SelfServiceFlow {
  return flowOf(
    'registration',
    id,
    () => [
      csrfNode(),
      inputNode('default', 'traits.email', 'email', { required: true, autocomplete: 'email', label: label(1070002, 'E-Mail').label }),
      inputNode('default', 'traits.name.first', 'text', { label: label(1070002, 'First Name').label }),
      inputNode('default', 'traits.name.last', 'text', { label: label(1070002, 'Last Name').label }),
      inputNode('password', 'password', 'password', { required: true, autocomplete: 'new-password', label: label(1070001, 'Password').label }),
      inputNode('password', 'method', 'submit', { value: 'password', label: label(1040001, 'Sign up').label }),
    ],
    { state: 'choose_method', ...overrides },
  );
}

/** Recovery and verification ask for the email first (choose_method), then for the code (sent_email). */
export function codeFlowNodes(kind: 'recovery' | 'verification', state: 'choose_method' | 'sent_email', email = 'someone@local'): UiNode[] {
  if (state === 'choose_method') {
    return [
      csrfNode(),
      inputNode('code', 'email', 'email', { required: true, autocomplete: 'email', label: label(1070007, 'Email').label }),
      inputNode('code', 'method', 'submit', { value: 'code', label: label(1070009, 'Continue').label }),
    ];
  }
  const codeLabel = kind === 'recovery' ? label(1070010, 'Recovery code') : label(1070011, 'Verification code');
  return [
    csrfNode(),
    inputNode('code', 'code', 'text', { required: true, autocomplete: 'one-time-code', label: codeLabel.label }),
    inputNode('code', 'method', 'hidden', { value: 'code' }),
    inputNode('code', 'method', 'submit', { value: 'code', label: label(1070009, 'Continue').label }),
    inputNode('code', 'email', 'submit', { value: email, label: label(1070008, 'Resend code').label }),
  ];
}

export function recoveryFlow(id = 'recovery-1', overrides: FlowOverrides = {}): SelfServiceFlow {
  const state = overrides.state === 'sent_email' ? 'sent_email' : 'choose_method';
  return flowOf('recovery', id, () => codeFlowNodes('recovery', state), { state, ...overrides });
}

export function verificationFlow(id = 'verification-1', overrides: FlowOverrides = {}): SelfServiceFlow {
  const state = overrides.state === 'sent_email' ? 'sent_email' : 'choose_method';
  return flowOf('verification', id, () => codeFlowNodes('verification', state), { state, ...overrides });
}

export const RECOVERY_CODE_SENT: UiText = {
  id: 1060003,
  text: 'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  type: 'info',
};

export const SETTINGS_SAVED: UiText = { id: 1050001, text: 'Your changes have been saved!', type: 'success' };

/** A settings flow of someone without a second factor: profile, password, TOTP enrolment, codes to generate. */
export function settingsNodes(options: { groups?: readonly string[] } = {}): UiNode[] {
  const all: UiNode[] = [
    csrfNode(),
    inputNode('profile', 'traits.email', 'email', { value: 'someone@local', required: true, label: label(1070002, 'E-Mail').label }),
    inputNode('profile', 'method', 'submit', { value: 'profile', label: label(1070003, 'Save').label }),
    inputNode('password', 'password', 'password', { required: true, autocomplete: 'new-password', label: label(1070001, 'Password').label }),
    inputNode('password', 'method', 'submit', { value: 'password', label: label(1070003, 'Save').label }),
    {
      type: 'img',
      group: 'totp',
      attributes: { id: 'totp_qr', src: 'data:image/png;base64,AAAA', width: 256, height: 256 },
      messages: [],
      meta: label(1050005, 'Authenticator app QR code'),
    },
    {
      type: 'text',
      group: 'totp',
      attributes: { id: 'totp_secret_key', text: { id: 1050006, text: 'JBSWY3DPEHPK3PXP', type: 'info', context: { secret: 'JBSWY3DPEHPK3PXP' } } },
      messages: [],
      meta: label(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
    },
    inputNode('totp', 'totp_code', 'text', { required: true, autocomplete: 'one-time-code', label: label(1070006, 'Verify code').label }),
    inputNode('totp', 'method', 'submit', { value: 'totp', label: label(1070003, 'Save').label }),
    inputNode('lookup_secret', 'lookup_secret_regenerate', 'submit', { value: 'true', label: label(1050008, 'Generate new backup recovery codes').label }),
    inputNode('lookup_secret', 'method', 'hidden', { value: 'lookup_secret' }),
  ];
  const groups = options.groups;
  return groups ? all.filter((node) => node.group === 'default' || groups.includes(node.group)) : all;
}

export function settingsFlow(id = 'settings-1', overrides: FlowOverrides = {}): SelfServiceFlow {
  return flowOf('settings', id, () => settingsNodes(), { state: 'show_form', ...overrides });
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
