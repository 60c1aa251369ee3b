import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { appRouter } from './app/router.tsx';
import { getProfileQueryOptions } from './features/auth/api/get-profile.ts';
import { activeLanguage } from './lib/i18n/language.ts';
import { queryClient } from './lib/query-client.ts';
import { getToken } from './lib/session-token.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/** Resolves in a new task: what follows leaves the browser free to paint and handle input first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the router, created in a task after the one that evaluated the app's code, has
 * loaded the code of the first route. Rendering waits for it, so a prerendered page is hydrated by
 * the very elements it was rendered from (not by the router's loading screen), and any other page
 * shows no blank screen in between.
 */
async function firstRouteLoaded(): Promise<void> {
  await nextTask();
  const router = appRouter();
  if (router.state.initialized) return;
  await new Promise<void>((resolve) => {
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
// A page prerendered in another language than the visitor's is drawn anew in theirs.
// Started as a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a phone's taps and paints are not kept waiting).
void firstRouteLoaded().then(() => {
  startTransition(() => {
    if (root.firstChild && root.dataset.language === activeLanguage()) hydrateRoot(root, app);
    else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
});
