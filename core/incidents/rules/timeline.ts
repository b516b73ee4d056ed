import type { Comment, Evidence } from '../model';

export type TimelineItem =
  | { readonly kind: 'evidence'; readonly at: string; readonly evidence: Evidence }
  | { readonly kind: 'comment'; readonly at: string; readonly comment: Comment };

/** Seed 001 §2.4: a hypothesis's evidence and comments in one list, oldest first; ties keep evidence first. */
export function timeline(evidences: readonly Evidence[], comments: readonly Comment[]): TimelineItem[] {
  const items: TimelineItem[] = [
    ...evidences.map((evidence) => ({ kind: 'evidence' as const, at: evidence.createdAt, evidence })),
    ...comments.map((comment) => ({ kind: 'comment' as const, at: comment.createdAt, comment })),
  ];
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ item }) => item);
}
