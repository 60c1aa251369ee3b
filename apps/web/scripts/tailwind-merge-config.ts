// Writes src/lib/tailwind-merge-config.gen.ts: tailwind-merge's configuration cut down to the
// class groups the web app's classes belong to, so `cn` (src/lib/cn.ts) merges every class of the
// app exactly as the full configuration does while the browser downloads a fraction of it.
// `npm run tailwind-merge:config -w apps/web` writes it again; src/lib/cn.test.ts fails when the
// file is out of date with the code.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClassValidator, createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const generatedFile = path.join(root, 'src/lib/tailwind-merge-config.gen.ts');

/** Every word in the code's strings that could be a class: Tailwind finds its classes the same way. */
export function classCandidates(): Set<string> {
  const words = new Set<string>();
  (function read(folder: string) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) read(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|generated|gen)\.tsx?$/.test(entry.name))
        for (const word of readFileSync(file, 'utf8').split(/[\s'"`{}]+/)) if (word) words.add(word);
    }
  })(path.join(root, 'src'));
  return words;
}

/** A class without its variants (`sm:`, `hover:`, `[&_svg]:`) and importance (`!`). */
export function baseClass(className: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return className.slice(start).replace(/^!|!$/g, '');
}

/** The class groups of the full configuration that `classes` belong to. */
export function groupsOf(classes: Iterable<string>): string[] {
  const full = getDefaultConfig();
  const fullMerge = createTailwindMerge(getDefaultConfig);
  // A class of any group is one the full configuration knows: the others can be left out.
  const bases = [...new Set([...classes].map(baseClass))].filter(
    (base) => base !== '' && fullMerge(`${base} ${base}`) === base,
  );
  const used: string[] = [];
  for (const group of Object.keys(full.classGroups) as (keyof typeof full.classGroups)[]) {
    const only = createTailwindMerge(() => ({
      ...full,
      classGroups: { [group]: full.classGroups[group] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    if (bases.some((base) => only(`${base} ${base}`) === base)) used.push(group);
  }
  return used;
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/** The theme key a `fromTheme(key)` getter reads. */
function themeKey(getter: (theme: unknown) => unknown): string {
  let key = '';
  getter(
    new Proxy(
      {},
      {
        get: (_target, property) => {
          key = String(property);
          return [];
        },
      },
    ),
  );
  return key;
}

/** A class definition as source code, collecting the theme keys it reads. */
function source(definition: unknown, themeKeys: Set<string>): string {
  if (typeof definition === 'string') return JSON.stringify(definition);
  if (typeof definition === 'function') {
    if ('isThemeGetter' in definition && definition.isThemeGetter) {
      const key = themeKey(definition as unknown as (theme: unknown) => unknown);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(definition as ClassValidator);
    if (!name) throw new Error(`an unnamed function in tailwind-merge's configuration: ${definition}`);
    return `validators.${name}`;
  }
  if (Array.isArray(definition)) return `[${definition.map((item) => source(item, themeKeys)).join(', ')}]`;
  return `{ ${Object.entries(definition as Record<string, unknown>)
    .map(([key, value]) => `${JSON.stringify(key)}: ${source(value, themeKeys)}`)
    .join(', ')} }`;
}

export function generate(): string {
  const full = getDefaultConfig();
  const used = groupsOf(classCandidates());
  const kept = new Set(used);
  const themeKeys = new Set<string>();
  const classGroups: Record<string, unknown> = full.classGroups;
  const groups = used.map(
    (group) => `    ${JSON.stringify(group)}: ${source(classGroups[group], themeKeys)},`,
  );
  // A theme's values may name other theme values.
  const themes: Record<string, unknown> = full.theme;
  const theme: string[] = [];
  const written = new Set<string>();
  for (
    let pending = [...themeKeys];
    pending.length > 0;
    pending = [...themeKeys].filter((key) => !written.has(key))
  )
    for (const key of pending) {
      written.add(key);
      theme.push(`    ${JSON.stringify(key)}: ${source(themes[key] ?? [], themeKeys)},`);
    }
  const conflicts = (map: Partial<Record<string, readonly string[]>>) =>
    Object.entries(map)
      .filter(([group]) => kept.has(group))
      .map(([group, others = []]) => [group, others.filter((other) => kept.has(other))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  return `// Written by scripts/tailwind-merge-config.mjs (npm run tailwind-merge:config): do not edit.
import type { Config } from 'tailwind-merge';
import { fromTheme, validators } from 'tailwind-merge';

/** tailwind-merge's configuration for the ${used.length} class groups (of ${Object.keys(full.classGroups).length}) the web app's classes belong to. */
export const tailwindMergeConfig = (): Config<string, string> => ({
  cacheSize: ${full.cacheSize},
  theme: {
${theme.sort().join('\n')}
  },
  classGroups: {
${groups.join('\n')}
  },
  conflictingClassGroups: {
${conflicts(full.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${conflicts(full.conflictingClassGroupModifiers).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify((full.postfixLookupClassGroups ?? []).filter((group) => kept.has(group)))},
  orderSensitiveModifiers: ${JSON.stringify(full.orderSensitiveModifiers)},
});
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(generatedFile, generate());
  process.stdout.write(`wrote ${path.relative(root, generatedFile)}\n`);
}
