import { sql } from 'drizzle-orm';
import pg from 'pg';
import { memberAccountKey } from '../src/modules/ledger/index.ts';
import type { TestSmtp } from '../test/smtp.ts';
import type { Cluster } from './cluster.ts';
import {
  addMembers,
  allCredited,
  createDepositWorld,
  creditedMicros,
  deposit,
  depositsChecked,
  finalize,
  until,
} from './deposit-world.ts';
import { createHarness, type Figures } from './harness.ts';
import { startServer } from './server-process.ts';

/**
 * A server process SIGKILLed inside its deposit watcher, with part of a range credited: 80
 * transfers on Polygon are handled 50 per transaction; the suite holds the ledger account of the
 * 61st member locked, so the first batch commits and the second waits with its transaction open.
 * The process is killed there, the lock released, and a second process must credit the rest from
 * the cursor, every transfer exactly once. The dead process's watcher lease (2 minutes) is ended by
 * the suite to stand in for that time passing.
 */
const MEMBERS = 80;
const LOCKED_MEMBER = 60;

export async function killWatcherScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const world = await createDepositWorld(h, smtp.url);
  const problems: string[] = [];
  const notes: string[] = [];
  const env = { ...world.env, PGAPPNAME: 'nova-server' };
  const first = await startServer(env);
  await addMembers(world, first, MEMBERS);
  const blocker = new pg.Client({ connectionString: h.url });
  await blocker.connect();
  await blocker.query('begin');
  const locked = world.members[LOCKED_MEMBER]?.member.userId ?? '';
  await blocker.query('select 1 from ledger_accounts where key = $1 for update', [
    memberAccountKey(locked, 'deposit'),
  ]);
  for (let i = 0; i < MEMBERS; i++) await deposit(world, 'POLYGON', i, String((i % 9) + 1));
  await finalize(world);
  await until('the watcher waiting inside its second batch', 60_000, async () => {
    const waiting = await blocker.query(
      `select 1 from pg_stat_activity where application_name = 'nova-server' and wait_event_type = 'Lock'`,
    );
    return (waiting.rowCount ?? 0) > 0;
  });
  await first.kill('SIGKILL');
  await blocker.query('commit');
  await blocker.query(`update chain_cursors set lease_until = now() where network = 'POLYGON'`);
  await blocker.end();
  const creditedAtKill = await creditedMicros(h, 'POLYGON');
  const [row] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from deposits where network = 'POLYGON' and status = 'CONFIRMED'`,
  );
  notes.push(`transfers credited when the first process was killed: ${row?.n} of ${MEMBERS}`);
  if (creditedAtKill === 0n) problems.push('the kill came before any batch was committed');

  const second = await startServer(env);
  try {
    const finishedMs = await until('the second process crediting the rest', 120_000, () =>
      allCredited(world, 'POLYGON'),
    );
    notes.push(`the second process (start included) credited the rest in ${finishedMs} ms`);
  } catch (error) {
    problems.push(`${(error as Error).message}\n${second.output().slice(-3000)}`);
  }
  const checked = await depositsChecked(world);
  problems.push(...checked.problems);
  if (second.exited()) problems.push(`the second process ended: ${second.exited()}`);
  await second.kill('SIGTERM');
  await world.dev.stop();
  await h.close();
  return {
    scenario: `SIGKILL inside the deposit watcher (${MEMBERS} transfers)`,
    requests: world.tally.sent,
    errors: world.tally.errors(),
    longestUnavailableMs: 0,
    lost: checked.lost,
    notes,
    problems,
  };
}
