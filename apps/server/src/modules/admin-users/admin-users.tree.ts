import { formatMicros, type ReferralTreeNode, type UserContact } from '@nova/contracts';
import type { ReceivedBonus } from '../ledger/ledger.history-reads.ts';
import { memberFigures } from '../ledger/ledger.member-figures.ts';
import type { MemberBalances, MemberTotal } from '../ledger/ledger.types.ts';
import type { TreeRow } from './admin-users.repo.ts';

/**
 * Nests the referral tree's rows (level by level, from one recursive query) under their referrers,
 * with each node's money from the ledger and the latest referral bonuses it received.
 */
export function buildReferralTree(
  rows: TreeRow[],
  money: Map<string, { balances: MemberBalances; totals: MemberTotal[] }>,
  latestBonuses: ReceivedBonus[],
  contacts: UserContact[],
): ReferralTreeNode {
  const contactById = new Map(contacts.map((contact) => [contact.id, contact]));
  const latestByUser = new Map<string, ReceivedBonus[]>();
  for (const bonus of latestBonuses) {
    const list = latestByUser.get(bonus.userId) ?? [];
    list.push(bonus);
    latestByUser.set(bonus.userId, list);
  }
  const nodes = new Map<string, ReferralTreeNode>();
  let root: ReferralTreeNode | undefined;
  for (const row of rows) {
    const ledger = money.get(row.id);
    if (!ledger) throw new Error(`member ${row.id} has no ledger accounts`);
    const figures = memberFigures(ledger.balances, ledger.totals);
    const node: ReferralTreeNode = {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      isActive: row.isActive,
      isRoot: row.level === 0,
      level: row.level,
      referralCode: row.referralCode,
      createdAt: row.createdAt.toISOString(),
      balance: formatMicros(figures.balance),
      totalDeposits: formatMicros(figures.totalDeposits),
      totalEarnings: formatMicros(figures.totalEarnings),
      referralBonusesReceived: {
        total: formatMicros(figures.totalReferralBonus),
        count: figures.referralBonusesCount,
        latest: (latestByUser.get(row.id) ?? []).map((bonus) => ({
          from: (bonus.sourceUserId && contactById.get(bonus.sourceUserId)) || null,
          level: bonus.level,
          bonusAmount: formatMicros(bonus.amountMicros),
          createdAt: bonus.createdAt.toISOString(),
        })),
      },
      userVip:
        row.vipName !== null && row.vipAmount !== null
          ? { name: row.vipName, amount: formatMicros(row.vipAmount) }
          : null,
      referrals: [],
    };
    nodes.set(row.id, node);
    if (row.level === 0) root = node;
    else if (row.referrerId) nodes.get(row.referrerId)?.referrals.push(node);
  }
  if (!root) throw new Error('a referral tree without its root');
  return root;
}
