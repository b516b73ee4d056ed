import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, toast, type FormErrors, type Toast } from '../../../shared';
import type { ResourceDraft, ResourceKind, ResourceTab, SettingsResource } from '../model';
import type { SettingsResourcePort } from '../ports';
import { canWriteResource, draftOf, emptyResourceDraft, validateResourceDraft } from '../rules/draft';
import { applyEditorText, labelsOf } from '../rules/editor-text';
import { resourceKind } from '../rules/kinds';
import { resourceDeleted, resourceUpdated } from '../texts';

export interface ResourceEditorInput {
  readonly kind: ResourceKind;
  readonly id: string;
  readonly roles: readonly string[];
  readonly userId: string;
  /** Where the page goes after a save or delete, when not the kind's list (an integration's page returns to the integrations). */
  readonly returnTo?: string;
}

export type ResourceTextField = 'name' | 'namespace' | 'icon' | 'schedule';

export type ResourceEditorEvent =
  | { type: 'resource.retry' }
  | { type: 'tab.select'; tab: ResourceTab }
  | { type: 'field.set'; name: ResourceTextField; value: string }
  /** The labels (JSON) or spec (YAML) editor's whole text. */
  | { type: 'editor.set'; name: 'labels' | 'spec'; text: string }
  /** The spec as a form editor left it (a health check's form). */
  | { type: 'spec.set'; spec: Readonly<Record<string, unknown>> }
  | { type: 'resource.save' }
  | { type: 'resource.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** R002-2-2-29: after a save or delete the page goes back to the list. */
export interface ResourceNavigate {
  readonly type: 'navigate';
  readonly path: string;
}

export type ResourceEditorEmitted = Toast | ResourceNavigate;

export interface ResourceEditorContext {
  readonly kind: ResourceKind;
  readonly id: string;
  readonly canWrite: boolean;
  readonly userId: string;
  readonly returnTo?: string;
  readonly tab: ResourceTab;
  readonly resource?: SettingsResource;
  readonly draft: ResourceDraft;
  readonly errors: FormErrors;
  readonly error?: string;
}

export type ResourceEditorTag = 'loading' | 'busy' | 'error' | 'missing' | 'confirm';

const refused = (errors: FormErrors) => Object.values(errors.fields ?? {}).some((message) => message !== undefined);

/**
 * A generic resource's edit page, /settings/{table}/{id} (seed 002 §2.2): it loads the resource (an
 * error view when that fails, 'No resources found' when there is none), edits its Spec tab's draft
 * (editor texts that do not parse are ignored), saves it with Update and soft-deletes it after asking,
 * each for who may write the kind's resource, then goes back to the list.
 */
export function createResourceEditorMachine(port: SettingsResourcePort) {
  return setup({
    types: {
      context: {} as ResourceEditorContext,
      events: {} as ResourceEditorEvent,
      input: {} as ResourceEditorInput,
      emitted: {} as ResourceEditorEmitted,
      tags: {} as ResourceEditorTag,
    },
    actors: {
      load: fromPromise<SettingsResource | undefined, { kind: ResourceKind; id: string }>(({ input }) => port.get(input.kind, input.id)),
      save: fromPromise<unknown, ResourceEditorContext>(({ input }) => port.update(input.kind, input.id, input.draft, input.userId)),
      remove: fromPromise<void, ResourceEditorContext>(({ input }) => port.remove(input.kind, input.id)),
    },
    guards: {
      found: (_, resource: SettingsResource | undefined) => resource !== undefined,
      canWrite: ({ context }) => context.canWrite,
      draftRefused: ({ context }) => refused(validateResourceDraft(context.kind, context.draft)),
    },
    actions: {
      toastError: emit((_, error: unknown) => toast('error', errorMessage(error))),
      backToList: emit(({ context }): ResourceNavigate => ({ type: 'navigate', path: context.returnTo ?? resourceKind(context.kind).path })),
    },
  }).createMachine({
    id: 'resourceEditor',
    context: ({ input }) => ({
      kind: input.kind,
      id: input.id,
      canWrite: canWriteResource(input.roles, input.kind),
      userId: input.userId,
      returnTo: input.returnTo,
      tab: 'spec',
      draft: emptyResourceDraft(input.kind),
      errors: {},
    }),
    on: {
      'tab.select': {
        guard: ({ context, event }) => resourceKind(context.kind).tabs.includes(event.tab),
        actions: assign({ tab: ({ event }) => event.tab }),
      },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          input: ({ context }) => ({ kind: context.kind, id: context.id }),
          onDone: [
            {
              guard: { type: 'found', params: ({ event }) => event.output },
              target: 'editing',
              actions: assign({
                resource: ({ event }) => event.output,
                draft: ({ context, event }) => draftOf(context.kind, event.output!),
                error: undefined,
              }),
            },
            { target: 'missing' },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      failed: { tags: ['error'], on: { 'resource.retry': 'loading' } },
      missing: { tags: ['missing'] },
      editing: {
        on: {
          'field.set': {
            // R002-2-2-21 and 23: an existing resource keeps its name and namespace.
            guard: ({ event }) => event.name !== 'name' && event.name !== 'namespace',
            actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.name]: event.value }) }),
          },
          'editor.set': {
            actions: assign({
              draft: ({ context, event }) =>
                event.name === 'labels'
                  ? { ...context.draft, labels: labelsOf(applyEditorText(context.draft.labels, event.text)) }
                  : { ...context.draft, spec: applyEditorText(context.draft.spec, event.text) },
            }),
          },
          'spec.set': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, spec: event.spec }) }) },
          'resource.save': [
            { guard: 'draftRefused', actions: assign({ errors: ({ context }) => validateResourceDraft(context.kind, context.draft) }) },
            { guard: 'canWrite', target: 'saving', actions: assign({ errors: {} }) },
          ],
          'resource.delete': { guard: 'canWrite', target: 'confirming' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => context,
          onDone: {
            target: 'done',
            actions: [emit(({ context }) => toast('success', resourceUpdated(resourceKind(context.kind).label, context.draft.name))), 'backToList'],
          },
          onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      confirming: {
        tags: ['confirm'],
        on: { 'delete.confirm': 'deleting', 'delete.cancel': 'editing' },
      },
      deleting: {
        tags: ['confirm', 'busy'],
        invoke: {
          src: 'remove',
          input: ({ context }) => context,
          onDone: {
            target: 'done',
            actions: [emit(({ context }) => toast('success', resourceDeleted(resourceKind(context.kind).label, context.draft.name))), 'backToList'],
          },
          onError: { target: 'editing', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      done: { type: 'final' },
    },
  });
}

export type ResourceEditorMachine = ReturnType<typeof createResourceEditorMachine>;
