import * as t from 'io-ts';
import type { SelfServiceFlow, Session, UiNode, UiText, UiTextType } from '../../core/identity';
import { decode, optional } from '../http';

const UiTextCodec = t.intersection(
  [t.type({ id: t.number, text: t.string, type: t.string }), t.partial({ context: optional(t.UnknownRecord) })],
  'UiText',
);

const NodeCodec = t.intersection(
  [
    t.type({ type: t.string, group: t.string, attributes: t.UnknownRecord }),
    t.partial({ messages: optional(t.array(UiTextCodec)), meta: optional(t.partial({ label: optional(UiTextCodec) })) }),
  ],
  'UiNode',
);

export const FlowCodec = t.intersection(
  [
    t.type({
      id: t.string,
      ui: t.intersection([
        t.type({ action: t.string, method: t.string, nodes: t.array(NodeCodec) }),
        t.partial({ messages: optional(t.array(UiTextCodec)) }),
      ]),
    }),
    t.partial({
      type: optional(t.string),
      expires_at: optional(t.string),
      issued_at: optional(t.string),
      return_to: optional(t.string),
      state: optional(t.string),
      refresh: optional(t.boolean),
      requested_aal: optional(t.string),
    }),
  ],
  'SelfServiceFlow',
);

// Exact codecs: the service repeats `node_type` and may add attributes; the domain keeps what it knows.
const InputAttributesCodec = t.intersection(
  [
    t.exact(t.type({ name: t.string, type: t.string })),
    t.exact(
      t.partial({
        value: optional(t.union([t.string, t.number, t.boolean])),
        required: optional(t.boolean),
        disabled: optional(t.boolean),
        autocomplete: optional(t.string),
        pattern: optional(t.string),
        maxlength: optional(t.number),
      }),
    ),
  ],
  'InputAttributes',
);
const TextAttributesCodec = t.exact(t.type({ id: t.string, text: UiTextCodec }), 'TextAttributes');
const ImageAttributesCodec = t.intersection(
  [
    t.exact(t.type({ id: t.string, src: t.string })),
    t.exact(t.partial({ width: optional(t.number), height: optional(t.number) })),
  ],
  'ImageAttributes',
);
const AnchorAttributesCodec = t.exact(t.type({ id: t.string, href: t.string, title: UiTextCodec }), 'AnchorAttributes');
const ScriptAttributesCodec = t.intersection(
  [
    t.exact(t.type({ id: t.string, src: t.string })),
    t.exact(
      t.partial({
        async: optional(t.boolean),
        referrerpolicy: optional(t.string),
        crossorigin: optional(t.string),
        integrity: optional(t.string),
        nonce: optional(t.string),
      }),
    ),
  ],
  'ScriptAttributes',
);

export const SessionCodec = t.intersection(
  [
    t.type({
      id: t.string,
      identity: t.intersection([t.type({ id: t.string }), t.partial({ traits: optional(t.UnknownRecord) })]),
    }),
    t.partial({
      active: optional(t.boolean),
      expires_at: optional(t.string),
      authenticated_at: optional(t.string),
      authenticator_assurance_level: optional(t.string),
    }),
  ],
  'Session',
);

export const FlowErrorCodec = t.intersection(
  [t.type({ id: t.string, error: t.unknown }), t.partial({ created_at: optional(t.string) })],
  'FlowErrorReport',
);

export const LogoutFlowCodec = t.type({ logout_token: t.string, logout_url: t.string }, 'LogoutFlow');

const TEXT_TYPES: readonly UiTextType[] = ['info', 'error', 'success'];

/** Drops null and undefined members, so optional domain fields are absent rather than null. */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}

function toUiText(text: t.TypeOf<typeof UiTextCodec>): UiText {
  const type = TEXT_TYPES.includes(text.type as UiTextType) ? (text.type as UiTextType) : 'info';
  return defined({ id: text.id, text: text.text, type, context: text.context });
}

function toNode(node: t.TypeOf<typeof NodeCodec>, source: string): UiNode | undefined {
  const base = {
    group: node.group,
    messages: (node.messages ?? []).map(toUiText),
    meta: node.meta?.label ? { label: toUiText(node.meta.label) } : {},
  };
  const where = `${source} node ${node.group}`;
  switch (node.type) {
    case 'input':
      return { ...base, type: 'input', attributes: defined(decode(InputAttributesCodec, node.attributes, where)) };
    case 'text': {
      const attributes = decode(TextAttributesCodec, node.attributes, where);
      return { ...base, type: 'text', attributes: { id: attributes.id, text: toUiText(attributes.text) } };
    }
    case 'img':
      return { ...base, type: 'img', attributes: defined(decode(ImageAttributesCodec, node.attributes, where)) };
    case 'a': {
      const attributes = decode(AnchorAttributesCodec, node.attributes, where);
      return { ...base, type: 'a', attributes: { ...attributes, title: toUiText(attributes.title) } };
    }
    case 'script':
      return { ...base, type: 'script', attributes: defined(decode(ScriptAttributesCodec, node.attributes, where)) };
    default:
      // A node kind this console does not know (a newer service) is left out rather than breaking the form.
      return undefined;
  }
}

export function toFlow(value: unknown, source: string): SelfServiceFlow {
  const flow = decode(FlowCodec, value, source);
  return defined({
    id: flow.id,
    type: flow.type === 'api' ? ('api' as const) : ('browser' as const),
    expires_at: flow.expires_at ?? '',
    issued_at: flow.issued_at,
    return_to: flow.return_to,
    state: flow.state,
    refresh: flow.refresh,
    requested_aal: flow.requested_aal,
    ui: {
      action: flow.ui.action,
      method: flow.ui.method,
      messages: (flow.ui.messages ?? []).map(toUiText),
      nodes: flow.ui.nodes.map((node) => toNode(node, source)).filter((node): node is UiNode => node !== undefined),
    },
  });
}

export function toSession(value: unknown, source: string): Session {
  const session = decode(SessionCodec, value, source);
  return defined({
    id: session.id,
    active: session.active ?? true,
    expires_at: session.expires_at,
    authenticated_at: session.authenticated_at,
    authenticator_assurance_level: session.authenticator_assurance_level,
    identity: { id: session.identity.id, traits: session.identity.traits ?? {} },
  });
}

export const isFlowBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'ui' in body && 'id' in body;
