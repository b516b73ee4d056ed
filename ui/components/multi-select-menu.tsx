import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDownIcon } from './icons';

export interface MultiSelectOption {
  readonly value: string;
  readonly label: string;
}

export interface MultiSelectMenuProps {
  readonly label: string;
  readonly options: readonly MultiSelectOption[];
  readonly selected: readonly string[];
  /** One option was checked or unchecked. */
  readonly onToggle: (value: string, checked: boolean) => void;
  readonly disabled?: boolean;
}

/** A button naming what is chosen that opens a menu of checkable options: a multi-select reachable by keyboard. */
export function MultiSelectMenu({ label, options, selected, onToggle, disabled }: MultiSelectMenuProps) {
  const chosen = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  const summary = chosen.length === 0 ? 'All' : chosen.length <= 2 ? chosen.join(', ') : `${chosen.length} selected`;
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={`${label}: ${summary}`} maxW="64" justifyContent="space-between">
          <span>
            {label}: {summary}
          </span>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" maxH="72" overflowY="auto">
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option.value}
                value={option.value}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) => onToggle(option.value, checked)}
              >
                {option.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
