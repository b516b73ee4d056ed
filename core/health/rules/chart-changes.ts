import type { CheckHealthTransition, CheckRelatedChange } from '../model';

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

/** A change of a related config item, labelled by its type and linked to its config's changes. */
const changeMark = (change: CheckRelatedChange): ChartChangeMark => ({
  id: change.id,
  at: new Date(change.at).getTime(),
  when: change.at,
  label: change.changeType || 'change',
  title: `${change.changeType || 'change'} on ${change.configName}`,
  summary: change.summary,
  severity: change.severity,
  href: `/catalog/${encodeURIComponent(change.configId)}/changes`,
});

const healthWord = (health: string | undefined) => health || 'unknown';

/** A related component's health turning, labelled by the health it turned to and linked to the component. */
const transitionMark = (transition: CheckHealthTransition): ChartChangeMark => ({
  id: `transition-${transition.id}`,
  at: new Date(transition.at).getTime(),
  when: transition.at,
  label: healthWord(transition.health),
  title: `${transition.componentName} turned ${healthWord(transition.health)}`,
  summary: `${transition.componentName} went from ${healthWord(transition.previous)} to ${healthWord(transition.health)}`,
  href: `/topology/${encodeURIComponent(transition.componentId)}`,
});

/** The chart's marks, oldest first: the related config items' changes and the related components' health transitions. */
export function chartChangeMarks(
  changes: readonly CheckRelatedChange[] | undefined,
  transitions: readonly CheckHealthTransition[] | undefined,
): readonly ChartChangeMark[] {
  return [...(changes ?? []).map(changeMark), ...(transitions ?? []).map(transitionMark)].sort((a, b) => a.at - b.at);
}
