import { readFileSync } from 'node:fs';

/**
 * The release this server is (docs/releasing.md): the root package.json's version, read beside
 * the code so the source and the compiled build (one folder deeper, as deep) report the same.
 */
export const appVersion: string = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
