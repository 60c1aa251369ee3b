import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Compiles Lingui's macros (`Trans`, `t`, `msg`, `plural` …) into message lookups with generated
 * ids, in the build, the dev server and the unit tests alike. Lingui's own Vite route needs a
 * newer Node than the one the project supports (its Babel bridge and native transform both ask
 * for Node 22), so this runs its Babel plugin directly, and only on the modules that import a
 * macro: the rest of the app is never parsed twice.
 */
export function linguiMacros(): Plugin {
  // The web app's lingui.config.ts, whichever folder the tool was started in.
  const linguiConfig = getConfig({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  return {
    name: 'nova:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/')) return null;
      if (!code.includes('@lingui/core/macro') && !code.includes('@lingui/react/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
