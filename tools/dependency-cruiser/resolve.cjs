const path = require('node:path');

// The import cruise takes aliases from a webpack-style `resolve`. The web app's `@/` alias lives in
// apps/web/tsconfig.json as `paths` without a `baseUrl`, which the cruise, run from the repository
// root, would resolve against the root instead of apps/web, leaving every `@/` import unresolved.
module.exports = {
  resolve: { alias: { '@': path.join(__dirname, '../../apps/web/src') } },
};
