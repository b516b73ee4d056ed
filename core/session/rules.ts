import { errorMessage, isDomainError, PRODUCT_NAME } from '../shared';
import { KUBECONFIG_UNAVAILABLE } from './messages';

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


/** R000-2-2-01: the remembered state; a browser that remembers nothing shows the sidebar expanded. */
export const isSidebarCollapsed = (stored: string | undefined): boolean => stored === 'true';
export const storedSidebarState = (collapsed: boolean): string => String(collapsed);
export const sidebarWidth = (collapsed: boolean): number => (collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded);

export const shouldCollapseOnOutsideClick = (viewportWidth: number, collapsed: boolean): boolean =>
  !collapsed && viewportWidth < SIDEBAR_AUTO_COLLAPSE_BELOW;

/** R000-2-2-24: what the loading skeleton draws while the console starts, in reading order. */
export const LOADING_SKELETON_PARTS = ['sidebar', 'header', 'panel', 'panel'] as const;
export type LoadingSkeletonPart = (typeof LOADING_SKELETON_PARTS)[number];

/** R000-2-2-25 / seed 002 §9: every toast, whatever it says. */
export const TOAST = { corner: 'top-right', durationMs: 5000, closeButton: true } as const;

/** DECISIONS §13: a 503 from /api/kubeconfig means the server has no Kubernetes connection. */
export function kubeconfigErrorMessage(error: unknown): string {
  if (isDomainError(error) && error.details?.status === 503) return KUBECONFIG_UNAVAILABLE;
  return errorMessage(error);
}
