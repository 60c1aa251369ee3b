import type { MessageDescriptor } from '@lingui/core';
import { appRoutes } from './app/routes.ts';

/**
 * Title and description of each public route, written into the HTML the server sends (with Open
 * Graph tags) by the build's prerender step, in each language (src/prerender.tsx), so links shared or crawled read well without
 * JavaScript; derived from the route table (app/routes.ts).
 */
export interface RouteMeta {
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Prerender the page's body too (its headline and text; figures are placeholders until loaded). */
  body: boolean;
}

export const routeMeta: RouteMeta[] = appRoutes.flatMap(({ path, title, description, prerender }) =>
  description ? [{ path, title, description, body: prerender === true }] : [],
);

/** Modules every signed-in route runs before its screen: its gate and its frame. */
const signedIn = ['src/app/guards.tsx', 'src/app/layouts/user-layout.tsx'];

/**
 * The modules each signed-in route with a screen of its own runs before its first paint (its
 * gate, layout and screen). The build preloads their files in the HTML the server sends for the
 * route, so the browser fetches them beside the entry instead of after the entry has run. The
 * public pages get none: their first paint is their prerendered HTML, and preloads there only
 * compete with its styles (measured, first visits: first paint 1.6 s without, 2.2 s with).
 */
export const routeModules: Record<string, string[]> = Object.fromEntries(
  appRoutes.flatMap(({ path, access, screen }) =>
    access === 'member' && screen && !path.includes(':') ? [[path, [...signedIn, screen.module]]] : [],
  ),
);
