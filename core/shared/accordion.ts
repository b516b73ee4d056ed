/**
 * Panels of which one is open at a time (the incident detail's side panels, the topology side panel):
 * opening one closes the other; toggling the open one closes it.
 */
export const toggleOnlyOpen = <P extends string>(open: P | undefined, clicked: P): P | undefined =>
  open === clicked ? undefined : clicked;
