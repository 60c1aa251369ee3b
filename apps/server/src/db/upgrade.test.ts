import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { namedDatabase } from '../../test/databases.ts';
import { expectLedgerSound } from '../../test/ledger-auditor.ts';
import { type FilledSite, ledgerBalances, signInStatuses } from '../../test/site-fill.ts';
import { createTestApp } from '../../test/test-app.ts';
import { openPglite } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * docs/releasing.md: a database made and filled by the previous release (its own
 * migrations, API and services: tools/release/upgrade-fixture.sh) is migrated by this one, and
 * the ledger (the auditor clean, every account's counters as the old release left them) and the
 * sign-ins are intact. Runs on the embedded database and on PostgreSQL.
 */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/upgrade');
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const previous = readdirSync(fixtures)
  .filter((name) => name.endsWith('.sql'))
  .sort(byVersion)
  .at(-1)
  ?.replace(/\.sql$/, '');

/** pg_dump's plain SQL without its psql-only lines (`\restrict` and the like). */
function dumpStatements(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

describe.skipIf(!previous)(`upgrading from ${previous}`, () => {
  it('migrates the previous release’s database with the ledger and sign-ins intact', async () => {
    const expected = JSON.parse(
      readFileSync(path.join(fixtures, `${previous}.json`), 'utf8'),
    ) as FilledSite & {
      balances: Record<string, string>[];
    };
    const dump = dumpStatements(path.join(fixtures, `${previous}.sql`));
    const target = await namedDatabase({ migrated: false });
    try {
      if (target.url) {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        await client.query(dump);
        await client.end();
      } else {
        const loading = await openPglite(path.join(target.dataDir, 'pgdata'));
        await loading.pglite?.exec(dump);
        await loading.close();
      }
      const database = await target.open();
      await runMigrations(database);
      const upgraded = await createTestApp({}, { database });
      try {
        const audit = await expectLedgerSound(database.db);
        expect(audit.transferCount).toBeGreaterThan(10);
        expect(await ledgerBalances(database.db)).toEqual(expected.balances);
        expect(await signInStatuses(upgraded, expected)).toEqual(expected.signIns.map(() => 200));
      } finally {
        await upgraded.close();
        await database.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});
