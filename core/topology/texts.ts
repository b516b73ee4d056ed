/** The topology screens' exact strings (seed 001 §2.10-2.13 and §8, seed 002 §8). */
export const TOPOLOGY_TEXTS = {
  breadcrumbRoot: 'Dashboard',
  empty: 'There are no components matching this criteria.',
  componentNotFound: 'Component not found',
  multipleComponents: 'Response has multiple components for the id.',
  showHiddenComponents: 'Show hidden components',
  snapshotTimeRange: 'Time Range',
  snapshotIncludeRelated: 'Include related components',
  snapshotFailed: 'Error downloading file',
  linkToCatalogTitle: 'Link to catalog',
  link: 'Link',
  linking: 'Linking..',
  linkSucceeded: 'config link successful',
  unlinkSucceeded: 'Deleted config link successfully',
} as const;

export const snapshotTitle = (name: string) => `Download ${name} snapshot`;
export const snapshotFileName = (name: string) => `${name}-snapshot.zip`;
