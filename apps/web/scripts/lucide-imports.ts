import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Imports each Lucide icon from its own module in the build: `import { House } from 'lucide-react'`
 * becomes `import House from 'lucide-react/dist/esm/icons/house.js'`. Through the package's index,
 * every icon any screen uses had that index as its importer, and the index is imported by the
 * landing page's frame: the chunking (vite.config.ts, `sharedChunk`) then put all of them, about
 * a hundred, into the landing page's shared chunk. Imported one by one, an icon goes where the
 * modules using it go. Development keeps the index (its dependencies are pre-bundled).
 */
export function lucideImports(): Plugin {
  const packageFile = createRequire(import.meta.url).resolve('lucide-react/package.json');
  const { module } = JSON.parse(readFileSync(packageFile, 'utf8')) as { module: string };
  const index = path.join(path.dirname(packageFile), module);
  // `export { default as House, default as HouseIcon, default as LucideHouse } from './icons/house.js';`
  const files = new Map<string, string>();
  for (const match of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]+)\} from '(\.\/icons\/[^']+)';/g,
  )) {
    const [, names = '', file = ''] = match;
    for (const name of names.matchAll(/default as (\w+)/g))
      files.set(name[1] ?? '', path.join(path.dirname(index), file));
  }
  const importFromIndex = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g;
  return {
    name: 'nova:lucide-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/')) return null;
      if (!code.includes("from 'lucide-react'")) return null;
      const transformed = code.replace(importFromIndex, (statement, specifiers: string) => {
        const types: string[] = [];
        const icons: string[] = [];
        for (const specifier of specifiers.split(',').map((part) => part.trim())) {
          if (!specifier) continue;
          if (specifier.startsWith('type ')) {
            types.push(specifier.slice('type '.length));
            continue;
          }
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = files.get(imported);
          if (!file) throw new Error(`${id}: ${imported} is not an icon of lucide-react`);
          icons.push(`import ${local} from ${JSON.stringify(file)};`);
        }
        const typeImport = types.length > 0 ? `import type { ${types.join(', ')} } from 'lucide-react';` : '';
        // On as many lines as the statement took, so the lines below keep their numbers.
        return [typeImport, ...icons].join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      // Only import lines change, each on its own lines: the code keeps its place (no new map needed).
      return { code: transformed, map: null };
    },
  };
}
