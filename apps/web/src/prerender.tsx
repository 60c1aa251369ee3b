import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from './app/layouts/public-layout.tsx';
import { LandingRoute } from './app/routes/landing.tsx';
import { ThemeProvider } from './lib/theme.tsx';

export { routeMeta } from './route-meta.ts';

/**
 * Build-time render of the landing page (scripts/prerender.mjs): the headline, the section text
 * and the page frame as HTML, before any data is loaded. The browser then renders the live page
 * over it.
 */
export function renderLanding(path: string): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <StaticRouter location={path}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route path="*" element={<LandingRoute />} />
            </Route>
          </Routes>
        </StaticRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
