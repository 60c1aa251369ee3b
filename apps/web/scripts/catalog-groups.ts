import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { groupOfCatalog } from '../src/lib/i18n/catalog-groups.ts';

/** `groupLoaders`: for each language and catalog group, what loads that group's messages. */
export const loadersModule = 'virtual:catalog-groups';
/** `virtual:catalog-group/<language>/<group>`: the group's catalogs of one language, as one table. */
const groupModule = 'virtual:catalog-group/';

/**
 * One module per catalog group and language (decision 032), each compiled from that group's `.po`
 * files into one message table, as Lingui's Vite plugin compiles a single catalog: the app names
 * one loader per group and language rather than one per catalog file (each with its list of files
 * to preload: about 2 KB gzipped on every page), and a group's file holds one table.
 *
 * English's `server-texts` catalog is left out: the server's texts are English already and keyed
 * by their own text, so it maps each text to itself, and `translateServerText` shows a text it
 * does not find as the server wrote it.
 */
export function catalogGroups({ cwd, failOnMissing }: { cwd: string; failOnMissing: boolean }): Plugin {
  const config = getConfig({ cwd });
  const locales = path.join(cwd, 'src/locales');
  let catalogsOfConfig: ReturnType<typeof getCatalogs> | undefined;

  function filesByGroup(): Map<string, string[]> {
    const byGroup = new Map<string, string[]>();
    for (const language of readdirSync(locales))
      for (const file of readdirSync(path.join(locales, language))) {
        const name = file.replace(/\.po$/, '');
        if (name === file || (language === 'en' && name === 'server-texts')) continue;
        const key = `${language}/${groupOfCatalog(name)}`;
        byGroup.set(key, [...(byGroup.get(key) ?? []), path.join(locales, language, file)]);
      }
    return byGroup;
  }

  return {
    name: 'nova:catalog-groups',
    resolveId(id) {
      return id === loadersModule || id.startsWith(groupModule) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${loadersModule}`) {
        const loaders = [...filesByGroup().keys()].map(
          (key) =>
            `${JSON.stringify(key.replace('/', ':'))}: () => import(${JSON.stringify(groupModule + key)})`,
        );
        return `export const groupLoaders = {\n${loaders.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${groupModule}`)) return null;
      const key = id.slice(`\0${groupModule}`.length);
      const [language = ''] = key.split('/');
      catalogsOfConfig ??= getCatalogs(config);
      const catalogs = await catalogsOfConfig;
      const messages: Record<string, string> = {};
      for (const file of filesByGroup().get(key) ?? []) {
        this.addWatchFile(file);
        const found = getCatalogForFile(path.relative(config.rootDir ?? cwd, file), catalogs);
        if (!found) throw new Error(`${file} is in none of lingui.config.ts's catalogs`);
        const { messages: translations, missing } = await found.catalog.getTranslations(language, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? 'en',
        });
        if (failOnMissing && missing.length > 0)
          throw new Error(createMissingErrorMessage(language, missing, 'loader'));
        Object.assign(messages, translations);
      }
      const { source, errors } = createCompiledCatalog(language, messages, { namespace: 'es' });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(language, errors));
      return source;
    },
  };
}

/** The build's file for a group module: `messages-<language>-<group>`, or null for any other module. */
export function catalogGroupChunk(id: string): string | null {
  const match = new RegExp(`^\0${groupModule}([^/]+)/([^/]+)$`).exec(id);
  return match ? `messages-${match[1]}-${match[2]}` : null;
}
