import { createBrowserRouter } from 'react-router';
import { routes } from './route-tree.tsx';

/** The app's router over the tree derived from the route table (app/routes.ts). */
export const router = createBrowserRouter(routes);
