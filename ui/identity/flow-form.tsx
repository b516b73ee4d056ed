import { Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { FlowValues, InputValue, NodeGroup, SelfServiceFlow, SubmitTrigger, UiNode } from '../../core/identity';
import { FlowMessages } from './flow-messages';
import { FlowNode } from './flow-node';

export interface FlowFormProps {
  readonly flow: SelfServiceFlow;
  readonly values: FlowValues;
  /** A submit is in flight: controls are disabled. */
  readonly busy: boolean;
  /** The button that spins meanwhile, if any. */
  readonly spinning?: SubmitTrigger;
  /** Only these groups (plus group default, which holds the CSRF token); all groups when absent. */
  readonly only?: readonly NodeGroup[];
  /** The flow's global messages above the fields; a page that splits one flow into sections shows them once itself. */
  readonly showMessages?: boolean;
  readonly onChange: (name: string, value: InputValue) => void;
  /** Without a trigger when the form is sent with the Enter key. */
  readonly onSubmit: (trigger?: SubmitTrigger) => void;
}

const nodeKey = (node: UiNode, index: number) =>
  node.type === 'input' ? `${node.group}-${node.attributes.name}-${String(node.attributes.value ?? '')}` : `${node.group}-${node.attributes.id}-${index}`;

/** A self-service flow as a form, built from its nodes alone, so every flow page shares it. */
export function FlowForm({ flow, values, busy, spinning, only, showMessages = true, onChange, onSubmit }: FlowFormProps) {
  const nodes = only ? flow.ui.nodes.filter((node) => node.group === 'default' || only.includes(node.group)) : flow.ui.nodes;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form action={flow.ui.action} method={flow.ui.method} onSubmit={submit} noValidate>
      <Stack gap="4">
        {showMessages && <FlowMessages messages={flow.ui.messages} />}
        {nodes.map((node, index) => (
          <FlowNode
            key={nodeKey(node, index)}
            node={node}
            values={values}
            busy={busy}
            spinning={spinning}
            onChange={onChange}
            onSubmit={onSubmit}
          />
        ))}
      </Stack>
    </form>
  );
}
