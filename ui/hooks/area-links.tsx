import { createContext, useContext } from 'react';
import { pageAreaForPath } from '../../core/session';

const AreaRoutesContext = createContext<ReadonlySet<string>>(new Set());

/** ui/app says which areas this console has pages for. */
export const AreaRoutesProvider = AreaRoutesContext.Provider;

/** DECISIONS §10a: whether a link to `href` leads to a page of this console (else it shows as plain text). */
export function useHasPage(href: string): boolean {
  const available = useContext(AreaRoutesContext);
  const area = pageAreaForPath(href);
  return area !== undefined && available.has(area.id);
}
