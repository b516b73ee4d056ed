import type { SnapshotFrom } from 'xstate';
import { healthColour, type HealthColour } from '../health';
import { memoizeLast } from '../shared';
import { tooShortToSearch, type paletteMachine } from './machines/palette.machine';
import type { PaletteGroup, PaletteItem } from './model';
import { GROUP_ORDER } from './rules/items';
import { PALETTE_NOTHING_FOUND, PALETTE_SEARCH_FAILED, PALETTE_TYPE_MORE, runningCheck } from './texts';

export interface PaletteRow extends Omit<PaletteItem, 'verb'> {
  /** Its place in the whole list, for choosing it by pointer. */
  readonly index: number;
  readonly active: boolean;
  /** The colour of its health badge, when it has a health. */
  readonly colour?: HealthColour;
}

export interface PaletteView {
  readonly text: string;
  readonly groups: readonly { readonly group: PaletteGroup; readonly rows: readonly PaletteRow[] }[];
  /** The highlighted row's key, for aria-activedescendant. */
  readonly activeKey?: string;
  readonly searching: boolean;
  /** A check chosen to run is running: the palette waits for its result. */
  readonly running?: string;
  readonly error?: { readonly title: string; readonly message: string };
  /** Shown when nothing matches and nothing is on its way. */
  readonly empty?: string;
  /** Shown while the text is a single letter, which filters only the palette's own verbs and pages. */
  readonly hint?: string;
  /** Chosen or dismissed: the screen takes the palette away. */
  readonly closed: boolean;
}

const groupsOf = memoizeLast((items: readonly PaletteItem[], active: number) =>
  GROUP_ORDER.map((group) => ({
    group,
    rows: items.flatMap(({ verb: _verb, ...item }, index) => (item.group === group ? [{ ...item, index, active: index === active, colour: item.health ? healthColour(item.health) : undefined }] : [])),
  })).filter((g) => g.rows.length > 0),
);

export function selectPaletteView(snapshot: SnapshotFrom<typeof paletteMachine>): PaletteView {
  const { context } = snapshot;
  const searching = snapshot.hasTag('searching');
  const hint = context.text.trim() !== '' && tooShortToSearch(context.text) ? PALETTE_TYPE_MORE : undefined;
  return {
    text: context.text,
    groups: groupsOf(context.items, context.active),
    activeKey: context.items[context.active]?.key,
    searching,
    running: snapshot.hasTag('running') && context.running ? runningCheck(context.running.name) : undefined,
    error: context.error ? { title: PALETTE_SEARCH_FAILED, message: context.error } : undefined,
    empty: context.items.length === 0 && !searching && !hint ? PALETTE_NOTHING_FOUND : undefined,
    hint,
    closed: snapshot.status === 'done',
  };
}
