import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseUnits } from 'viem';
import { sendToken } from '../src/dev-chains/dev-chain-actions.ts';
import { createMember } from '../test/members.ts';
import { freshAddress } from '../test/payout-fixtures.ts';
import type { TestSmtp } from '../test/smtp.ts';
import { creditEarnings, processWithdrawal, requestWithdrawal } from '../test/withdrawal-fixtures.ts';
import type { Cluster } from './cluster.ts';
import { createDepositWorld, finalize, until } from './deposit-world.ts';
import { createHarness, type Figures, micros } from './harness.ts';
import { startServer } from './server-process.ts';

/**
 * Two server processes watching one payout address (decision 026), one SIGKILLed inside its
 * range: 60 approved withdrawals on Polygon are paid from the payout address while both run, and
 * become final at once; the watcher completes them 50 per transaction, and the suite holds the
 * 56th withdrawal's row locked, so the first transaction commits and the second waits with its own
 * open. The waiting process is killed there, the lock released and its lease ended (standing in
 * for the lease's time), and a restarted process joins the survivor. Every withdrawal must be
 * completed exactly once, by its own transfer, with one email; a watcher set back to read the same
 * blocks again must complete nothing more.
 */
const WITHDRAWALS = 60;
const LOCKED = 55;
const EARNED = '100';

/** Each withdrawal's member and the hash of the transfer that paid it. */
type Paid = Map<string, { userId: string; hash: string }>;

