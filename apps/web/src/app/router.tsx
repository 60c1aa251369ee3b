import { createBrowserRouter } from 'react-router';
import { routes } from './route-tree.tsx';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router over the tree derived from the route table (app/routes.ts), created on first
 * use rather than when this module is evaluated: creating it ranks every route and starts the
 * first route's loads, work main.tsx runs in a task of its own, after the app's code has been
 * evaluated, so that neither holds the main thread for the length of both.
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
