import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import {
  finalizeAll,
  personalAddressOf,
  send,
  startDepositFixture,
  watchUntilCaughtUp,
} from './deposit-fixture.ts';
import { withDatabase } from './global-setup.ts';
import { fillSite, ledgerBalances } from './site-fill.ts';

/**
 * Copied by tools/release/upgrade-fixture.sh into a release's own checkout (as the server's
 * `test/upgrade-fill.test.ts` there) and run there on PostgreSQL: that release's migrations
 * and code make and fill a database, dumped as plain SQL beside what the next release must find.
 */
it('fills a database with the release under test and dumps it', async () => {
  const out = process.env.UPGRADE_FIXTURE_OUT;
  const url = process.env.DATABASE_URL;
  if (!out || !url) throw new Error('UPGRADE_FIXTURE_OUT and DATABASE_URL must be set');
  const fixture = await startDepositFixture();
  const { t } = fixture;
  try {
    const site = await fillSite(t, async (member, amount) => {
      await send(fixture, 'BEP20', await personalAddressOf(t, member), amount);
      await finalizeAll(fixture);
      t.clock.advance(60_000);
      await watchUntilCaughtUp(t, 'BEP20');
    });
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name ?? '';
    execFileSync('pg_dump', [
      '--format=plain',
      '--inserts',
      '--no-owner',
      '--no-privileges',
      `--file=${out}.sql`,
      withDatabase(url, name),
    ]);
    const expected = { balances: await ledgerBalances(t.database.db), signIns: site.signIns };
    writeFileSync(`${out}.json`, `${JSON.stringify(expected, null, 2)}\n`);
  } finally {
    await fixture.stop();
  }
}, 600_000);
