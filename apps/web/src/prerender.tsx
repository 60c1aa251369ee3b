import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, type Language, languages } from '@nova/contracts/languages';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app-frame.tsx';
import { routes } from './app/route-tree.tsx';
import { isRightToLeft, pathInLanguage } from './lib/i18n/language.ts';
import { type RouteMeta, routeMeta } from './route-meta.ts';

export { routeModules } from './route-meta.ts';

const handler = createStaticHandler(routes);

/** Every catalog of every language: the prerender writes each page in each (decision 032). */
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/*.po', { eager: true });
for (const [file, { messages }] of Object.entries(catalogs)) i18n.load(file.split('/')[2] ?? '', messages);

/** A public page in one language: its address, head and whether its body is rendered. */
export interface LanguagePage {
  language: Language;
  dir: 'ltr' | 'rtl';
  path: string;
  /** The route's path in English, shared by the page's versions in every language. */
  englishPath: string;
  title: string;
  description: string;
  body: boolean;
}

function pageIn(meta: RouteMeta, language: Language): LanguagePage {
  i18n.activate(language);
  return {
    language,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    path: pathInLanguage(meta.path, language),
    englishPath: meta.path,
    title: i18n._(meta.title),
    description: i18n._(meta.description),
    body: meta.body,
  };
}

/** Every public page in every language; English at today's paths. */
export const languagePages: LanguagePage[] = languages.flatMap((language) =>
  routeMeta.map((meta) => pageIn(meta, language)),
);
export { defaultLanguage };

/**
 * Build-time render of a public page (scripts/prerender.mjs) through the app's own route tree, so
 * the HTML is what the browser's first render makes of it and React hydrates it element for
 * element: headline, text and frame, before any data is loaded (figures show as placeholders), as
 * a signed-out visitor in the light theme (what only the browser knows follows after hydration),
 * in the page's language.
 */
export async function renderPage(page: LanguagePage): Promise<string> {
  i18n.activate(page.language);
  const context = await handler.query(new Request(new URL(page.path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${page.path} answers ${context.status} when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return renderToString(
    <AppFrame client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
}
