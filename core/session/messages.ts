export const DOCS_URL = 'https://docs.flanksource.com';
export const KUBECONFIG_DOCS_URL = 'https://docs.flanksource.com/reference/kubeconfig';
export const KUBECONFIG_UNAVAILABLE = 'The server has no Kubernetes connection configured.';
export const NO_AREA_TITLE = 'Nothing to show yet';
export const NO_AREA_MESSAGE =
  'Your account may not open any area of the console yet. Ask an administrator for a role, or sign out and sign in as someone else.';
export const NOT_FOUND_TITLE = 'Page not found';
export const UNKNOWN_VERSION = 'unknown';
export const REFRESH = 'Refresh';
/** The top bar's button for the command palette (issue 22), also opened with Ctrl+K or ⌘K. */
export const COMMAND_PALETTE = 'Command palette';
export const HELP = 'Help';
/** R000-2-2-09: the help menu of the top bar. */
export const HELP_LINKS: readonly { readonly label: string; readonly href: string }[] = [{ label: 'Docs', href: DOCS_URL }];
