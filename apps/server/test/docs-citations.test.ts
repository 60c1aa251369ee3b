import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { citingFiles, staleCitations } from '../../../tools/docs/citations.mjs';

/**
 * Comments and documents cite the product's rules by their number in docs/rules.md, the decisions
 * by theirs and files by their path, never a document that is not in the repository, so every
 * reason a comment gives can be looked up here. `npm run lint:docs` runs the same check.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checker = path.join(repoRoot, 'tools/docs/check-citations.mjs');

/** A small repository of its own: the given files over one rule and one decision. */
function plantedRepo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'nova-citations-'));
  const all = {
    'docs/rules.md': '1. **Money is exact.**\n',
    'docs/decisions/001-ledger.md': '# Ledger\n',
    'apps/server/src/db/rows.ts': '',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  planted.push(root);
  return root;
}
const planted: string[] = [];
afterAll(() => {
  for (const root of planted) rmSync(root, { recursive: true, force: true });
});

function lintDocs(root: string) {
  return spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
}

describe('citations', () => {
  it('scans the sources and documents', () => {
    expect(citingFiles(repoRoot).length).toBeGreaterThan(300);
  });

  it('name only rules, decisions and files that exist, and no document outside the repository', () => {
    expect(staleCitations(repoRoot)).toEqual([]);
  });

  it('pass a repository whose citations all resolve', () => {
    const root = plantedRepo({
      'apps/server/src/jobs/ok.ts': '// rule 1, decision 001 (docs/decisions/001-ledger.md), db/rows.ts\n',
      'docs/architecture.md': '`src/db/rows.ts` and `apps/server/src/db/rows.ts`, `modules/<m>/index.ts`\n',
    });
    expect(staleCitations(root)).toEqual([]);
    expect(lintDocs(root).status).toBe(0);
  });

  it('fail the lint on a stale decision path, decision, rule or file', () => {
    const root = plantedRepo({
      'apps/server/src/jobs/stale.ts': '// see docs/decisions/001-ledger-v1.md and rule 2\n',
      'docs/architecture.md': 'decision 002 says `src/db/schema.ts` and `ledger.group-locks.ts`\n',
      Dockerfile: '# builds as decisions/001-builds.md says\n',
    });
    expect(staleCitations(root).sort()).toEqual([
      'Dockerfile:1: docs/decisions/001-builds.md does not exist',
      'apps/server/src/jobs/stale.ts:1: docs/decisions/001-ledger-v1.md does not exist',
      'apps/server/src/jobs/stale.ts:1: rule 2 is not in docs/rules.md',
      'docs/architecture.md:1: decision 002 is not in docs/decisions',
      'docs/architecture.md:1: no file is named ledger.group-locks.ts',
      'docs/architecture.md:1: src/db/schema.ts does not exist',
    ]);
    const run = lintDocs(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('docs/decisions/001-ledger-v1.md does not exist');
  });
});
