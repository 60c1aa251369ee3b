import { msg } from '@lingui/core/macro';

/**
 * The titles of the help, terms, privacy and page-not-found pages (app/routes.ts), in the `help`
 * catalog with those pages' words: the landing page does not download them (decision 032).
 */
export const helpRouteWords = {
  help: { title: msg`Help · Nova` },
  terms: { title: msg`Terms · Nova` },
  privacy: { title: msg`Privacy · Nova` },
  notFound: { title: msg`Page not found · Nova` },
};
