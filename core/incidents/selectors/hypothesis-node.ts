import type { SnapshotFrom } from 'xstate';
import type { ChildForm, hypothesisNodeMachine } from '../machines/hypothesis-node.machine';
import type { HypothesisStatus } from '../model';
import { NEW_HYPOTHESIS_STATUS, selectorStatus } from '../rules/hypotheses';

export interface HypothesisNodeView {
  readonly title: string;
  /** What the status selector shows. */
  readonly status: HypothesisStatus;
  readonly expanded: boolean;
  /** The title shows as a text field. */
  readonly editingTitle: boolean;
  /** The Create dialog of a child: open, sending, its starting status and what its title field says. */
  readonly childOpen: boolean;
  readonly creatingChild: boolean;
  readonly childStatus: HypothesisStatus;
  readonly childError?: string;
  /** 'Delete hypothesis?': open, and which of its buttons is on its way. */
  readonly deleteOpen: boolean;
  readonly disproving: boolean;
  readonly deleting: boolean;
}

const childStatusOf = (child: ChildForm | undefined): HypothesisStatus => child?.status ?? NEW_HYPOTHESIS_STATUS;

/** What one node of the hypothesis tree shows of its machine (seed 001 §2.4). */
export function selectHypothesisNodeView(snapshot: SnapshotFrom<typeof hypothesisNodeMachine>): HypothesisNodeView {
  const { context } = snapshot;
  return {
    title: context.title,
    status: selectorStatus(context.status),
    expanded: context.expanded,
    editingTitle: context.editingTitle,
    childOpen: snapshot.hasTag('childDialog'),
    creatingChild: snapshot.hasTag('creatingChild'),
    childStatus: childStatusOf(context.child),
    childError: context.child?.error,
    deleteOpen: snapshot.hasTag('deleteDialog'),
    disproving: snapshot.hasTag('disproving'),
    deleting: snapshot.hasTag('deleting'),
  };
}
