/** The root package.json's version, replaced at build time (vite.config.ts `define`). */
declare const __NOVA_VERSION__: string;
