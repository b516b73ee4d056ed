import { assign, emit, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { errorMessage, unbound, type Clock, type IdGenerator } from '../../shared';
import type { Comment, NewComment, Person } from '../model';
import { validateComment } from '../rules/comments';
import { editMentions, insertMention, mentionQuery, serializeMentions, type MentionDraft, type PickedMention } from '../rules/mentions';
import type { IncidentRefetch, IncidentToast } from './emitted';

export interface CommentsInput {
  readonly incidentId: string;
  /** The signed-in person, recorded as created_by and shown on the optimistic comment. */
  readonly author: Person;
  /** The picker's default: the root hypothesis. */
  readonly hypothesisId?: string;
  readonly comments?: readonly Comment[];
}

export interface CommentsContext {
  readonly incidentId: string;
  readonly author: Person;
  readonly hypothesisId?: string;
  /** What the box shows: mentions read `@Name`. */
  readonly text: string;
  /** The people picked in `text`, with their ids; serialized to `@[Name](id)` on send (seed 001 §3). */
  readonly mentions: readonly PickedMention[];
  /** Where the caret is in `text`: an '@' before it asks for suggestions, and a picked person goes there. */
  readonly caret: number;
  readonly error?: string;
  /** The incident's comments, with the ones still being sent (see `sending`). */
  readonly comments: readonly Comment[];
  /** Ids of optimistic comments the server has not confirmed yet. */
  readonly sending: readonly string[];
  /** What the box held for each comment still being sent, to give it back when the server refuses it. */
  readonly drafts: Readonly<Record<string, MentionDraft>>;
  /** Who can be mentioned: read once, when the person first types an '@' (none when the directory fails). */
  readonly people: readonly Person[];
}

export type CommentsEvent =
  | { type: 'comment.hypothesis'; hypothesisId?: string }
  /** The person typed: `caret` is where the caret is now (the end of the text when left out). */
  | { type: 'comment.text'; text: string; caret?: number }
  | { type: 'comment.caret'; caret: number }
  /** The person picked from the suggestions for the '@query' before the caret. */
  | { type: 'comment.mention'; person: Pick<Person, 'id' | 'name'> }
  | { type: 'comment.send' }
  /** The incident was fetched again: its comments replace the confirmed ones. */
  | { type: 'comments.loaded'; comments: readonly Comment[] }
  | { type: 'comment.saved'; tempId: string; comment: Comment }
  | { type: 'comment.failed'; tempId: string; error: unknown };

export type CommentsEmitted = IncidentToast | IncidentRefetch;

/** `readingPeople` while the people who can be mentioned are read. */
export type CommentsTag = 'readingPeople';

export interface SaveCommentInput {
  readonly tempId: string;
  readonly comment: NewComment;
}

/** Sends one comment and reports back with comment.saved or comment.failed. */
export const saveCommentWith = (create: (comment: NewComment) => Promise<Comment>) =>
  fromCallback<CommentsEvent, SaveCommentInput>(({ input, sendBack }) => {
    create(input.comment).then(
      (comment) => sendBack({ type: 'comment.saved', tempId: input.tempId, comment }),
      (error: unknown) => sendBack({ type: 'comment.failed', tempId: input.tempId, error }),
    );
  });

const without = (drafts: Readonly<Record<string, MentionDraft>>, tempId: string): Record<string, MentionDraft> => {
  const { [tempId]: _, ...rest } = drafts;
  return rest;
};

/** A refused comment goes back into the box, mentions and all, unless the person has started another one. */
const restored = (context: CommentsContext, draft: MentionDraft | undefined): Partial<CommentsContext> =>
  draft && context.text.trim() === '' ? { text: draft.text, mentions: draft.mentions, caret: draft.text.length } : {};

/**
 * Seed 001 §4 and §8: a comment shows at once (optimistically) and is sent; when the server refuses it,
 * it disappears again, the error shows as a toast and its text goes back into the box. Several comments
 * may be on their way at once. Ids and times of optimistic comments come from the Clock and IdGenerator
 * ports. The people who can be mentioned are read from the directory the first time an '@' is typed.
 */
export function createCommentsMachine(deps: { readonly clock: Clock; readonly ids: IdGenerator }) {
  return setup({
    types: {
      tags: {} as CommentsTag,
      context: {} as CommentsContext,
      events: {} as CommentsEvent,
      input: {} as CommentsInput,
      emitted: {} as CommentsEmitted,
    },
    actors: {
      saveComment: saveCommentWith(unbound('saveComment')),
      loadPeople: fromPromise<Person[]>(unbound('loadPeople')),
    },
    guards: {
      isInvalid: ({ context }) => validateComment({ hypothesisId: context.hypothesisId, text: context.text }) !== undefined,
      mentioning: ({ context }) => mentionQuery(context.text, context.caret) !== undefined,
    },
  }).createMachine({
    id: 'comments',
    context: ({ input }) => ({
      incidentId: input.incidentId,
      author: input.author,
      hypothesisId: input.hypothesisId,
      text: '',
      mentions: [],
      caret: 0,
      comments: input.comments ?? [],
      sending: [],
      drafts: {},
      people: [],
    }),
    type: 'parallel',
    states: {
      people: {
        initial: 'unread',
        states: {
          unread: { always: { guard: 'mentioning', target: 'reading' } },
          reading: {
            tags: ['readingPeople'],
            invoke: {
              src: 'loadPeople',
              onDone: { target: 'read', actions: assign(({ event }) => ({ people: event.output })) },
              onError: { target: 'read' },
            },
          },
          read: {},
        },
      },
      box: {
        on: {
          'comment.hypothesis': { actions: assign(({ event }) => ({ hypothesisId: event.hypothesisId, error: undefined })) },
          'comment.text': {
            actions: assign(({ context, event }) => ({
              text: event.text,
              mentions: editMentions(context.text, event.text, context.mentions),
              caret: event.caret ?? event.text.length,
              error: undefined,
            })),
          },
          'comment.caret': { actions: assign(({ event }) => ({ caret: event.caret })) },
          'comment.mention': {
            actions: assign(({ context, event }) => ({ ...insertMention(context, context.caret, event.person), error: undefined })),
          },
          'comment.send': [
            {
              guard: 'isInvalid',
              actions: assign(({ context }) => ({ error: validateComment({ hypothesisId: context.hypothesisId, text: context.text }) })),
            },
            {
              actions: [
                assign(({ context }) => {
                  const tempId = deps.ids.next();
                  const optimistic: Comment = {
                    id: tempId,
                    incidentId: context.incidentId,
                    hypothesisId: context.hypothesisId,
                    comment: serializeMentions(context).trim(),
                    createdBy: context.author,
                    createdAt: deps.clock.now().toISOString(),
                  };
                  return {
                    comments: [...context.comments, optimistic],
                    sending: [...context.sending, tempId],
                    drafts: { ...context.drafts, [tempId]: { text: context.text, mentions: context.mentions } },
                    text: '',
                    mentions: [],
                    caret: 0,
                    error: undefined,
                  };
                }),
                spawnChild('saveComment', {
                  id: ({ context }) => context.sending[context.sending.length - 1]!,
                  input: ({ context }) => {
                    const tempId = context.sending[context.sending.length - 1]!;
                    const sent = context.comments.find((c) => c.id === tempId)!;
                    return {
                      tempId,
                      comment: { incidentId: context.incidentId, hypothesisId: sent.hypothesisId!, comment: sent.comment, createdBy: context.author.id },
                    };
                  },
                }),
              ],
            },
          ],
          'comment.saved': {
            actions: [
              assign(({ context, event }) => ({
                comments: context.comments.map((c) => (c.id === event.tempId ? event.comment : c)),
                sending: context.sending.filter((id) => id !== event.tempId),
                drafts: without(context.drafts, event.tempId),
              })),
              stopChild(({ event }) => event.tempId),
              emit({ type: 'incident.refetch' as const }),
            ],
          },
          'comment.failed': {
            actions: [
              assign(({ context, event }) => ({
                comments: context.comments.filter((c) => c.id !== event.tempId),
                sending: context.sending.filter((id) => id !== event.tempId),
                drafts: without(context.drafts, event.tempId),
                ...restored(context, context.drafts[event.tempId]),
              })),
              stopChild(({ event }) => event.tempId),
              emit(({ event }) => ({ type: 'toast' as const, status: 'error' as const, message: errorMessage(event.error) })),
            ],
          },
          'comments.loaded': {
            actions: assign(({ context, event }) => ({
              comments: [...event.comments, ...context.comments.filter((c) => context.sending.includes(c.id))],
            })),
          },
        },
      },
    },
  });
}

export type CommentsMachine = ReturnType<typeof createCommentsMachine>;
