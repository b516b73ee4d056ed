/**
 * The self-service flows of the identity service (Kratos-compatible), in the vocabulary of that service:
 * field names follow its flow objects so a product owner can read them against its documentation.
 */
export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

export type UiTextType = 'info' | 'error' | 'success';

export interface UiText {
  readonly id: number;
  readonly text: string;
  readonly type: UiTextType;
  readonly context?: Readonly<Record<string, unknown>>;
}

export type NodeGroup =
  | 'default'
  | 'password'
  | 'oidc'
  | 'profile'
  | 'link'
  | 'code'
  | 'totp'
  | 'lookup_secret'
  | 'webauthn'
  | (string & {});

export type InputValue = string | number | boolean;

export interface InputAttributes {
  readonly name: string;
  /** text, password, number, checkbox, hidden, email, tel, submit, button, date, url... */
  readonly type: string;
  readonly value?: InputValue;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly autocomplete?: string;
  readonly pattern?: string;
  readonly maxlength?: number;
}

export interface TextAttributes {
  readonly id: string;
  readonly text: UiText;
}

export interface ImageAttributes {
  readonly id: string;
  readonly src: string;
  readonly width?: number;
  readonly height?: number;
}

export interface AnchorAttributes {
  readonly id: string;
  readonly href: string;
  readonly title: UiText;
}

export interface ScriptAttributes {
  readonly id: string;
  readonly src: string;
  readonly async?: boolean;
  readonly referrerpolicy?: string;
  readonly crossorigin?: string;
  readonly integrity?: string;
  readonly nonce?: string;
}

interface NodeBase {
  readonly group: NodeGroup;
  readonly messages: readonly UiText[];
  readonly meta: { readonly label?: UiText };
}

export type UiNode =
  | (NodeBase & { readonly type: 'input'; readonly attributes: InputAttributes })
  | (NodeBase & { readonly type: 'text'; readonly attributes: TextAttributes })
  | (NodeBase & { readonly type: 'img'; readonly attributes: ImageAttributes })
  | (NodeBase & { readonly type: 'a'; readonly attributes: AnchorAttributes })
  | (NodeBase & { readonly type: 'script'; readonly attributes: ScriptAttributes });

export type InputNode = Extract<UiNode, { type: 'input' }>;

export interface FlowUi {
  readonly action: string;
  readonly method: string;
  readonly messages: readonly UiText[];
  readonly nodes: readonly UiNode[];
}

export interface SelfServiceFlow {
  readonly id: string;
  readonly type: 'browser' | 'api';
  readonly expires_at: string;
  readonly issued_at?: string;
  readonly return_to?: string;
  readonly state?: string;
  /** Login only: a re-authentication of the signed-in person. */
  readonly refresh?: boolean;
  /** Login only: aal1 or aal2 (second factor). */
  readonly requested_aal?: string;
  readonly ui: FlowUi;
}

/** What the console may ask for when it creates a browser flow. */
export interface FlowParams {
  readonly returnTo?: string;
  readonly refresh?: boolean;
  readonly aal?: string;
}

/** The values posted with a submit; keys may be dotted (`traits.email`), as the service accepts them. */
export type FlowValues = Readonly<Record<string, InputValue>>;

export interface Session {
  readonly id: string;
  readonly active: boolean;
  readonly expires_at?: string;
  readonly authenticated_at?: string;
  readonly authenticator_assurance_level?: string;
  readonly identity: {
    readonly id: string;
    readonly traits: Readonly<Record<string, unknown>>;
  };
}

export interface LogoutFlow {
  readonly logout_token: string;
  readonly logout_url: string;
}

/** An error the service kept for a plain browser, read back by the flow-error page (`/error?id=`). */
export interface FlowErrorReport {
  readonly id: string;
  /** The error as the service describes it: shown as JSON, as it came. */
  readonly error: unknown;
  readonly created_at?: string;
}
