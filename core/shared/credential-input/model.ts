/** Where a credential's value comes from (seed 002 §4, R002-4-12). */
export type CredentialMode = 'static' | 'secret' | 'configmap';

/**
 * What a credential field holds while it is edited: the literal value in Static mode, the name and
 * key of a Kubernetes Secret or ConfigMap in the other two. A reference missing its name or its key
 * is kept as typed but produces no value (R002-4-16).
 */
export interface CredentialInput {
  readonly mode: CredentialMode;
  readonly value: string;
  readonly name: string;
  readonly key: string;
}

/** A `{name, key}` reference to a Secret's or ConfigMap's key (seed 002 §3). */
export interface KeyReference {
  readonly name: string;
  readonly key: string;
}

/**
 * A secret-or-value field as a spec holds it (R002-3-05): a literal `value`, or a `valueFrom` with a
 * `secretKeyRef` or a `configMapKeyRef`.
 */
export interface EnvVarSource {
  readonly value?: string;
  readonly valueFrom?: {
    readonly secretKeyRef?: KeyReference;
    readonly configMapKeyRef?: KeyReference;
  };
}
