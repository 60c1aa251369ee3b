import type { MemberBoardSort } from '@nova/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The members board and counter are a read model (docs/architecture.md): they join users,
 * memberships, VIP levels and the ledger in one query each, and never write. Earnings are the
 * posted daily rewards (VIP_EARNINGS, TASK_REWARD) netted into the member's earnings account, as
 * the wallet counts them, so a correction cancels what it corrects.
 */
const EARNING_TYPES = sql`('VIP_EARNINGS', 'TASK_REWARD')`;
const POSTED = sql`('single', 'post_pending')`;

export interface BoardRow {
  full_name: string | null;
  email: string | null;
  phone: string | null;
  created_at: string | Date;
  vip_level: string | null;
  earnings: string;
  today_earnings: string;
  referral_count: number;
  /** The active level's place among the active levels, cheapest 0; null without an active level. */
  level_rank: number | null;
  active_levels: number;
}

const sortColumns: Record<MemberBoardSort, SQL> = {
  totalEarnings: sql`earnings::numeric`,
  earnings: sql`earnings::numeric`,
  todayEarnings: sql`today_earnings::numeric`,
  referralCount: sql`referral_count`,
  vipLevel: sql`vip_amount`,
  joinedAt: sql`created_at`,
  createdAt: sql`created_at`,
};

/** A member's earnings netted as the wallet counts them, from `since` on when given. */
function earningsOf(since: SQL) {
  return sql`coalesce((
          select sum(case when ca.kind = 'member_earnings' then t.amount
                          when da.kind = 'member_earnings' then -t.amount else 0 end)
          from ledger_transfers t
          join ledger_accounts da on da.id = t.debit_account_id
          join ledger_accounts ca on ca.id = t.credit_account_id
          where t.user_id = u.id and t.type in ${EARNING_TYPES} and t.phase in ${POSTED} ${since}
        ), 0)::text`;
}

/** Members who chose to be shown (rule 35), active and not administrators. */
export async function boardRows(
  db: DbOrTx,
  query: { sortBy: MemberBoardSort; order: 'asc' | 'desc'; limit: number; dayStart: Date },
): Promise<BoardRow[]> {
  const { sortBy, order, limit, dayStart } = query;
  const direction = order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  return rowsOf<BoardRow>(
    db,
    sql`
    select * from (
      select u.id, u.full_name, u.email, u.phone, u.created_at, vl.name as vip_level, vl.amount as vip_amount,
        ${earningsOf(sql``)} as earnings,
        ${earningsOf(sql`and t.created_at >= ${dayStart.toISOString()}`)} as today_earnings,
        (select count(*)::int from users r where r.referrer_id = u.id) as referral_count,
        case when m.is_active and vl.is_active then
          (select count(*)::int from vip_levels cheaper where cheaper.is_active and cheaper.amount < vl.amount)
        end as level_rank,
        (select count(*)::int from vip_levels al where al.is_active) as active_levels
      from users u
      left join memberships m on m.user_id = u.id
      left join vip_levels vl on vl.id = m.vip_level_id
      where u.show_on_leaderboard and u.is_active and not u.is_admin
    ) board
    order by ${sortColumns[sortBy]} ${direction}, created_at desc, id
    limit ${limit}`,
  );
}

export interface CountsRow {
  total_members: number;
  joined_today: number;
  vip_members: number;
  active_members: number;
  earnings_paid: string;
}

/** The counter's figures, all from one read. */
export async function memberCounts(db: DbOrTx, since: Date): Promise<CountsRow> {
  const [row] = await rowsOf<CountsRow>(
    db,
    sql`
    select
      (select count(*)::int from users where not is_admin) as total_members,
      (select count(*)::int from users where not is_admin and created_at >= ${since.toISOString()}) as joined_today,
      (select count(*)::int from memberships m join users u on u.id = m.user_id where not u.is_admin) as vip_members,
      (select count(*)::int from memberships m
         join users u on u.id = m.user_id
         join vip_levels vl on vl.id = m.vip_level_id
       where not u.is_admin and m.is_active and vl.is_active) as active_members,
      (select coalesce(sum(case when ca.kind = 'member_earnings' then t.amount
                                when da.kind = 'member_earnings' then -t.amount else 0 end), 0)::text
       from ledger_transfers t
       join ledger_accounts da on da.id = t.debit_account_id
       join ledger_accounts ca on ca.id = t.credit_account_id
       where t.type in ${EARNING_TYPES} and t.phase in ${POSTED}) as earnings_paid`,
  );
  if (!row) throw new Error('member counts returned no row');
  return row;
}
