import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint:deps`, run on a small planted tree with the repository's own
 * configuration: each rule refuses what it names, and the front doors let through what they should.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The package exports no bin path, so the cruise is found where npm links it.
const cruiser = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const planted: string[] = [];
afterAll(() => {
  for (const root of planted) rmSync(root, { recursive: true, force: true });
});

/** The rule names the cruise reports for a tree of the given files. */
function violations(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'nova-imports-'));
  planted.push(root);
  for (const config of ['.dependency-cruiser.cjs', 'tools/dependency-cruiser/resolve.cjs']) {
    mkdirSync(path.dirname(path.join(root, config)), { recursive: true });
    copyFileSync(path.join(repoRoot, config), path.join(root, config));
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(
    process.execPath,
    [
      cruiser,
      ...['apps', 'e2e'].filter((dir) => existsSync(path.join(root, dir))),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return result.summary.violations.map((violation) => violation.rule.name).sort();
}

const ledger = {
  'apps/server/src/modules/ledger/index.ts': "export { post } from './ledger.service.ts';\n",
  'apps/server/src/modules/ledger/ledger.service.ts':
    "export { accounts } from './ledger.repo.ts';\nexport const post = 1;\n",
  'apps/server/src/modules/ledger/ledger.repo.ts': 'export const accounts = 1;\n',
  'apps/server/src/modules/ledger/ledger.tables.ts': 'export const table = 1;\n',
};

describe('import rules', () => {
  it('let a module, the composition root and a foreign key through the front door', () => {
    expect(
      violations({
        ...ledger,
        'apps/server/src/modules/wallet/wallet.service.ts': "export { post } from '../ledger/index.ts';\n",
        'apps/server/src/modules/wallet/wallet.tables.ts':
          "export { table } from '../ledger/ledger.tables.ts';\n",
        'apps/server/src/services.ts': "export { post } from './modules/ledger/index.ts';\n",
        'apps/web/src/features/vip/vip-page.tsx': "export { cn } from '../../lib/cn.ts';\n",
        'apps/web/src/lib/cn.ts': 'export const cn = 1;\n',
      }),
    ).toEqual([]);
  });

  it("refuse an import that skips a module's front door", () => {
    expect(
      violations({
        ...ledger,
        'apps/server/src/modules/wallet/wallet.service.ts':
          "export { accounts } from '../ledger/ledger.repo.ts';\n",
        'apps/server/src/modules/wallet/wallet.tables.ts':
          "export { post } from '../ledger/ledger.service.ts';\n",
        'apps/server/src/jobs/job.ts': "export { accounts } from '../modules/ledger/ledger.repo.ts';\n",
        'e2e/harness/api.ts':
          "export { accounts } from '../../apps/server/src/modules/ledger/ledger.repo.ts';\n",
        // A test may reach inside a module to set up its rows.
        'e2e/tests/01-wallet.e2e.ts':
          "export { accounts } from '../../apps/server/src/modules/ledger/ledger.repo.ts';\n",
      }),
    ).toEqual([
      'module-front-door',
      'module-front-door-from-outside',
      'module-front-door-from-outside',
      'module-front-door-from-tables',
    ]);
  });

  it('refuse shared infrastructure importing a module', () => {
    expect(
      violations({
        ...ledger,
        'apps/server/src/plugins/scopes.ts': "export { post } from '../modules/ledger/index.ts';\n",
      }),
    ).toEqual(['infrastructure-imports-no-module']);
  });

  it('refuse a web feature importing another, and lib/ or components/ importing a feature or app/', () => {
    expect(
      violations({
        'apps/web/src/features/vip/vip-page.tsx': "export { Card } from '../tasks/card.tsx';\n",
        'apps/web/src/features/tasks/card.tsx': 'export const Card = 1;\n',
        'apps/web/src/lib/format.ts': "export { Card } from '../features/tasks/card.tsx';\n",
        'apps/web/src/components/frame.tsx': "export { routes } from '../app/routes.ts';\n",
        'apps/web/src/app/routes.ts': 'export const routes = 1;\n',
      }),
    ).toEqual([
      'web-feature-imports-no-feature',
      'web-shared-imports-no-feature-or-app',
      'web-shared-imports-no-feature-or-app',
    ]);
  });
});
