import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { PlusIcon } from './icons';

export interface KeyValueRow {
  readonly key: string;
  readonly value: string;
}

export interface KeyValueEditorProps {
  readonly label: string;
  readonly rows: readonly KeyValueRow[];
  readonly onChange: (rows: KeyValueRow[]) => void;
  readonly disabled?: boolean;
  readonly keyPlaceholder?: string;
  readonly valuePlaceholder?: string;
}

/** Rows of key and value inputs with add and remove; what the rows mean is up to the form. */
export function KeyValueEditor({
  label, rows, onChange, disabled, keyPlaceholder = 'Key', valuePlaceholder = 'Value',
}: KeyValueEditorProps) {
  const change = (index: number, field: keyof KeyValueRow, text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)));
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      {rows.map((row, index) => (
        <HStack key={index} gap="2">
          <Input size="sm" aria-label={`${label} key ${index + 1}`} placeholder={keyPlaceholder} value={row.key} disabled={disabled}
            onChange={(event) => change(index, 'key', event.currentTarget.value)} />
          <Input size="sm" aria-label={`${label} value ${index + 1}`} placeholder={valuePlaceholder} value={row.value} disabled={disabled}
            onChange={(event) => change(index, 'value', event.currentTarget.value)} />
          <IconButton size="sm" variant="ghost" aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} disabled={disabled}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="xs" variant="outline" alignSelf="start" disabled={disabled} onClick={() => onChange([...rows, { key: '', value: '' }])}>
        <PlusIcon /> Add
      </Button>
    </Stack>
  );
}
