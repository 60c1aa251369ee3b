import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md against the code: its table of server modules names every module and, in
 * "calls", exactly the modules each one imports; its parts map every top-level folder of both apps.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');
const page = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The modules a module's code imports; a tables file naming another's for a foreign key is no call. */
function importedModules(module: string): string[] {
  const files = readdirSync(path.join(modulesDir, module)).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.tables.ts'),
  );
  const imported = files.flatMap((name) =>
    [...readFileSync(path.join(modulesDir, module, name), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(imported)].filter((name) => name !== module).sort();
}

/** The rows of the "Server modules" table: module → the modules its "calls" cell names. */
function documentedCalls(): Map<string, string[]> {
  const section = page.slice(page.indexOf('### Server modules'));
  const rows = section.split('\n').filter((line) => /^\| `[a-z-]+` \|/.test(line));
  return new Map(
    rows.map((row) => {
      const [, name = '', , calls = ''] = row.split('|').map((cell) => cell.trim());
      const module = name.replaceAll('`', '');
      const named = [...calls.matchAll(/`([a-z-]+)`/g)].map((match) => match[1] ?? '');
      return [module, [...new Set(named)].filter((n) => n !== module && moduleNames.includes(n)).sort()];
    }),
  );
}

function folders(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .filter((entry) => !['dist', 'data', 'test-results'].includes(entry.name))
    .map((entry) => entry.name);
}

describe('docs/architecture.md', () => {
  it('lists every server module, and no other', () => {
    expect([...documentedCalls().keys()].sort()).toEqual(moduleNames);
  });

  it('names in "calls" exactly the modules each module imports', () => {
    const documented = documentedCalls();
    const differ = moduleNames.flatMap((module) => {
      const imports = importedModules(module);
      const calls = documented.get(module) ?? [];
      return JSON.stringify(imports) === JSON.stringify(calls)
        ? []
        : [
            `${module}: the table says ${calls.join(', ') || 'none'}, the code imports ${imports.join(', ') || 'none'}`,
          ];
    });
    expect(differ).toEqual([]);
  });

  it('maps every top-level folder of both apps', () => {
    const parts = page.slice(page.indexOf('## Parts'), page.indexOf('### Server modules'));
    const unmapped = [
      ...folders('apps/server').map((name) => (name === 'src' ? '' : `${name}/`)),
      ...folders('apps/server/src').map((name) => `src/${name}/`),
      ...folders('apps/web').map((name) => (name === 'src' ? '' : `${name}/`)),
      ...folders('apps/web/src').map((name) => `src/${name}/`),
    ].filter((folder) => folder !== '' && !parts.includes(`\`${folder}`));
    expect(unmapped, 'map these in docs/architecture.md, where data flows through them').toEqual([]);
  });
});
