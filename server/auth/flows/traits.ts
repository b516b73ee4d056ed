import type { IdentityTraits } from '../identities';
import type { FlowBody } from './flow-kind';
import { labels, messages } from './messages';
import { addNodeMessage, inputNode, setNodeValue, type NodeGroup, type UiNode } from './ui-nodes';

/** The form fields of the identity schema (identity-schema.ts): email, first and last name. */
const FIELDS = [
  { name: 'traits.email', title: 'E-Mail', type: 'email', autocomplete: 'email', required: true },
  { name: 'traits.name.first', title: 'First Name', type: 'text', autocomplete: undefined, required: false },
  { name: 'traits.name.last', title: 'Last Name', type: 'text', autocomplete: undefined, required: false },
] as const;

const valueOf = (traits: IdentityTraits | null, name: string) => {
  if (!traits) return '';
  if (name === 'traits.email') return traits.email;
  if (name === 'traits.name.first') return traits.name?.first ?? '';
  return traits.name?.last ?? '';
};

export function traitNodes(group: NodeGroup, traits: IdentityTraits | null): UiNode[] {
  return FIELDS.map((field) =>
    inputNode(group, field.name, field.type, {
      value: valueOf(traits, field.name),
      required: field.required,
      ...(field.autocomplete ? { autocomplete: field.autocomplete } : {}),
      label: labels.trait(field.title, field.name),
    }),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The posted traits, with each node showing what was posted and its messages; null when invalid. */
export function readTraits(nodes: UiNode[], body: FlowBody): IdentityTraits | null {
  const email = text(body['traits.email']);
  const first = text(body['traits.name.first']);
  const last = text(body['traits.name.last']);
  setNodeValue(nodes, 'traits.email', email);
  setNodeValue(nodes, 'traits.name.first', first);
  setNodeValue(nodes, 'traits.name.last', last);
  if (!email) {
    addNodeMessage(nodes, 'traits.email', messages.missingProperty('email'));
    return null;
  }
  if (!EMAIL.test(email) || email.length > 320) {
    addNodeMessage(nodes, 'traits.email', messages.invalidEmail(email));
    return null;
  }
  return { email: email.toLowerCase(), name: { first, last } };
}
