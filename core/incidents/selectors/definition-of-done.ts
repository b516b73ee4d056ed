import type { SnapshotFrom } from 'xstate';
import type { definitionOfDoneMachine } from '../machines/definition-of-done.machine';
import type { Evidence } from '../model';
import {
  SCRIPT_SHORTCUTS, automaticPickerMessage, canAddManualItem, canContinueAutomatic, definitionOfDoneMessage, inDefinitionOfDone,
  outsideDefinitionOfDone, resolveToggleLabel, type ScriptShortcut,
} from '../rules/definition-of-done';
import { memoizeLast } from '../../shared';

export interface DefinitionOfDoneView {
  /** What the panel says instead of items, if anything. */
  readonly message?: string;
  readonly items: readonly Evidence[];
  /** The manual item being typed. */
  readonly text: string;
  readonly canAdd: boolean;
  readonly adding: boolean;
  /** A call is on its way: the items and the manual Add wait. */
  readonly busy: boolean;
  /** Add from evidence: the button, its evidence picker, or its script. */
  readonly editor: 'closed' | 'picking' | 'scripting';
  readonly pickerMessage?: string;
  /** Evidence not in the definition of done yet. */
  readonly candidates: readonly Evidence[];
  readonly selected: readonly string[];
  readonly canNext: boolean;
  readonly script: string;
  /** The shortcuts for the first selected evidence's type. */
  readonly shortcuts: readonly ScriptShortcut[];
  /** Why the script was refused. */
  readonly error?: string;
  readonly savingScript: boolean;
  /** The resolve toggle's confirmation. */
  readonly confirmOpen: boolean;
  readonly confirmTitle: string;
  readonly confirmMessage: string;
  readonly confirmLabel: string;
  readonly confirmBusy: boolean;
}

const itemsOf = memoizeLast(inDefinitionOfDone);
const candidatesOf = memoizeLast(outsideDefinitionOfDone);
const NO_SHORTCUTS: readonly ScriptShortcut[] = [];

/** What the Definition of done panel shows (seed 001 §2.5). */
export function selectDefinitionOfDoneView(snapshot: SnapshotFrom<typeof definitionOfDoneMachine>): DefinitionOfDoneView {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const first = context.evidences.find((e) => e.id === context.selected[0]);
  const confirming = context.evidences.find((e) => e.id === context.target);
  return {
    message: definitionOfDoneMessage(context.evidences),
    items: itemsOf(context.evidences),
    text: context.text,
    canAdd: canAddManualItem(context.text) && !busy,
    adding: snapshot.hasTag('adding'),
    busy,
    editor: snapshot.hasTag('picking') ? 'picking' : snapshot.hasTag('scripting') ? 'scripting' : 'closed',
    pickerMessage: automaticPickerMessage(context.evidences),
    candidates: candidatesOf(context.evidences),
    selected: context.selected,
    canNext: canContinueAutomatic(context.selected),
    script: context.script,
    shortcuts: (first && SCRIPT_SHORTCUTS[first.type]) ?? NO_SHORTCUTS,
    error: context.error,
    savingScript: snapshot.hasTag('saving'),
    confirmOpen: snapshot.hasTag('confirming'),
    confirmTitle: confirming ? resolveToggleLabel(confirming) : '',
    confirmMessage: confirming?.description ?? '',
    confirmLabel: confirming ? resolveToggleLabel(confirming) : 'Confirm',
    confirmBusy: snapshot.hasTag('resolving'),
  };
}
