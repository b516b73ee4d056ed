import type { CredentialMode } from './model';

/** R002-4-12: the modes a credential field offers, in the order the specs name them. */
export const CREDENTIAL_MODES: readonly { readonly mode: CredentialMode; readonly label: string }[] = [
  { mode: 'static', label: 'Static' },
  { mode: 'secret', label: 'Secret' },
  { mode: 'configmap', label: 'ConfigMap' },
];

/** What the reference modes' two inputs are called. */
export const CREDENTIAL_PART_LABELS = { name: 'Name', key: 'Key' } as const;
