import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import { routes } from './app/route-tree.tsx';

export { routeMeta, routeModules } from './route-meta.ts';

const handler = createStaticHandler(routes);

/**
 * Build-time render of a public page (scripts/prerender.mjs) through the app's own route tree, so
 * the HTML is what the browser's first render makes of it and React hydrates it element for
 * element: headline, text and frame, before any data is loaded (figures show as placeholders), as
 * a signed-out visitor in the light theme (what only the browser knows follows after hydration).
 */
export async function renderPage(path: string): Promise<string> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <AppFrame client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
}
