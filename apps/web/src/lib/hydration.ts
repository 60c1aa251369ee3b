import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes a prerendered page over (`hydrateRoot` renders with the server
 * snapshot), true from the render after it, and from the start in any other render. A part
 * showing what only the browser knows (the session, the theme, the clock) renders as the
 * prerender did (signed out, light, no time), then as the browser says, so the prerendered
 * elements are kept rather than replaced after a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
