import type { SnapshotFrom } from 'xstate';
import type { CommentsMachine } from '../machines/comments.machine';
import type { Comment, Person } from '../model';
import { canSendComment } from '../rules/comments';
import { mentionQuery, suggestMentions } from '../rules/mentions';
import { memoizeLast } from '../../shared';

/** At most this many people are suggested for an '@' at once. */
export const MENTION_SUGGESTIONS = 6;

export interface CommentsView {
  readonly text: string;
  /** Where the caret goes after a mention is picked. */
  readonly caret: number;
  readonly error?: string;
  readonly hypothesisId?: string;
  /** People matching the '@query' before the caret. */
  readonly suggestions: readonly Person[];
  readonly canSend: boolean;
  /** Comments still on their way, shown under the box. */
  readonly pending: readonly Comment[];
}

const suggest = memoizeLast((people: readonly Person[], query: string | undefined) =>
  query === undefined ? [] : suggestMentions(people, query).slice(0, MENTION_SUGGESTIONS),
);
const pendingOf = memoizeLast((comments: readonly Comment[], sending: readonly string[]) => comments.filter((c) => sending.includes(c.id)));

/** What the comment box shows (seed 001 §2.4). */
export function selectCommentsView(snapshot: SnapshotFrom<CommentsMachine>): CommentsView {
  const { context } = snapshot;
  return {
    text: context.text,
    caret: context.caret,
    error: context.error,
    hypothesisId: context.hypothesisId,
    suggestions: suggest(context.people, mentionQuery(context.text, context.caret)),
    canSend: canSendComment(context.text),
    pending: pendingOf(context.comments, context.sending),
  };
}
