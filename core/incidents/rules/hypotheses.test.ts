import { describe, expect, it } from 'vitest';
import type { Comment, Evidence, Hypothesis } from '../model';
import {
  canHaveChildren, childTypeOf, evidenceCounts, firstAvatars, hasExpandToggle, hypothesisTrees, isHighlighted, participantAvatars,
  participants, rootHypothesis, selectorStatus, statusChoices, subtreeIds,
} from './hypotheses';

const person = (n: number) => ({ id: `p${n}`, name: `Person ${n}` });
const hypothesis = (id: string, type: Hypothesis['type'], parentId?: string, extra: Partial<Hypothesis> = {}): Hypothesis => ({
  id, incidentId: 'i1', parentId, type, title: id, status: 'possible', comments: [], evidences: [], ...extra,
});
const evidence = (type: Evidence['type'], at: string, extra: Partial<Evidence> = {}): Evidence => ({
  id: `${type}-${at}`, hypothesisId: 'h', type, description: type, createdAt: at, definitionOfDone: false, done: false, ...extra,
});
const comment = (at: string, by = person(1)): Comment => ({ id: `c-${at}`, incidentId: 'i1', comment: 'x', createdAt: at, createdBy: by });

describe('when a child is added to a hypothesis', () => {
  it('takes the next type down: root → factor → solution', () => {
    expect(childTypeOf('root')).toBe('factor');
    expect(childTypeOf('factor')).toBe('solution');
  });

  it('cannot be added to a solution, which is a leaf', () => {
    expect(childTypeOf('solution')).toBeUndefined();
    expect(canHaveChildren('solution')).toBe(false);
    expect(canHaveChildren('factor')).toBe(true);
  });
});

describe('when a node is drawn', () => {
  it('gives the root no expand toggle', () => {
    expect(hasExpandToggle('root')).toBe(false);
    expect(hasExpandToggle('factor')).toBe(true);
  });

  it('shows likely in the selector when no status is set', () => {
    expect(selectorStatus(undefined)).toBe('likely');
    expect(selectorStatus('disproven')).toBe('disproven');
  });

  it('lists every status, in order, whatever the current one', () => {
    expect(statusChoices()).toEqual(['proven', 'likely', 'possible', 'unlikely', 'improbable', 'disproven']);
  });

  it('highlights a node with evidence in the definition of done', () => {
    expect(isHighlighted(hypothesis('h', 'root', undefined, { evidences: [evidence('log', '1', { definitionOfDone: true })] }))).toBe(true);
    expect(isHighlighted(hypothesis('h', 'root', undefined, { evidences: [evidence('log', '1')] }))).toBe(false);
  });

  it('counts evidence by type and comments together with comment evidence', () => {
    const h = hypothesis('h', 'root', undefined, {
      evidences: [evidence('log', '1'), evidence('log', '2'), evidence('comment', '3')],
      comments: [comment('4'), comment('5')],
    });
    expect(evidenceCounts(h)).toEqual({ log: 2, comment: 3 });
  });

  it('shows at most 5 participants, creator first, each once', () => {
    const h = hypothesis('h', 'root', undefined, {
      createdBy: person(0),
      comments: [1, 2, 1, 3, 4, 5, 6].map((n, i) => comment(`2024-01-0${i + 1}`, person(n))),
    });
    expect(participants(h).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(participantAvatars(h).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(firstAvatars([1, 2])).toEqual([1, 2]);
  });
});

describe('when the hypotheses are arranged as a tree', () => {
  const list = [hypothesis('r', 'root'), hypothesis('f1', 'factor', 'r'), hypothesis('s1', 'solution', 'f1'), hypothesis('f2', 'factor', 'r')];

  it('nests children under their parents in order', () => {
    const [root] = hypothesisTrees(list);
    expect(root?.hypothesis.id).toBe('r');
    expect(root?.children.map((c) => c.hypothesis.id)).toEqual(['f1', 'f2']);
    expect(root?.children[0]?.children.map((c) => c.hypothesis.id)).toEqual(['s1']);
  });

  it('finds the root and a subtree, deepest first', () => {
    expect(rootHypothesis(list)?.id).toBe('r');
    expect(subtreeIds(list, 'r')).toEqual(['s1', 'f1', 'f2', 'r']);
  });

  it('keeps a hypothesis whose parent is gone as a tree of its own', () => {
    expect(hypothesisTrees([hypothesis('f', 'factor', 'missing')]).map((t) => t.hypothesis.id)).toEqual(['f']);
  });
});
