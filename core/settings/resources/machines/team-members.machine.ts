import { assign, emit, fromPromise, setup } from 'xstate';
import { can } from '../../../access';
import { errorMessage, toast, type Toast } from '../../../shared';
import type { TeamPerson } from '../model';
import type { TeamMemberPort } from '../ports';
import { memberRemoved, membersAdded } from '../texts';

export interface TeamMembersInput {
  readonly teamId: string;
  readonly roles: readonly string[];
}

export type TeamMembersEvent =
  | { type: 'members.retry' }
  | { type: 'members.add' }
  | { type: 'members.toggle'; personId: string }
  | { type: 'members.confirm' }
  | { type: 'members.cancel' }
  | { type: 'member.remove'; personId: string };

export interface TeamMembersContext {
  readonly teamId: string;
  readonly canManage: boolean;
  readonly members: readonly TeamPerson[];
  readonly people: readonly TeamPerson[];
  readonly picked: readonly string[];
  readonly removing?: TeamPerson;
  readonly error?: string;
}

export type TeamMembersTag = 'loading' | 'error' | 'busy' | 'adding';

/**
 * A team's members tab (seed 002 §2.2, §8): the members with Remove user, and the 'Add users to the
 * team' modal listing people not in the team yet, several at once; each change toasts and reloads, a
 * failure toasts the server's message.
 */
export function createTeamMembersMachine(port: TeamMemberPort) {
  return setup({
    types: {
      context: {} as TeamMembersContext,
      events: {} as TeamMembersEvent,
      input: {} as TeamMembersInput,
      emitted: {} as Toast,
      tags: {} as TeamMembersTag,
    },
    actors: {
      load: fromPromise<{ members: TeamPerson[]; people: TeamPerson[] }, string>(async ({ input }) => {
        const [members, people] = await Promise.all([port.members(input), port.people()]);
        return { members, people };
      }),
      add: fromPromise<void, { teamId: string; ids: readonly string[] }>(({ input }) => port.add(input.teamId, input.ids)),
      remove: fromPromise<void, { teamId: string; personId: string }>(({ input }) => port.remove(input.teamId, input.personId)),
    },
    guards: {
      canManage: ({ context }) => context.canManage,
      somePicked: ({ context }) => context.picked.length > 0,
    },
    actions: {
      toastError: emit((_, error: unknown) => toast('error', errorMessage(error))),
    },
  }).createMachine({
    id: 'teamMembers',
    context: ({ input }) => ({ teamId: input.teamId, canManage: can(input.roles, 'teams', 'write'), members: [], people: [], picked: [] }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'load',
          input: ({ context }) => context.teamId,
          onDone: { target: 'ready', actions: assign({ members: ({ event }) => event.output.members, people: ({ event }) => event.output.people, error: undefined }) },
          // R002-8-20: a failed load shows the server's message.
          onError: { target: 'failed', actions: [assign({ error: ({ event }) => errorMessage(event.error) }), { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error }] },
        },
      },
      failed: { tags: ['error'], on: { 'members.retry': 'loading' } },
      ready: {
        on: {
          'members.add': { guard: 'canManage', target: 'picking', actions: assign({ picked: [] }) },
          'member.remove': {
            guard: 'canManage',
            target: 'removing',
            actions: assign({ removing: ({ context, event }) => context.members.find((member) => member.id === event.personId) }),
          },
        },
      },
      picking: {
        tags: ['adding'],
        on: {
          'members.toggle': {
            actions: assign({
              picked: ({ context, event }) =>
                context.picked.includes(event.personId) ? context.picked.filter((id) => id !== event.personId) : [...context.picked, event.personId],
            }),
          },
          'members.confirm': { guard: 'somePicked', target: 'adding' },
          'members.cancel': 'ready',
        },
      },
      adding: {
        tags: ['adding', 'busy'],
        invoke: {
          src: 'add',
          input: ({ context }) => ({ teamId: context.teamId, ids: context.picked }),
          onDone: {
            target: 'loading',
            actions: emit(({ context }) => toast('success', membersAdded(context.people.filter((person) => context.picked.includes(person.id)).map((person) => person.name)))),
          },
          onError: { target: 'picking', actions: { type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      removing: {
        tags: ['busy'],
        invoke: {
          src: 'remove',
          input: ({ context }) => ({ teamId: context.teamId, personId: context.removing?.id ?? '' }),
          onDone: { target: 'loading', actions: [emit(({ context }) => toast('success', memberRemoved(context.removing?.name ?? ''))), assign({ removing: undefined })] },
          onError: { target: 'ready', actions: [{ type: 'toastError', params: ({ event }: { event: { error: unknown } }) => event.error }, assign({ removing: undefined })] },
        },
      },
    },
  });
}

export type TeamMembersMachine = ReturnType<typeof createTeamMembersMachine>;
