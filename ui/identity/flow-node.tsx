import { Box, Button, chakra, Field, HStack, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { inputControl, nodeTextLines, type FlowValues, type InputNode, type InputValue, type SubmitTrigger, type UiNode } from '../../core/identity';
import { NodeMessages } from './flow-messages';

export interface FlowNodeProps {
  readonly node: UiNode;
  readonly values: FlowValues;
  readonly busy: boolean;
  /** The button that spins while the submit is in flight. */
  readonly spinning?: SubmitTrigger;
  readonly onChange: (name: string, value: InputValue) => void;
  readonly onSubmit: (trigger: SubmitTrigger) => void;
}

const labelOf = (node: UiNode): string | undefined => node.meta.label?.text;
const hasError = (node: UiNode) => node.messages.some((message) => message.type === 'error');

function InputField({ node, values, busy, spinning, onChange, onSubmit }: FlowNodeProps & { node: InputNode }) {
  const { name, type, required, disabled, autocomplete, pattern, maxlength, value } = node.attributes;
  const label = labelOf(node);
  const control = inputControl(type);

  if (control === 'hidden') return <input type="hidden" name={name} value={String(values[name] ?? value ?? '')} />;

  if (control === 'button') {
    const trigger: SubmitTrigger = { name, value: value ?? '' };
    const pressed = busy && spinning?.name === name && spinning.value === trigger.value;
    return (
      <Stack gap="1">
        <Button
          type="submit"
          name={name}
          value={String(trigger.value)}
          colorPalette="blue"
          width="full"
          loading={pressed}
          disabled={busy || disabled}
          onClick={(event) => {
            event.preventDefault();
            onSubmit(trigger);
          }}
        >
          {label ?? String(trigger.value)}
        </Button>
        <NodeMessages messages={node.messages} />
      </Stack>
    );
  }

  if (control === 'checkbox') {
    return (
      <Stack gap="1">
        <HStack as="label" gap="2" cursor={busy || disabled ? 'not-allowed' : 'pointer'}>
          <chakra.input
            type="checkbox"
            name={name}
            boxSize="4"
            accentColor="blue.500"
            checked={values[name] === true}
            disabled={busy || disabled}
            aria-invalid={hasError(node)}
            onChange={(event) => onChange(name, event.target.checked)}
          />
          {label && <Text>{label}</Text>}
        </HStack>
        <NodeMessages messages={node.messages} />
      </Stack>
    );
  }

  return (
    <Field.Root required={required} invalid={hasError(node)} disabled={busy || disabled}>
      {label && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Input
        name={name}
        type={type}
        value={String(values[name] ?? '')}
        autoComplete={autocomplete}
        pattern={pattern}
        maxLength={maxlength}
        onChange={(event) => onChange(name, event.target.value)}
      />
      <NodeMessages messages={node.messages} />
    </Field.Root>
  );
}

/**
 * One node of a flow, whatever the flow (seed 002 §3): inputs of type hidden, checkbox, button and
 * submit have their own controls and every other input type is a text-like field; text, image and
 * anchor nodes are shown as they are. Scripts (hardware keys) are not run.
 */
export function FlowNode(props: FlowNodeProps) {
  const { node } = props;
  switch (node.type) {
    case 'input':
      return <InputField {...props} node={node} />;
    case 'text':
      return (
        <Stack gap="1" data-node-id={node.attributes.id}>
          {labelOf(node) && <Text fontWeight="medium">{labelOf(node)}</Text>}
          <Box fontFamily="mono" fontSize="sm" bg="bg.muted" borderRadius="md" px="3" py="2" wordBreak="break-all">
            {nodeTextLines(node.attributes.text).map((line, index) => (
              <Text key={`${index}-${line}`}>{line}</Text>
            ))}
          </Box>
          <NodeMessages messages={node.messages} />
        </Stack>
      );
    case 'img':
      return (
        <Stack gap="1" align="center">
          <Image
            src={node.attributes.src}
            width={node.attributes.width}
            height={node.attributes.height}
            alt={labelOf(node) ?? node.attributes.id}
          />
          {labelOf(node) && <Text fontSize="xs" color="fg.muted">{labelOf(node)}</Text>}
        </Stack>
      );
    case 'a':
      return (
        <Link href={node.attributes.href} colorPalette="blue" id={node.attributes.id}>
          {node.attributes.title.text}
        </Link>
      );
    case 'script':
      return null;
  }
}
