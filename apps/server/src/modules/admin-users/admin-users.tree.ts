import { formatMicros, type ReferralTreeNode, type UserContact } from '@nova/contracts';
import type { TreeRow } from './admin-users.repo.ts';

/**
 * Nests the referral tree's rows (level by level, from one recursive query) under their referrers,
 * with each node's money from the ledger and the latest referral bonuses it received.
 */
const money = (decimal: string) => formatMicros(BigInt(decimal));

export function buildReferralTree(rows: TreeRow[], outsideContacts: UserContact[]): ReferralTreeNode {
  const contactById = new Map(outsideContacts.map((contact) => [contact.id, contact]));
  for (const { id, fullName, email, phone } of rows) contactById.set(id, { id, fullName, email, phone });
  const nodes = new Map<string, ReferralTreeNode>();
  let root: ReferralTreeNode | undefined;
  for (const row of rows) {
    if (row.balance === null) throw new Error(`member ${row.id} has no ledger accounts`);
    const node: ReferralTreeNode = {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      isActive: row.isActive,
      isRoot: row.level === 0,
      level: row.level,
      referralCode: row.referralCode,
      createdAt: row.createdAt,
      balance: money(row.balance),
      totalDeposits: money(row.totalDeposits),
      totalEarnings: money(row.totalEarnings),
      referralBonusesReceived: {
        total: money(row.totalReferralBonus),
        count: row.referralBonusesCount,
        latest: row.latest.map(([sourceUserId, level, amount, createdAt]) => ({
          from: (sourceUserId && contactById.get(sourceUserId)) || null,
          level,
          bonusAmount: money(amount),
          createdAt,
        })),
      },
      userVip:
        row.vipName !== null && row.vipAmount !== null
          ? { name: row.vipName, amount: money(row.vipAmount) }
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
