import { groupLoaders } from 'virtual:catalog-groups';
import { i18n } from '@lingui/core';
import type { Language } from '@nova/contracts/languages';
import type { CatalogGroup } from './catalog-groups.ts';

export type { PageCatalogGroup } from './catalog-groups.ts';
export type { CatalogGroup };

/**
 * What a group's screens need: a frame's group also the groups below it; a public page's group
 * (transparency, help) the data states too, as it comes with its frame's. A member screen's own
 * group comes with the member frame's; the back office shows the member screens' parts too.
 */
const needs: Record<CatalogGroup, CatalogGroup[]> = {
  landing: ['landing'],
  'data-states': ['data-states'],
  transparency: ['data-states', 'transparency'],
  help: ['data-states', 'help'],
  member: ['landing', 'data-states', 'member'],
  account: ['account'],
  home: ['home'],
  deposits: ['deposits'],
  invite: ['invite'],
  admin: ['landing', 'data-states', 'member', 'account', 'home', 'deposits', 'invite', 'admin'],
  head: ['head'],
};

const loading = new Map<string, Promise<void>>();

/**
 * Loads one group's catalogs of `language` into the i18n instance, once: the message catalogs,
 * one per feature and one for the frame (`lingui.config.ts`), are compiled from their `.po` files
 * by the build, and a group's catalogs of one language are fetched together
 * (scripts/catalog-groups.ts) when a screen showing that group's words is first shown.
 */
function loadGroup(language: Language, group: CatalogGroup): Promise<void> {
  const key = `${language}:${group}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = groupLoaders[key];
    promise = load ? load().then(({ messages }) => i18n.load(language, messages)) : Promise.resolve();
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The groups asked for so far: a change of language loads them again in the new language. */
const wanted = new Set<CatalogGroup>();

/** The groups loaded for a screen showing the words of `groups`. */
export function groupsLoadedWith(groups: CatalogGroup[]): Set<CatalogGroup> {
  return new Set(groups.flatMap((group) => needs[group]));
}

/** Loads what a screen showing the words of `groups` needs in `language`. */
export async function loadCatalogs(language: Language, groups: CatalogGroup[]): Promise<void> {
  const needed = groupsLoadedWith(groups);
  for (const group of needed) wanted.add(group);
  await Promise.all([...needed].map((group) => loadGroup(language, group)));
}

/** Loads, in `language`, every group loaded so far in any language. */
export async function loadWantedCatalogs(language: Language): Promise<void> {
  await Promise.all([...wanted].map((group) => loadGroup(language, group)));
}
