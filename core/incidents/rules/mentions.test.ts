import { describe, expect, it } from 'vitest';
import {
  commentSegments, commentText, editMentions, insertMention, mentionMarkup, mentionQuery, serializeMentions, suggestMentions,
} from './mentions';

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

  it('replaces what was typed with @Name and keeps the person id aside', () => {
    const picked = insertMention({ text: 'ping @al', mentions: [] }, 8, alan);
    expect(picked).toEqual({ text: 'ping @Alan Turing ', mentions: [{ id: 'p-alan', name: 'Alan Turing', start: 5 }], caret: 18 });
  });

  it('inserts where the caret is and moves the mentions after it', () => {
    const first = insertMention({ text: '@ad', mentions: [] }, 3, ada);
    const typed = `@al ${first.text}`;
    const both = insertMention({ text: typed, mentions: editMentions(first.text, typed, first.mentions) }, 3, alan);
    expect(both.text).toBe('@Alan Turing  @Ada Lovelace ');
    expect(both.mentions.map((m) => [m.id, m.start])).toEqual([['p-alan', 0], ['p-ada', 14]]);
    expect(both.caret).toBe(13);
  });

  it('changes nothing when no @ is being typed at the caret', () => {
    expect(insertMention({ text: 'ping al', mentions: [] }, 7, alan)).toEqual({ text: 'ping al', mentions: [], caret: 7 });
  });
});

describe('when the comment is sent', () => {
  const picked = insertMention({ text: 'ping @al', mentions: [] }, 8, alan);

  it('stores each picked mention as @[Name](id)', () => {
    expect(serializeMentions({ ...picked, text: `${picked.text}about the rollback` })).toBe('ping @[Alan Turing](p-alan) about the rollback');
  });

  it('leaves text typed as @Name without picking it alone', () => {
    expect(serializeMentions({ text: 'ping @Alan Turing', mentions: [] })).toBe('ping @Alan Turing');
  });
});

describe('when the person edits text holding mentions', () => {
  const picked = insertMention({ text: 'ping @al', mentions: [] }, 8, alan);

  it('keeps a mention when text is typed before or after it', () => {
    const before = editMentions(picked.text, `hey ${picked.text}`, picked.mentions);
    expect(before).toEqual([{ id: 'p-alan', name: 'Alan Turing', start: 9 }]);
    const after = editMentions(`hey ${picked.text}`, `hey ${picked.text}now`, before);
    expect(serializeMentions({ text: `hey ${picked.text}now`, mentions: after })).toBe('hey ping @[Alan Turing](p-alan) now');
  });

  it('drops a mention whose @Name was edited', () => {
    const edited = 'ping @Alan Turin ';
    expect(editMentions(picked.text, edited, picked.mentions)).toEqual([]);
    expect(editMentions(picked.text, 'ping @Alan XTuring ', picked.mentions)).toEqual([]);
  });

  it('drops a mention whose text was deleted, even when the name is typed again by hand', () => {
    const mentions = editMentions(picked.text, 'ping ', picked.mentions);
    expect(mentions).toEqual([]);
    expect(serializeMentions({ text: 'ping @Alan Turing ', mentions })).toBe('ping @Alan Turing ');
  });

  it('keeps the other mentions of the same person', () => {
    const twice = insertMention({ ...picked, text: `${picked.text}and @al` }, 25, alan);
    const edited = twice.text.replace('ping @Alan Turing', 'ping @Alan');
    const left = editMentions(twice.text, edited, twice.mentions);
    expect(serializeMentions({ text: edited, mentions: left })).toBe('ping @Alan and @[Alan Turing](p-alan) ');
  });
});

describe('when a comment with mentions is read', () => {
  const stored = `${mentionMarkup(ada)} and ${mentionMarkup(alan)}, see ${mentionMarkup(ada)}`;

  it('splits text and mentions', () => {
    expect(commentSegments(stored)[0]).toEqual({ kind: 'mention', name: 'Ada Lovelace', id: 'p-ada' });
  });

  it('reads mentions as @Name', () => {
    expect(commentText(stored)).toBe('@Ada Lovelace and @Alan Turing, see @Ada Lovelace');
  });
});
