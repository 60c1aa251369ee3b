import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NamedDatabase, namedDatabase } from '../../test/databases.ts';
import {
  chainOf,
  type DepositFixture,
  finalizeAll,
  personalAddressOf,
  send,
  startDepositFixture,
  watchUntilCaughtUp,
} from '../../test/deposit-fixture.ts';
import { expectLedgerSound } from '../../test/ledger-auditor.ts';
import { type FilledSite, fillSite, ledgerBalances, signInStatuses } from '../../test/site-fill.ts';
import { createTestApp } from '../../test/test-app.ts';
import { appVersion } from '../lib/version.ts';
import { BackupError, restoreBackup, writeBackup } from './backup.ts';
import type { Database } from './client.ts';

/**
 * Decision 020: a site with members, on-chain deposits, memberships and withdrawals is backed up,
 * restored into a fresh database, and the restored site has the same ledger (the auditor clean,
 * every account's counters equal), the same DATA_DIR secrets and the same sign-ins. Runs on the
 * embedded database and on PostgreSQL (pg_dump and pg_restore on the PATH).
 */
describe('backup and restore', () => {
  let source: NamedDatabase;
  let sourceDatabase: Database;
  let fixture: DepositFixture;
  let site: FilledSite;
  const work = mkdtempSync(path.join(tmpdir(), 'nova-backup-test-'));
  const file = path.join(work, 'site.tar');
  const secret = '{"xprv":"a demo deposit key, kept beside the database"}\n';

  beforeAll(async () => {
    source = await namedDatabase({ migrated: true });
    sourceDatabase = await source.open();
    fixture = await startDepositFixture({ database: sourceDatabase });
    const { t } = fixture;
    site = await fillSite(t, async (member, amount) => {
      await send(fixture, 'BEP20', await personalAddressOf(t, member), amount);
      await finalizeAll(fixture);
      t.clock.advance(60_000);
      await watchUntilCaughtUp(t, 'BEP20');
    });
    writeFileSync(path.join(source.dataDir, 'demo-deposit-key.json'), secret);
  }, 180_000);
  afterAll(async () => {
    await fixture.stop();
    await sourceDatabase.close();
    await source.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores the same ledger, secrets and sign-ins into a fresh database', async () => {
    expect(chainOf(fixture, 'BEP20')).toBeDefined();
    const before = await ledgerBalances(sourceDatabase.db);
    const manifest = await writeBackup({
      database: sourceDatabase,
      databaseUrl: source.url,
      dataDir: source.dataDir,
      file,
      version: appVersion,
    });
    expect(manifest).toMatchObject({ version: appVersion, files: ['demo-deposit-key.json'] });
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = await namedDatabase({ migrated: false });
    try {
      await restoreBackup({ file, databaseUrl: target.url, dataDir: target.dataDir });
      expect(readFileSync(path.join(target.dataDir, 'demo-deposit-key.json'), 'utf8')).toBe(secret);
      const restored = await createTestApp({}, { database: await target.open() });
      try {
        const audit = await expectLedgerSound(restored.database.db);
        expect(audit.transferCount).toBeGreaterThan(10);
        expect(await ledgerBalances(restored.database.db)).toEqual(before);
        expect(await signInStatuses(restored, site)).toEqual(site.signIns.map(() => 200));
      } finally {
        await restored.close();
        await restored.database.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses to restore into a database that holds tables, and changes nothing', async () => {
    const target = await namedDatabase({ migrated: true });
    try {
      const before = await target.open();
      const balances = await ledgerBalances(before.db);
      await before.close();
      const refused = restoreBackup({ file, databaseUrl: target.url, dataDir: target.dataDir });
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(/^Refusing to restore: .+ already holds \d+ tables/);
      const after = await target.open();
      expect(await ledgerBalances(after.db)).toEqual(balances);
      await after.close();
    } finally {
      await target.drop();
    }
  }, 120_000);
});
