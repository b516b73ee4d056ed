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

/** The ids of the people a comment mentions, each once. */
export const mentionedIds = (comment: string): string[] => [
  ...new Set(commentSegments(comment).flatMap((s) => (s.kind === 'mention' ? [s.id] : []))),
];

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

/** Replaces the '@query' before the caret with the person's mention; answers the new text and caret. */
export function insertMention(text: string, caret: number, person: Pick<Person, 'id' | 'name'>): { text: string; caret: number } {
  const query = mentionQuery(text, caret);
  if (query === undefined) return { text, caret };
  const start = caret - query.length - 1;
  const inserted = `${mentionMarkup(person)} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
