import { transactionTypes } from '@nova/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

/**
 * A small ledger auditor (after TigerBeetle's auditor): recomputes everything the ledger claims
 * from the transfers alone and lists each disagreement. Money tests of every module call
 * `expectLedgerSound(db)` (test/ledger-auditor.ts) after they moved money; the ledger benchmark runs
 * it too, so this file stays free of the test runner.
 */
export interface LedgerAudit {
  problems: string[];
  transferCount: number;
}

/** Each check names what it found; an empty list means the ledger is sound. */
const checks: { name: string; query: SQL }[] = [
  {
    name: 'posted and pending debits equal credits across all accounts',
    query: sql`select sum(debits_posted)::text as dpo, sum(credits_posted)::text as cpo,
        sum(debits_pending)::text as dp, sum(credits_pending)::text as cp
      from ledger_accounts
      having sum(debits_posted) <> sum(credits_posted) or sum(debits_pending) <> sum(credits_pending)`,
  },
  {
    // A hold counts as pending until a post or void names it; then only the post counts, as posted.
    name: 'account counters equal the sums recomputed from transfers',
    query: sql`with open_holds as (
        select h.* from ledger_transfers h
        where h.phase = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = h.id)),
      effects as (
        select debit_account_id as account_id, amount as dpo, 0::bigint as dp, 0::bigint as cpo, 0::bigint as cp
          from ledger_transfers where phase in ('single', 'post_pending')
        union all select credit_account_id, 0, 0, amount, 0
          from ledger_transfers where phase in ('single', 'post_pending')
        union all select debit_account_id, 0, amount, 0, 0 from open_holds
        union all select credit_account_id, 0, 0, 0, amount from open_holds),
      sums as (
        select a.key, a.debits_posted, a.debits_pending, a.credits_posted, a.credits_pending,
          coalesce(sum(e.dpo), 0) as dpo, coalesce(sum(e.dp), 0) as dp,
          coalesce(sum(e.cpo), 0) as cpo, coalesce(sum(e.cp), 0) as cp
        from ledger_accounts a left join effects e on e.account_id = a.id
        group by a.id)
      select key, debits_posted::text, dpo::text, debits_pending::text, dp::text,
        credits_posted::text, cpo::text, credits_pending::text, cp::text
      from sums
      where debits_posted <> dpo or debits_pending <> dp or credits_posted <> cpo or credits_pending <> cp`,
  },
  {
    name: "member accounts' totals by type equal the sums recomputed from transfers",
    query: sql`with recomputed as (
        select a.id as account_id, t.type,
          sum(t.amount) filter (where t.credit_account_id = a.id) as credits,
          sum(t.amount) filter (where t.debit_account_id = a.id) as debits,
          count(*) filter (where t.credit_account_id = a.id) as credit_count,
          count(*) filter (where t.debit_account_id = a.id) as debit_count
        from ledger_transfers t
        join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id) and a.user_id = t.user_id
        where t.phase in ('single', 'post_pending')
        group by a.id, t.type)
      select coalesce(r.account_id, k.account_id) as account_id, coalesce(r.type, k.type) as type,
        r.credits::text, k.credits::text as kept_credits, r.debits::text, k.debits::text as kept_debits
      from recomputed r full join ledger_account_totals k on k.account_id = r.account_id and k.type = r.type
      where r.account_id is null or k.account_id is null
        or (coalesce(r.credits, 0), coalesce(r.debits, 0), r.credit_count, r.debit_count)
          <> (k.credits, k.debits, k.credit_count, k.debit_count)`,
  },
  {
    name: 'guarded accounts never owe more than they hold, counters never negative',
    query: sql`select key, debits_pending::text, debits_posted::text, credits_posted::text from ledger_accounts
      where least(debits_pending, debits_posted, credits_pending, credits_posted) < 0
        or (guarded and debits_pending + debits_posted > credits_posted)
        or (user_id is not null and not (guarded and normal_balance = 'credit'))`,
  },
  {
    name: 'every post or void resolves one hold, with its accounts, amount, type and member',
    query: sql`select r.key, r.phase, h.phase as hold_phase from ledger_transfers r
      left join ledger_transfers h on h.id = r.pending_id
      where r.phase in ('post_pending', 'void_pending')
        and (h.id is null or h.phase <> 'pending' or h.debit_account_id <> r.debit_account_id
          or h.credit_account_id <> r.credit_account_id or h.amount <> r.amount or h.type <> r.type
          or h.user_id is distinct from r.user_id
          or (select count(*) from ledger_transfers o where o.pending_id = h.id) <> 1)`,
  },
  {
    name: 'member-facing transfers touch exactly one member account, owned by their user',
    query: sql`select t.key, t.type from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      where (t.type in (${sql.join(
        transactionTypes.map((type) => sql`${type}`),
        sql`, `,
      )}))
        <> ((d.user_id is null) <> (c.user_id is null))
        or coalesce(d.user_id, c.user_id) <> t.user_id`,
  },
];

export async function auditLedger(db: DbOrTx): Promise<LedgerAudit> {
  const problems: string[] = [];
  for (const check of checks) {
    const rows = await rowsOf<Record<string, unknown>>(db, check.query);
    for (const row of rows) problems.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ledger_transfers`);
  return { problems, transferCount: counted?.n ?? 0 };
}
