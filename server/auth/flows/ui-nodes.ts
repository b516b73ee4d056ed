import type { UiText } from './messages';

export type NodeGroup =
  | 'default' | 'password' | 'oidc' | 'profile' | 'link' | 'code' | 'totp' | 'lookup_secret' | 'webauthn' | 'passkey' | 'identifier_first' | 'captcha';

export interface InputAttributes {
  name: string;
  type: string;
  value?: unknown;
  required?: boolean;
  disabled: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  node_type: 'input';
}

export interface UiNode {
  type: 'input' | 'text' | 'img' | 'a' | 'script';
  group: NodeGroup;
  attributes: InputAttributes | (Record<string, unknown> & { node_type: string });
  messages: UiText[];
  meta: { label?: UiText };
}

export interface UiContainer {
  action: string;
  method: 'POST';
  nodes: UiNode[];
  messages?: UiText[];
}

export function inputNode(
  group: NodeGroup,
  name: string,
  type: string,
  options: { value?: unknown; required?: boolean; autocomplete?: string; label?: UiText; pattern?: string; maxlength?: number } = {},
): UiNode {
  const attributes: InputAttributes = { name, type, disabled: false, node_type: 'input' };
  if (options.value !== undefined && options.value !== null) attributes.value = options.value;
  if (options.required) attributes.required = true;
  if (options.autocomplete) attributes.autocomplete = options.autocomplete;
  if (options.pattern) attributes.pattern = options.pattern;
  if (options.maxlength !== undefined) attributes.maxlength = options.maxlength;
  return { type: 'input', group, attributes, messages: [], meta: options.label ? { label: options.label } : {} };
}

export const csrfNode = (token: string) => inputNode('default', 'csrf_token', 'hidden', { value: token, required: true });

export const submitNode = (group: NodeGroup, name: string, value: string, label: UiText) =>
  inputNode(group, name, 'submit', { value, label });

const nameOf = (node: UiNode) => (node.attributes as { name?: string }).name;

export function findNode(nodes: UiNode[], name: string): UiNode | undefined {
  return nodes.find((node) => nameOf(node) === name);
}

/** Sets the value a node shows again after a failed submit (never for password inputs). */
export function setNodeValue(nodes: UiNode[], name: string, value: unknown) {
  const node = findNode(nodes, name);
  if (!node || (node.attributes as InputAttributes).type === 'password') return;
  (node.attributes as InputAttributes).value = value;
}

export function clearMessages(ui: Pick<UiContainer, 'nodes' | 'messages'>) {
  delete ui.messages;
  for (const node of ui.nodes) node.messages = [];
}

export function addNodeMessage(nodes: UiNode[], name: string, message: UiText) {
  findNode(nodes, name)?.messages.push(message);
}

export const textNode = (group: NodeGroup, id: string, text: UiText, label?: UiText): UiNode => ({
  type: 'text',
  group,
  attributes: { id, text, node_type: 'text' },
  messages: [],
  meta: label ? { label } : {},
});

export const imageNode = (group: NodeGroup, id: string, src: string, size: number, label?: UiText): UiNode => ({
  type: 'img',
  group,
  attributes: { id, src, width: size, height: size, node_type: 'img' },
  messages: [],
  meta: label ? { label } : {},
});

export const anchorNode = (group: NodeGroup, id: string, href: string, title: UiText): UiNode => ({
  type: 'a',
  group,
  attributes: { id, href, title, node_type: 'a' },
  messages: [],
  meta: {},
});

export function addGlobalMessage(ui: Pick<UiContainer, 'messages'>, message: UiText) {
  ui.messages = [...(ui.messages ?? []), message];
}
