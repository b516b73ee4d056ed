/** A log backend (reference §2.7 `logging_backends`): a name, labels and a spec whose one key names its type. */
export interface LogBackend {
  readonly id: string;
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly spec: Readonly<Record<string, unknown>>;
  /** UI, ConfigFile, KubernetesCRD… */
  readonly source: string;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: { readonly id: string; readonly name: string };
}

/** What the form sends (seed 002 §2.2): the name, and the labels and spec as the person typed them (YAML or JSON). */
export interface LogBackendDraft {
  readonly name: string;
  readonly labels: string;
  readonly spec: string;
}
