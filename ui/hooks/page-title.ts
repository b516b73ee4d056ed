import { useEffect } from 'react';
import { pageTitle } from '../../core/session';

/** Sets the document title to `<page> | Mission Control` (R002-2-4-29). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
