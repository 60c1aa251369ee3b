import { formatMicros, type ReferralTreeNode, type UserContact } from '@nova/contracts';
import type { TreeRow } from './admin-users.repo.ts';

/**
 * Nests the referral tree's rows (level by level, from one recursive query) under their referrers,
 * with each node's money from the ledger and the latest referral bonuses it received.
 */
export function buildReferralTree(rows: TreeRow[], contacts: UserContact[]): ReferralTreeNode {
  const contactById = new Map(contacts.map((contact) => [contact.id, contact]));
  const nodes = new Map<string, ReferralTreeNode>();
  let root: ReferralTreeNode | undefined;
  for (const row of rows) {
    const { figures } = row;
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
        latest: row.latestBonuses.map((bonus) => ({
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
