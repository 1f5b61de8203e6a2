import { useEffect } from 'react';

/** The document title, so that tabs and screen readers name the page. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · bvs`;
  }, [title]);
}
