import type { FlowValues, InputNode, SelfServiceFlow, UiNode } from '../model';
import type { SubmitTrigger } from './flow-values';

const isButton = (node: UiNode): node is InputNode =>
  node.type === 'input' && (node.attributes.type === 'submit' || node.attributes.type === 'button');

/**
 * The button that spins while its submit is in flight (R002-4-31): the one the submit pressed, except a
 * social sign-in's (group oidc), whose page is left for the provider at once.
 */
export function spinningButton(flow: SelfServiceFlow | undefined, body: FlowValues | undefined): SubmitTrigger | undefined {
  if (!flow || !body) return undefined;
  const pressed = flow.ui.nodes.find((node) => isButton(node) && body[node.attributes.name] === node.attributes.value) as InputNode | undefined;
  if (!pressed || pressed.group === 'oidc') return undefined;
  return { name: pressed.attributes.name, value: pressed.attributes.value ?? '' };
}
