import type { Comment, Evidence } from '../model';
import { ADD_COMMENT_DETAILS_MESSAGE, SELECT_HYPOTHESIS_MESSAGE } from '../texts';

export interface CommentDraft {
  readonly hypothesisId?: string;
  readonly text: string;
}

/** Seed 001 §5: a hypothesis must be chosen first, then the text must not be empty. */
export function validateComment(draft: CommentDraft): string | undefined {
  if (!draft.hypothesisId) return SELECT_HYPOTHESIS_MESSAGE;
  if (draft.text.trim() === '') return ADD_COMMENT_DETAILS_MESSAGE;
  return undefined;
}

/** The send button is disabled while the text is empty. */
export const canSendComment = (text: string): boolean => text.trim() !== '';

export interface Author {
  readonly name: string;
  /** The responder's team, for a comment or evidence that came from an external system. */
  readonly team?: string;
  readonly avatar?: string;
}

/** Seed 001 §2.4: an external author shows the external name plus the responder's team. */
export function authorOf(item: Pick<Comment | Evidence, 'createdBy' | 'externalCreatedBy' | 'responderTeam'>): Author {
  if (item.externalCreatedBy) return { name: item.externalCreatedBy, team: item.responderTeam?.name };
  return { name: item.createdBy?.name ?? '', avatar: item.createdBy?.avatar };
}
