import type { FlowValues, InputNode, InputValue, SelfServiceFlow, UiNode } from '../model';

const isInput = (node: UiNode): node is InputNode => node.type === 'input';
const isButton = (node: InputNode) => node.attributes.type === 'submit' || node.attributes.type === 'button';

/** The button a person pressed; a submit by the Enter key has none. */
export interface SubmitTrigger {
  readonly name: string;
  readonly value: InputValue;
}

/** Values a flow page posts on its own as soon as the flow is there, as if the button were pressed. */
export interface AutoSubmit {
  readonly values: FlowValues;
  readonly trigger: SubmitTrigger;
}

/** What the form starts with: the values the flow carries for its fields (buttons are posted only when pressed). */
export function initialValues(flow: SelfServiceFlow): FlowValues {
  const values: Record<string, InputValue> = {};
  for (const node of flow.ui.nodes) {
    if (!isInput(node) || isButton(node)) continue;
    const { name, type, value } = node.attributes;
    if (type === 'checkbox') values[name] = value === true || value === 'true';
    else if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The flow's buttons, so an Enter-key submit can act as the first one of the group being filled in. */
export function submitButtons(flow: SelfServiceFlow): readonly InputNode[] {
  return flow.ui.nodes.filter(isInput).filter((node) => node.attributes.type === 'submit');
}

/**
 * The body of a submit: the fields of group default and of the pressed button's group, plus that
 * button's name and value. Only the pressed button is posted (the service picks the method from it);
 * without one, the first submit button of the flow stands in.
 */
export function submitBody(flow: SelfServiceFlow, values: FlowValues, trigger?: SubmitTrigger): FlowValues {
  const pressed = trigger
    ? flow.ui.nodes.find(
        (node): node is InputNode =>
          isInput(node) && isButton(node) && node.attributes.name === trigger.name && node.attributes.value === trigger.value,
      )
    : submitButtons(flow)[0];
  const groups = new Set(['default', pressed?.group ?? 'default']);
  const body: Record<string, InputValue> = {};
  for (const node of flow.ui.nodes) {
    if (!isInput(node) || isButton(node) || !groups.has(node.group)) continue;
    const value = values[node.attributes.name];
    if (value !== undefined) body[node.attributes.name] = value;
  }
  const button = trigger ?? (pressed?.attributes.value !== undefined ? { name: pressed.attributes.name, value: pressed.attributes.value } : undefined);
  if (button) body[button.name] = button.value;
  return body;
}

/** The flow without its global messages; field messages stay beside their fields until the next answer. */
export function withoutGlobalMessages(flow: SelfServiceFlow): SelfServiceFlow {
  return flow.ui.messages.length === 0 ? flow : { ...flow, ui: { ...flow.ui, messages: [] } };
}
