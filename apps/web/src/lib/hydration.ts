import { type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

let hydrating = false;

/**
 * Renders the app over a prerendered page, taking its elements over instead of building them
 * again: on a phone that is most of the start-up's work saved. The elements keep the
 * attributes the prerender gave them, so the first render must be the prerender's own; what only
 * the browser knows waits for `useHydrated`. (Preact renders this synchronously.)
 */
export function hydrateApp(root: Element, app: ReactNode): void {
  hydrating = true;
  try {
    hydrateRoot(root, app);
  } finally {
    hydrating = false;
  }
}

/**
 * False in the render that takes a prerendered page over, true from the next one on (and from the
 * start in any other render): a part showing the session or the theme renders as the prerender
 * did (signed out, light), then as the browser says.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
