import { TOPOLOGY_TEXTS } from '../texts';
import { CARD_WIDTHS, type CardSize } from './cards';

/**
 * Seed 001 §2.10 and seed 002 §2.4: /view/topology/{id} takes an optional size, a card size name
 * (small, medium, large, extra_large) or a width in px; without one, or with one it cannot read, the
 * card is extra large.
 */
export function publicViewCardWidth(size: string | null | undefined): number {
  const value = size?.trim() ?? '';
  if (value in CARD_WIDTHS) return CARD_WIDTHS[value as CardSize];
  const px = /^(\d+)(?:px)?$/.exec(value);
  return px ? Number(px[1]) : CARD_WIDTHS.extra_large;
}

/** Seed 001 §2.10: the public view says 'Component not found' when the component is absent. */
export const publicViewMessage = (found: boolean): string | undefined => (found ? undefined : TOPOLOGY_TEXTS.componentNotFound);
