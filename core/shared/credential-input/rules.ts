import type { CredentialInput, CredentialMode, EnvVarSource } from './model';

const SCHEMES: Readonly<Record<Exclude<CredentialMode, 'static'>, string>> = { secret: 'secret://', configmap: 'configmap://' };

/** `secret://name/key` or `configmap://name/key` (DECISIONS §30): Kubernetes names and keys hold no slash. */
const ADDRESS = /^(secret|configmap):\/\/([^/]+)\/([^/]+)$/;

const empty = (mode: CredentialMode): CredentialInput => ({ mode, value: '', name: '', key: '' });

/** A field holding nothing yet, in Static mode. */
export const EMPTY_CREDENTIAL: CredentialInput = empty('static');

/**
 * R002-4-15: a stored value that is a Secret or ConfigMap address opens in that mode with its name and
 * key; anything else (a literal, the `***` a saved secret reads as) opens in Static mode.
 */
export function readCredential(stored: string | null | undefined): CredentialInput {
  const text = stored ?? '';
  const match = ADDRESS.exec(text);
  if (!match) return { ...EMPTY_CREDENTIAL, value: text };
  return { mode: match[1] as CredentialMode, value: '', name: match[2]!, key: match[3]! };
}

/**
 * R002-4-14 and R002-4-16: what a field sends: its literal in Static mode, `secret://name/key` or
 * `configmap://name/key` otherwise, and nothing while the reference lacks its name or its key.
 */
export function writeCredential(input: CredentialInput): string {
  if (input.mode === 'static') return input.value;
  const name = input.name.trim();
  const key = input.key.trim();
  return name === '' || key === '' ? '' : `${SCHEMES[input.mode]}${name}/${key}`;
}

/** R002-4-13: another mode starts empty; choosing the mode already shown keeps what was typed. */
export const switchCredentialMode = (input: CredentialInput, mode: CredentialMode): CredentialInput =>
  input.mode === mode ? input : empty(mode);

/** The field with one of its parts typed. */
export const typeCredential = (input: CredentialInput, part: 'value' | 'name' | 'key', text: string): CredentialInput => ({ ...input, [part]: text });

/** Whether the field produces a value (a required field without one is refused). */
export const credentialFilled = (input: CredentialInput): boolean => writeCredential(input) !== '';

/** R002-3-05: the field as a spec's secret-or-value; undefined while it produces nothing. */
export function toEnvVarSource(input: CredentialInput): EnvVarSource | undefined {
  if (!credentialFilled(input)) return undefined;
  if (input.mode === 'static') return { value: input.value };
  const ref = { name: input.name.trim(), key: input.key.trim() };
  return { valueFrom: input.mode === 'secret' ? { secretKeyRef: ref } : { configMapKeyRef: ref } };
}

/** R002-3-05 and R002-4-15: a spec's secret-or-value as the field shows it. */
export function fromEnvVarSource(source: EnvVarSource | null | undefined): CredentialInput {
  const secret = source?.valueFrom?.secretKeyRef;
  if (secret) return { mode: 'secret', value: '', name: secret.name ?? '', key: secret.key ?? '' };
  const configMap = source?.valueFrom?.configMapKeyRef;
  if (configMap) return { mode: 'configmap', value: '', name: configMap.name ?? '', key: configMap.key ?? '' };
  return { ...EMPTY_CREDENTIAL, value: source?.value ?? '' };
}
