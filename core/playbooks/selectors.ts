import type { SnapshotFrom } from 'xstate';
import { problemsOf, RESOURCE_FIELD, type Lookup, type runDialogMachine, type RunDialogPlaybook } from './machines/run-dialog.machine';
import type { Playbook, PlaybookTarget } from './model';
import { inputKind, listOptions, MEMORY_UNITS } from './rules/parameters';
import { selectorTypes } from './rules/spec-text';
import { OTHER_CATEGORY, RUN_TEXTS, TARGET_LABELS } from './texts';

/** One group of cards on /playbooks. */
export interface PlaybookGroup {
  readonly category: string;
  readonly playbooks: readonly Playbook[];
}

/** Seed 002 §2.3: cards grouped by category, 'Other' for those without one; groups by name, 'Other' last. */
export function groupPlaybooks(rows: readonly Playbook[]): PlaybookGroup[] {
  const groups = new Map<string, Playbook[]>();
  for (const row of rows) {
    const category = row.category.trim() || OTHER_CATEGORY;
    groups.set(category, [...(groups.get(category) ?? []), row]);
  }
  const rank = (category: string) => (category === OTHER_CATEGORY ? 1 : 0);
  return [...groups]
    .map(([category, playbooks]) => ({ category, playbooks: playbooks.sort((a, b) => a.title.localeCompare(b.title)) }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));
}

/** One parameter's input as the run dialog renders it. */
export interface RunFieldView {
  readonly name: string;
  readonly label: string;
  /** The input to render: text, checkbox, list, code, bytes, millicores, duration, secret, or a picker kind. */
  readonly kind: string;
  readonly value: string;
  readonly required: boolean;
  readonly description?: string;
  /** Shown once the field was touched or a run was tried (seed 000 §5). */
  readonly error?: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly language?: string;
  /** A memory input's units (seed 000 §5: Mi, Gi, Ti). */
  readonly units?: readonly string[];
  readonly multiline: boolean;
  /** A picker's search, when the field picks from the server. */
  readonly lookup?: Lookup;
}

/** What the run dialog shows (seed 000 §2.6). */
export interface RunDialogView {
  readonly title: string;
  /** The pickers the spec targets, and the one shown. */
  readonly targets: readonly { readonly kind: PlaybookTarget; readonly label: string }[];
  readonly kind?: PlaybookTarget;
  readonly resource?: { readonly id: string; readonly name: string };
  readonly resourceSearch: Lookup;
  /** The picker was given by the opener (a component's menu): it is shown, not chosen. */
  readonly resourceFixed: boolean;
  readonly searching: boolean;
  /** In place of the parameters: the empty states of seed 000 §2.6. */
  readonly parametersText?: string;
  readonly loadingParameters: boolean;
  /** The parameters could not be loaded: `error` says why, and they may be asked for again. */
  readonly parametersFailed: boolean;
  readonly fields: readonly RunFieldView[];
  readonly runLabel: string;
  readonly canRun: boolean;
  readonly running: boolean;
  readonly error?: string;
}

const NO_LOOKUP: Lookup = { text: '', options: [] };
const PICKERS = new Set(['people', 'team', 'component', 'config', 'check']);

export function selectRunDialogView(snapshot: SnapshotFrom<typeof runDialogMachine>): RunDialogView {
  const { context } = snapshot;
  const problems = problemsOf(context);
  const loading = snapshot.hasTag('loading');
  const running = snapshot.hasTag('running');
  const waitsForResource = context.playbook !== undefined && context.playbook.targets.length > 0 && context.resource === undefined;
  const parameters = context.parameters ?? [];
  const fields = loading || waitsForResource ? [] : parameters.map((parameter): RunFieldView => {
    const kind = inputKind(parameter);
    return {
      name: parameter.name,
      label: parameter.label || parameter.name,
      kind,
      value: context.values[parameter.name] ?? '',
      required: parameter.required,
      description: parameter.description,
      error: context.touched[parameter.name] ? problems[parameter.name] : undefined,
      options: kind === 'list' ? listOptions(parameter) : [],
      language: kind === 'code' ? String(parameter.properties.language ?? '') : undefined,
      units: kind === 'bytes' ? MEMORY_UNITS : undefined,
      multiline: kind === 'code' || parameter.properties.multiline === true || parameter.properties.multiline === 'true',
      lookup: PICKERS.has(kind) ? context.lookups[parameter.name] ?? NO_LOOKUP : undefined,
    };
  });
  return {
    title: context.playbook?.title || RUN_TEXTS.title,
    targets: (context.playbook?.targets ?? []).map((kind) => ({ kind, label: TARGET_LABELS[kind] })),
    kind: context.kind,
    resource: context.resource && { id: context.resource.id, name: context.resource.name },
    resourceSearch: context.lookups[RESOURCE_FIELD] ?? NO_LOOKUP,
    resourceFixed: context.resourceFixed,
    searching: snapshot.hasTag('searching'),
    parametersText: waitsForResource
      ? RUN_TEXTS.selectResource
      : context.parameters !== undefined && !loading && parameters.length === 0
        ? RUN_TEXTS.noParameters
        : undefined,
    loadingParameters: loading,
    parametersFailed: snapshot.hasTag('error'),
    fields,
    runLabel: running ? RUN_TEXTS.running : RUN_TEXTS.run,
    // Seed 000 §4: a playbook, a valid form, no run in flight (R000-4-33..35).
    canRun: context.playbook !== undefined && snapshot.matches({ form: 'editing' }) && Object.values(problems).every((p) => p === undefined),
    running,
    error: context.error,
  };
}

/** What the run dialog needs of a playbook: its id, title, the pickers its spec targets and their types. */
export const runnableOf = (playbook: Playbook): RunDialogPlaybook => ({
  id: playbook.id,
  title: playbook.title,
  targets: playbook.targets,
  types: Object.fromEntries(playbook.targets.map((target) => [target, selectorTypes(playbook.spec, target)])),
});
