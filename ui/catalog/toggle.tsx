import { Switch } from '@chakra-ui/react';

/** A labelled switch of the catalog's filter bars (Downstream, Upstream, the Hide Deleted preferences). */
export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
}
