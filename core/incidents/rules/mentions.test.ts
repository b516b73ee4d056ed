import { describe, expect, it } from 'vitest';
import { commentSegments, commentText, insertMention, mentionMarkup, mentionQuery, mentionedIds, suggestMentions } from './mentions';

const ada = { id: 'p-ada', name: 'Ada Lovelace', email: 'ada@local' };
const alan = { id: 'p-alan', name: 'Alan Turing', email: 'alan@local' };

describe('when a person types @ in a comment', () => {
  it('suggests people whose name or email holds what follows', () => {
    expect(mentionQuery('ping @al')).toBe('al');
    expect(suggestMentions([ada, alan], 'TUR').map((p) => p.id)).toEqual(['p-alan']);
    expect(suggestMentions([ada, alan], 'ada@').map((p) => p.id)).toEqual(['p-ada']);
    expect(suggestMentions([ada, alan], '').map((p) => p.id)).toEqual(['p-ada', 'p-alan']);
  });

  it('does not treat an email address or a finished word as a mention', () => {
    expect(mentionQuery('mail ops@local')).toBeUndefined();
    expect(mentionQuery('@al done')).toBeUndefined();
  });

  it('replaces what was typed with the display name and the person id', () => {
    const { text, caret } = insertMention('ping @al', 8, alan);
    expect(text).toBe('ping @[Alan Turing](p-alan) ');
    expect(caret).toBe(text.length);
  });
});

describe('when a comment with mentions is read', () => {
  const stored = `${mentionMarkup(ada)} and ${mentionMarkup(alan)}, see ${mentionMarkup(ada)}`;

  it('splits text and mentions, and lists each person once', () => {
    expect(commentSegments(stored)[0]).toEqual({ kind: 'mention', name: 'Ada Lovelace', id: 'p-ada' });
    expect(mentionedIds(stored)).toEqual(['p-ada', 'p-alan']);
  });

  it('reads mentions as @Name', () => {
    expect(commentText(stored)).toBe('@Ada Lovelace and @Alan Turing, see @Ada Lovelace');
  });
});
