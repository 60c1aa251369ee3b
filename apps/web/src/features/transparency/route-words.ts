import { msg } from '@lingui/core/macro';

/**
 * The titles of the transparency pages (app/routes.ts), in this feature's catalog:
 * the landing page does not download them (decision 032).
 */
export const transparencyRouteWords = {
  transparency: { title: msg`Transparency · Nova` },
  verify: { title: msg`Verify my balance · Nova` },
};
