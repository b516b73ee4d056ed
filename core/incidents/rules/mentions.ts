import type { Person } from '../model';

/**
 * Seed 001 §3: a mention is stored in the comment text as the display name plus the person's id,
 * written `@[Name](id)`, so the name still reads when the person is renamed or gone.
 */
export const mentionMarkup = (person: Pick<Person, 'id' | 'name'>): string => `@[${person.name}](${person.id})`;

const MENTION = /@\[([^\]]*)\]\(([^)\s]+)\)/g;

export type CommentSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'mention'; readonly name: string; readonly id: string };

/** The comment as text and mentions, in order, for rendering. */
export function commentSegments(comment: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of comment.matchAll(MENTION)) {
    if (match.index > last) segments.push({ kind: 'text', text: comment.slice(last, match.index) });
    segments.push({ kind: 'mention', name: match[1]!, id: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < comment.length) segments.push({ kind: 'text', text: comment.slice(last) });
  return segments;
}

/** The comment as a person reads it: mentions become `@Name`. */
export const commentText = (comment: string): string =>
  commentSegments(comment).map((s) => (s.kind === 'mention' ? `@${s.name}` : s.text)).join('');

/**
 * What the person is typing after an '@' at the caret, or undefined when they are not mentioning:
 * the '@' starts the text or follows white space, and no white space follows it.
 */
export function mentionQuery(text: string, caret = text.length): string | undefined {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)@([^\s@[]*)$/.exec(before);
  return match ? match[1] : undefined;
}

/** People whose name or email contains the query, ignoring case. */
export function suggestMentions(people: readonly Person[], query: string): Person[] {
  const q = query.toLowerCase();
  return people.filter((p) => p.name.toLowerCase().includes(q) || (p.email ?? '').toLowerCase().includes(q));
}

/**
 * A person picked from the suggestions while typing: the box shows `@Name` at `start` (the index of its
 * '@'), and the id waits here until the comment is sent.
 */
export interface PickedMention {
  readonly id: string;
  readonly name: string;
  readonly start: number;
}

/** What the comment box holds: the readable text and the mentions picked in it. */
export interface MentionDraft {
  readonly text: string;
  readonly mentions: readonly PickedMention[];
}

const label = (mention: Pick<PickedMention, 'name'>): string => `@${mention.name}`;
const end = (mention: PickedMention): number => mention.start + label(mention).length;

/**
 * The mentions after `[from, to)` of the text was replaced by `length` characters: those after the edit
 * move with it, those the edit touched are dropped (their '@Name' is no longer what was picked).
 */
export function shiftMentions(mentions: readonly PickedMention[], from: number, to: number, length: number): PickedMention[] {
  const delta = length - (to - from);
  return mentions.flatMap((m) => {
    if (to <= m.start) return [{ ...m, start: m.start + delta }];
    if (from >= end(m)) return [m];
    return [];
  });
}

/** Where `before` and `after` differ, as `[from, to)` of `before` replaced by `length` characters of `after`. */
function editBetween(before: string, after: string, fromStart: boolean): [number, number, number] {
  const shortest = Math.min(before.length, after.length);
  const same = (i: number) => before[i] === after[i];
  const sameFromEnd = (i: number) => before[before.length - 1 - i] === after[after.length - 1 - i];
  let prefix = 0;
  let suffix = 0;
  if (fromStart) {
    while (prefix < shortest && same(prefix)) prefix += 1;
    while (suffix < shortest - prefix && sameFromEnd(suffix)) suffix += 1;
  } else {
    while (suffix < shortest && sameFromEnd(suffix)) suffix += 1;
    while (prefix < shortest - suffix && same(prefix)) prefix += 1;
  }
  return [prefix, before.length - suffix, after.length - suffix - prefix];
}

/**
 * The mentions of `before` that survive the person's edit into `after`. An edit that repeats the
 * characters around it ('@al ' typed before '@Ada') could have happened in more than one place; the
 * place that keeps the most mentions is taken, since typing next to a mention leaves it whole.
 */
export function editMentions(before: string, after: string, mentions: readonly PickedMention[]): PickedMention[] {
  if (before === after || mentions.length === 0) return [...mentions];
  const fromStart = shiftMentions(mentions, ...editBetween(before, after, true));
  const fromEnd = shiftMentions(mentions, ...editBetween(before, after, false));
  return fromEnd.length > fromStart.length ? fromEnd : fromStart;
}

/**
 * Replaces the '@query' before the caret with `@Name ` and tracks the person's id; answers the new draft
 * and where the caret goes. Without a query before the caret nothing changes.
 */
export function insertMention(draft: MentionDraft, caret: number, person: Pick<Person, 'id' | 'name'>): MentionDraft & { caret: number } {
  const query = mentionQuery(draft.text, caret);
  if (query === undefined) return { text: draft.text, mentions: draft.mentions, caret };
  const start = caret - query.length - 1;
  const inserted = `${label(person)} `;
  const mention: PickedMention = { id: person.id, name: person.name, start };
  return {
    text: draft.text.slice(0, start) + inserted + draft.text.slice(caret),
    mentions: [...shiftMentions(draft.mentions, start, caret, inserted.length), mention].sort((a, b) => a.start - b.start),
    caret: start + inserted.length,
  };
}

/** The text as it is stored: every tracked mention whose '@Name' still stands where it was picked becomes `@[Name](id)`. */
export function serializeMentions(draft: MentionDraft): string {
  let stored = '';
  let last = 0;
  for (const m of [...draft.mentions].sort((a, b) => a.start - b.start)) {
    if (m.start < last || draft.text.slice(m.start, end(m)) !== label(m)) continue;
    stored += draft.text.slice(last, m.start) + mentionMarkup(m);
    last = end(m);
  }
  return stored + draft.text.slice(last);
}
