import type { CheckRelatedChange } from '../model';

/** A related change as the Health Overview marks it: a line at its time, a hover card, a link to it. */
export interface ChartChangeMark {
  readonly id: string;
  /** Epoch milliseconds: where the chart draws the line. */
  readonly at: number;
  /** ISO instant, for the hover card. */
  readonly when: string;
  /** The line's label: the change type. */
  readonly label: string;
  /** `diff on payments`. */
  readonly title: string;
  readonly summary: string;
  readonly severity?: string;
  /** The changed config item's Changes tab. */
  readonly href: string;
}

/** The chart's marks, oldest first: each change of a related config item, labelled by its type and linked to its config's changes. */
export function chartChangeMarks(changes: readonly CheckRelatedChange[] | undefined): readonly ChartChangeMark[] {
  return [...(changes ?? [])]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((change) => ({
      id: change.id,
      at: new Date(change.at).getTime(),
      when: change.at,
      label: change.changeType || 'change',
      title: `${change.changeType || 'change'} on ${change.configName}`,
      summary: change.summary,
      severity: change.severity,
      href: `/catalog/${encodeURIComponent(change.configId)}/changes`,
    }));
}
