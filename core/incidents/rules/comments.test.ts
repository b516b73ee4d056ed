import { describe, expect, it } from 'vitest';
import type { Comment, Evidence } from '../model';
import { ADD_COMMENT_DETAILS_MESSAGE, SELECT_HYPOTHESIS_MESSAGE } from '../texts';
import { authorOf, canSendComment, validateComment } from './comments';
import { timeline } from './timeline';

describe('when a comment is sent', () => {
  it('needs a hypothesis first, then some text', () => {
    expect(validateComment({ text: '' })).toBe(SELECT_HYPOTHESIS_MESSAGE);
    expect(validateComment({ hypothesisId: 'h', text: '  ' })).toBe(ADD_COMMENT_DETAILS_MESSAGE);
    expect(validateComment({ hypothesisId: 'h', text: 'ok' })).toBeUndefined();
  });

  it('keeps the send button disabled while the text is empty', () => {
    expect(canSendComment(' ')).toBe(false);
    expect(canSendComment('a')).toBe(true);
  });
});

describe('when an author is shown', () => {
  it('shows an external author with the responder team', () => {
    expect(authorOf({ externalCreatedBy: 'jdoe@jira', responderTeam: { name: 'Payments' } })).toEqual({ name: 'jdoe@jira', team: 'Payments' });
  });

  it('shows a person by name', () => {
    expect(authorOf({ createdBy: { id: 'p', name: 'Casey' } })).toEqual({ name: 'Casey', avatar: undefined });
  });
});

describe('when evidence and comments are listed together', () => {
  it('orders them by time, oldest first', () => {
    const e = (id: string, at: string) => ({ id, createdAt: at }) as Evidence;
    const c = (id: string, at: string) => ({ id, createdAt: at }) as Comment;
    const items = timeline([e('e2', '2024-01-03T00:00:00Z'), e('e1', '2024-01-01T00:00:00Z')], [c('c1', '2024-01-02T00:00:00Z')]);
    expect(items.map((i) => (i.kind === 'evidence' ? i.evidence.id : i.comment.id))).toEqual(['e1', 'c1', 'e2']);
  });
});
