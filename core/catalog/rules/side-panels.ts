import { can } from '../../access';

/** Seed 002 §7.1 and §9: the config sidebar's insights, incidents and playbook runs panels read 50 at a time. */
export const SIDE_PANEL_PAGE_SIZE = 50;
/** Seed 002 §9: a side panel row is estimated at 40 to 50 px; its rows take this height and the panel is sized by it. */
export const SIDE_PANEL_ROW_ESTIMATE = 44;
/** How many rows a panel shows before it scrolls. */
export const SIDE_PANEL_VISIBLE_ROWS = 8;

/** The panel's height: its rows up to the visible count, at least one row for its empty or error line. */
export const sidePanelHeight = (rows: number): number => Math.min(Math.max(rows, 1), SIDE_PANEL_VISIBLE_ROWS) * SIDE_PANEL_ROW_ESTIMATE;

/** A config's links to topology components are catalog rows: who may write the catalog may delete the manual ones. */
export const canDeleteConfigLink = (roles: readonly string[]): boolean => can(roles, 'catalog', 'write');
