import { errorMessage, isDomainError } from '../shared';
import { KUBECONFIG_UNAVAILABLE, PRODUCT_NAME } from './messages';

/** R002-2-4-29: page titles carry the product name after a vertical separator. */
export const pageTitle = (page?: string): string => (page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME);

/** The greeting of the user menu (R000-2-2-11). */
export const greeting = (name: string): string => `Hi ${name.trim()}`;

/** R000-2-2-02: sidebar width in spacing units. */
export const SIDEBAR_WIDTH = { expanded: 56, collapsed: 14 } as const;
/** R000-2-2-03: below this viewport width a click outside the sidebar collapses it. */
export const SIDEBAR_AUTO_COLLAPSE_BELOW = 1024;
export const SIDEBAR_COLLAPSED_KEY = 'sidebar.collapsed';
export const COLOUR_MODE_KEY = 'colour-mode';
export type ColourMode = 'light' | 'dark';

export const shouldCollapseOnOutsideClick = (viewportWidth: number, collapsed: boolean): boolean =>
  !collapsed && viewportWidth < SIDEBAR_AUTO_COLLAPSE_BELOW;

/** DECISIONS §13: a 503 from /api/kubeconfig means the server has no Kubernetes connection. */
export function kubeconfigErrorMessage(error: unknown): string {
  if (isDomainError(error) && error.details?.status === 503) return KUBECONFIG_UNAVAILABLE;
  return errorMessage(error);
}