const completedCount = async (h: Awaited<ReturnType<typeof createHarness>>) => {
  const [row] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from withdrawals where status = 'COMPLETED'`,
  );
  return row?.n ?? 0;
};

export async function killPayoutWatcherScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const world = await createDepositWorld(h, smtp.url);
  const polygon = world.dev.chains.POLYGON;
  const problems: string[] = [];
  const notes: string[] = [];

  const env = { ...world.env, PAYOUT_ADDRESS_POLYGON: polygon.demoWallet.address };
  const processes = {
    a: await startServer({ ...env, PGAPPNAME: 'nova-a' }),
    b: await startServer({ ...env, PGAPPNAME: 'nova-b' }),
  };

  // Approved withdrawals, each to an address of its own.
  const paid: Paid = new Map();
  const payments: { id: string; to: `0x${string}`; amount: string }[] = [];
  for (let i = 0; i < WITHDRAWALS; i++) {
    const member = await createMember(h.t);
    await creditEarnings(h.t, member.userId, EARNED);
    const walletAddress = freshAddress();
    const asked = await requestWithdrawal(h.t, member.token, {
      network: 'POLYGON',
      currency: 'USDT',
      walletAddress,
      amount: String(20 + (i % 20)),
    });
    if (asked.statusCode !== 201) throw new Error(`withdrawal refused: ${asked.body}`);
    const withdrawal = asked.json().withdrawal as { id: string; netAmount: string };
    const approved = await processWithdrawal(h.t, world.admin.token, withdrawal.id, { action: 'APPROVE' });
    if (approved.statusCode !== 200) throw new Error(`approval refused: ${approved.body}`);
    payments.push({ id: withdrawal.id, to: walletAddress, amount: withdrawal.netAmount });
    paid.set(withdrawal.id, { userId: member.userId, hash: '' });
  }

  // Paid from the payout address, oldest first, while one withdrawal's row is held locked.
  const blocker = new pg.Client({ connectionString: h.url });
  await blocker.connect();
  await blocker.query('begin');
  await blocker.query('select 1 from withdrawals where id = $1 for update', [payments[LOCKED]?.id]);
  for (const payment of payments) {
    const hash = await sendToken(polygon, {
      token: 'USDT',
      to: payment.to,
      amountRaw: parseUnits(payment.amount, polygon.decimals),
    });
    const entry = paid.get(payment.id);
    if (entry) entry.hash = hash.toLowerCase();
  }
  await finalize(world);
  let waiting: 'a' | 'b' | undefined;
  await until('a payout watcher waiting inside its second transaction', 90_000, async () => {
    const rows = await blocker.query<{ name: 'nova-a' | 'nova-b' }>(
      `select application_name as name from pg_stat_activity
       where application_name in ('nova-a', 'nova-b') and wait_event_type = 'Lock'`,
    );
    waiting = rows.rows[0]?.name === 'nova-a' ? 'a' : rows.rows[0] ? 'b' : undefined;
    return waiting !== undefined;
  });
  const killed = waiting as 'a' | 'b';
  const survivor = processes[killed === 'a' ? 'b' : 'a'];
  await processes[killed].kill('SIGKILL');
  await blocker.query('commit');
  await blocker.query(`update payout_cursors set lease_until = now() where network = 'POLYGON'`);
  const atKill = await completedCount(h);
  notes.push(`withdrawals completed when the watching process was killed: ${atKill} of ${WITHDRAWALS}`);
  if (atKill === 0) problems.push('the kill came before any transaction was committed');

  const killedAt = performance.now();
  const restarted = await startServer({ ...env, PGAPPNAME: `nova-${killed}` });
  try {
    await until('the processes completing the rest', 120_000, async () => {
      return (await completedCount(h)) === WITHDRAWALS;
    });
    const ms = Math.round(performance.now() - killedAt);
    notes.push(`the survivor and the restarted process completed the rest ${ms} ms after the kill`);

    // A watcher set back reads the same transfers again: each is already claimed.
    const [cursor] = await h.rows<{ next: string }>(
      sql`select next_block::text as next from payout_cursors where network = 'POLYGON'`,
    );
    await h.rows(sql`update payout_cursors set next_block = 0, last_scanned_block = null,
      last_scanned_hash = null, lease_until = now() where network = 'POLYGON'`);
    await until('a watcher reading the same blocks again', 120_000, async () => {
      const [now] = await h.rows<{ next: string }>(
        sql`select next_block::text as next from payout_cursors where network = 'POLYGON'`,
      );
      return BigInt(now?.next ?? 0) >= BigInt(cursor?.next ?? 0);
    });
  } catch (error) {
    problems.push(`${(error as Error).message}\n${restarted.output().slice(-3000)}`);
  }
  problems.push(...(await paidOnce(h, paid)));
  problems.push(...(await h.audit()));
  for (const server of [survivor, restarted])
    if (server.exited()) problems.push(`a server process ended: ${server.exited()}`);
  await survivor.kill('SIGTERM');
  await restarted.kill('SIGTERM');
  await world.dev.stop();
  await h.close();
  return {
    scenario: `SIGKILL inside the payout watcher, two processes (${WITHDRAWALS} payouts)`,
    requests: 0,
    errors: 'none',
    longestUnavailableMs: 0,
    lost: 0,
    notes,
    problems,
  };
}

/**
 * Each withdrawal completed by its own transfer, one transfer log each, one email each, nothing
 * listed as unmatched, and each member's earnings down by exactly what they withdrew.
 */
async function paidOnce(h: Awaited<ReturnType<typeof createHarness>>, paid: Paid): Promise<string[]> {
  const problems: string[] = [];
  const rows = await h.rows<{ id: string; status: string; hash: string | null; logs: number; mails: number }>(
    sql`select w.id, w.status, w.transaction_hash as hash,
      (select count(*)::int from withdrawal_payout_logs l where l.withdrawal_id = w.id) as logs,
      (select count(*)::int from email_outbox m join users u on u.email = m.recipient
        where u.id = w.user_id and m.subject = 'Nova: Your withdrawal was sent') as mails
      from withdrawals w`,
  );
  for (const row of rows) {
    const expected = paid.get(row.id);
    if (row.status !== 'COMPLETED' || row.hash !== expected?.hash)
      problems.push(`withdrawal ${row.id}: ${row.status} with ${row.hash}, paid by ${expected?.hash}`);
    if (row.logs !== 1) problems.push(`withdrawal ${row.id}: ${row.logs} transfer logs, not 1`);
    if (row.mails !== 1) problems.push(`withdrawal ${row.id}: ${row.mails} emails, not 1`);
  }
  const [unmatched] = await h.rows<{ n: number }>(sql`select count(*)::int as n from unmatched_payouts`);
  if ((unmatched?.n ?? 0) > 0) problems.push(`${unmatched?.n} payouts listed as unmatched`);
  for (const [id, { userId }] of paid) {
    const [withdrawn] = await h.rows<{ amount: string }>(
      sql`select amount::text as amount from withdrawals where id = ${id}`,
    );
    const left = (await h.available(userId)).earnings;
    if (left !== micros(EARNED) - BigInt(withdrawn?.amount ?? 0))
      problems.push(`member ${userId}: earnings ${left} after withdrawing ${withdrawn?.amount}`);
  }
  return problems;
}
