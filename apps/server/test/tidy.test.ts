import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Checks that keep the code base tidy, in the spirit of TigerBeetle's tidy.zig:
 * things a reviewer would otherwise have to catch by eye.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const migrationsDir = path.join(serverDir, 'drizzle');
const skippedDirs = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'screenshots']);

function listFiles(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // `.build-*`: the builds `dist` links to (decision 019).
    if (entry.isDirectory()) {
      return skippedDirs.has(entry.name) || entry.name.startsWith('.build-')
        ? []
        : listFiles(full, extensions);
    }
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [full] : [];
  });
}

/** `file:line: text` for every line of the given files that matches. */
function findLines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(repoRoot, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const upgradeFixtures = `${path.sep}test${path.sep}upgrade${path.sep}`;
const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || file.includes(`${path.sep}e2e${path.sep}`);

describe('tidy', () => {
  it('has no focused tests left behind', () => {
    const testFiles = listFiles(repoRoot, ['.ts', '.tsx']).filter(isTest);
    expect(testFiles.length).toBeGreaterThan(0);
    expect(findLines(testFiles, /\.only\s*\(/)).toEqual([]);
  });

  it('changes ledger transfers only by appending (no UPDATE or DELETE outside the migrations)', () => {
    // Tests may try an UPDATE to prove the database refuses it; everything else must not.
    const sources = listFiles(repoRoot, ['.ts', '.tsx', '.sql', '.js', '.mjs']).filter(
      // test/upgrade holds a release's own dump, its migrations' triggers included.
      (file) =>
        !isTest(file) && !file.startsWith(`${migrationsDir}${path.sep}`) && !file.includes(upgradeFixtures),
    );
    expect(sources.length).toBeGreaterThan(0);
    const rawSql =
      /\b(update\s+"?ledger_transfers\b|delete\s+from\s+"?ledger_transfers\b|truncate\b.*ledger_transfers)/i;
    const drizzle = /\.(update|delete)\(\s*(\w+\.)?(transfers|ledgerTransfers)\s*\)/;
    expect(findLines(sources, rawSql)).toEqual([]);
    expect(findLines(sources, drizzle)).toEqual([]);
  });

  it('has committed migrations that match the schema', () => {
    // Generate into a copy of the migrations folder: a current folder gets no new file.
    const copy = mkdtempSync(path.join(tmpdir(), 'nova-migrations-'));
    try {
      cpSync(migrationsDir, copy, { recursive: true });
      const before = readdirSync(copy).sort();
      const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
      // drizzle-kit resolves --out relative to the working directory.
      const out = path.relative(serverDir, copy);
      const run = (args: string[]) =>
        spawnSync(process.execPath, [bin, ...args, '--dialect', 'postgresql', '--out', out], {
          cwd: serverDir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 60_000,
        });
      const check = run(['check']);
      expect(check.status, `drizzle-kit check failed:\n${check.stdout}${check.stderr}`).toBe(0);
      const generate = run(['generate', '--schema', './src/modules/*/*.tables.ts']);
      const output = `${generate.stdout}${generate.stderr}`;
      expect(generate.status, `drizzle-kit generate failed:\n${output}`).toBe(0);
      const added = readdirSync(copy).filter((name) => !before.includes(name));
      expect(
        added,
        `the schema changed without a migration; run \`npx drizzle-kit generate\`\n${output}`,
      ).toEqual([]);
      expect(output).toContain('No schema changes');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
  it('describes every server module and web feature in docs/architecture.md', () => {
    const architecture = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const folders = (dir: string) =>
      readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`);
    const unmentioned = [...folders('apps/server/src/modules'), ...folders('apps/web/src/features')].filter(
      (folder) => !architecture.includes(`\`${path.basename(folder)}\``),
    );
    expect(unmentioned, 'add these to docs/architecture.md').toEqual([]);
  });
  it('keeps read models read-only (the read-model modules and every *.admin-repo.ts)', () => {
    const modules = path.join(serverDir, 'src/modules');
    const readModels = [
      ...['admin-users', 'admin-stats', 'members', 'operations'].flatMap((name) =>
        listFiles(path.join(modules, name), ['.ts']),
      ),
      ...listFiles(modules, ['.admin-repo.ts']),
    ].filter((file) => !file.endsWith('.test.ts'));
    expect(readModels.length).toBeGreaterThan(4);
    const writes = findLines(
      readModels,
      /\.(insert|update|delete)\(|\b(insert into|delete from)\b|\bupdate \$\{/i,
    );
    expect(writes, 'a read model writes: move the write to the module that owns the table').toEqual([]);
  });
  it('names every module file <module>.<part>.ts, beside its front door index.ts', () => {
    const modules = path.join(serverDir, 'src/modules');
    const misnamed = readdirSync(modules).flatMap((module) =>
      listFiles(path.join(modules, module), ['.ts'])
        .map((file) => path.relative(modules, file))
        .filter((file) => file !== `${module}/index.ts` && !path.basename(file).startsWith(`${module}.`)),
    );
    expect(misnamed).toEqual([]);
  });
  it('gives every module its front door, modules/<m>/index.ts', () => {
    const modules = path.join(serverDir, 'src/modules');
    const withoutDoor = readdirSync(modules).filter(
      (module) => !readdirSync(path.join(modules, module)).includes('index.ts'),
    );
    expect(withoutDoor).toEqual([]);
  });
});
