import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { router } from './app/router.tsx';
import { getProfileQueryOptions } from './features/auth/api/get-profile.ts';
import { queryClient } from './lib/query-client.ts';
import { getToken } from './lib/session-token.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/**
 * Resolves once the router has loaded the code of the first route. Rendering waits for it, so a
 * prerendered page is hydrated by the very elements it was rendered from (not by the router's
 * loading screen), and any other page shows no blank screen in between.
 */
function firstRouteLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// With a stored session, who is signed in is asked at once, while the first route's code loads,
// rather than once that code has run: every signed-in screen waits for the answer.
if (getToken()) void queryClient.prefetchQuery(getProfileQueryOptions());

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page's body is prerendered in the HTML: React takes its elements over (hydrates) rather
// than building them again; what only the browser knows follows in the next render (lib/hydration.ts).
void firstRouteLoaded().then(() => (root.firstChild ? hydrateRoot(root, app) : createRoot(root).render(app)));
