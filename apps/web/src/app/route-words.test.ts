import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupOfCatalog } from '@/lib/i18n/catalog-groups.ts';
import { type CatalogGroup, groupsLoadedWith } from '@/lib/i18n/catalogs.ts';
import { type AppRoute, appRoutes, catalogGroupsOf, layoutOf } from './routes.ts';

/**
 * A member screen loads only its own catalog groups (decision 032), so each module it runs must
 * show only words of those groups: a word of a group not loaded would show as its message id.
 * Read from the sources: which catalog holds a file's words (the English catalogs' origins), and
 * which modules a screen imports, at once or when first shown (`import()`). Code loaded when
 * first shown may bring its own words (`lazyWithWords`).
 */
const web = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, web), 'utf8');

const catalogOfFile = new Map<string, string>();
for (const file of readdirSync(new URL('src/locales/en/', web))) {
  const catalog = file.replace(/\.po$/, '');
  for (const [, origins = ''] of read(`src/locales/en/${file}`).matchAll(/^#: (.+)$/gm))
    for (const origin of origins.split(' ')) catalogOfFile.set(origin, catalog);
}

const sources = new Set<string>();
(function list(folder: string) {
  for (const entry of readdirSync(new URL(folder, web), { withFileTypes: true }))
    if (entry.isDirectory()) list(`${folder}${entry.name}/`);
    else if (/\.tsx?$/.test(entry.name)) sources.add(`${folder}${entry.name}`);
})('src/');

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = new URL(specifier, new URL(from, 'file:///')).pathname.slice(1);
  else return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => sources.has(candidate)) ?? null;
}

interface Imports {
  now: string[];
  later: string[];
  /** The groups its `lazyWithWords` calls load. */
  words: CatalogGroup[];
}
const importsOf = new Map<string, Imports>();
function imports(file: string): Imports {
  let known = importsOf.get(file);
  if (!known) {
    const code = read(file);
    const now = [...code.matchAll(/^(?:import|export)(?! type )[^;]*?from '([^']+)'/gms)].map(
      (match) => match[1],
    );
    const later = [...code.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
    const words = [...code.matchAll(/lazyWithWords\(\s*\[([^\]]*)\]/g)].flatMap(([, list = '']) =>
      [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as CatalogGroup),
    );
    const resolved = (specifiers: (string | undefined)[]) =>
      specifiers.flatMap((specifier) => resolve(file, specifier ?? '') ?? []);
    known = { now: resolved(now), later: resolved(later), words };
    importsOf.set(file, known);
  }
  return known;
}

/** The modules of `start` showing words of catalogs outside `groups`, with those catalogs. */
function wordsNotLoaded(start: string, groups: CatalogGroup[], seen = new Set<string>()): string[] {
  const loaded = groupsLoadedWith(groups);
  const found: string[] = [];
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    // The route table names every route's title; each is loaded with its own route's groups.
    if (seen.has(file) || file === 'src/app/routes.ts') continue;
    seen.add(file);
    const catalog = catalogOfFile.get(file);
    if (catalog && !loaded.has(groupOfCatalog(catalog))) found.push(`${file} (${catalog})`);
    const { now, later, words } = imports(file);
    queue.push(...now);
    for (const next of later) found.push(...wordsNotLoaded(next, [...groups, ...words], seen));
  }
  return found;
}

const frames = { auth: 'src/app/layouts/auth-layout.tsx', user: 'src/app/layouts/user-layout.tsx' } as const;

function modulesOf(route: AppRoute): string[] {
  const layout = layoutOf(route);
  return [
    ...(route.screen ? [route.screen.module] : []),
    ...(layout === 'auth' || layout === 'user' ? [frames[layout]] : []),
    ...(route.access === 'public' ? [] : ['src/app/guards.tsx']),
  ];
}

describe("a member screen's words", () => {
  it('finds the modules and catalogs it reads', () => {
    expect(catalogOfFile.get('src/features/dashboard/components/wallet-overview.tsx')).toBe('dashboard');
    expect(imports('src/app/routes/dashboard.tsx').later).toContain(
      'src/features/deposits/components/deposit-modal.tsx',
    );
  });

  it('are all in the catalog groups its route loads, or loaded with the code showing them', () => {
    const signedIn = appRoutes.filter((route) => ['auth', 'user'].includes(layoutOf(route)));
    expect(signedIn.map((route) => route.path)).toContain('/dashboard');
    const missing = signedIn.flatMap((route) =>
      modulesOf(route).flatMap((module) =>
        wordsNotLoaded(module, catalogGroupsOf(route)).map((where) => `${route.path}: ${where}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
