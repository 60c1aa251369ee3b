import { useEffect } from 'react';

/** Names the browser tab after the screen, so history, tabs and screen readers say where you are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Nova` : 'Nova';
  }, [title]);
}
