import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from './app/layouts/public-layout.tsx';
import { LandingRoute } from './app/routes/landing.tsx';
import { TransparencyPage } from './features/transparency/components/transparency-page.tsx';
import { ThemeProvider } from './lib/theme.tsx';

export { routeMeta, routeModules } from './route-meta.ts';

/** The public pages whose body is prerendered (route-meta `body`), by path. */
const pages: Record<string, () => ReactElement> = {
  '/': () => <LandingRoute />,
  '/nova-staking': () => <LandingRoute />,
  '/transparency': () => <TransparencyPage />,
};

/**
 * Build-time render of a public page (scripts/prerender.mjs): its headline, text and frame as
 * HTML, before any data is loaded (figures show as placeholders). The browser then renders the
 * live page over it.
 */
export function renderPage(path: string): string {
  const page = pages[path];
  if (!page) throw new Error(`no prerendered body for ${path}`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <StaticRouter location={path}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path="*" element={page()} />
            </Route>
          </Routes>
        </StaticRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
