import { formatMicros, type ReferralEntry, type ReferralStats } from '@nova/contracts';
import { maskEmail, maskName, maskPhone } from '../../lib/mask.ts';
import type { ReferralChain, TeamMember } from '../auth/index.ts';
import { type LedgerReports, memberAccountKey } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { BONUS_DEPTH } from './referrals.bonuses.ts';

/** The team lists are for reading on one screen: at most this many members are listed. */
const TEAM_LIST_MAX = 200;

/**
 * The team's current memberships, as the memberships module reads them. Declared here rather than
 * imported: that module pays referral bonuses through this one, so it depends on referrals.
 */
export interface TeamMemberships {
  currentOf(
    userIds: string[],
  ): Promise<
    { membership: { userId: string; isActive: boolean }; level: { name: string; dailyEarning: bigint } }[]
  >;
}

/**
 * The Invite screen's referral statistics: the member's team three
 * levels down, with contact data masked (rule 5), and the bonuses received, from the ledger.
 */
export function createReferralStatsService(services: {
  ledgerReports: LedgerReports;
  memberships: TeamMemberships;
  settings: SettingsService;
  referralChain: ReferralChain;
}) {
  const { ledgerReports, memberships, settings, referralChain } = services;

  async function entries(userId: string, team: TeamMember[]): Promise<ReferralEntry[]> {
    const ids = team.map((member) => member.id);
    const [deposits, balances, bySource, vips] = await Promise.all([
      ledgerReports.netFlowByUser(ids, 'member_deposit', 'DEPOSIT'),
      ledgerReports.postedBalancesByKey(ids.map((id) => memberAccountKey(id, 'deposit'))),
      ledgerReports.netFlowByMetadata(userId, 'member_earnings', 'REFERRAL_BONUS', 'sourceUserId'),
      memberships.currentOf(ids),
    ]);
    return team.map((member, index) => {
      const vip = vips.find((entry) => entry.membership.userId === member.id);
      return {
        // The row's place in this answer: other members' ids stay on the server.
        key: String(index + 1),
        level: member.level,
        fullName: member.fullName ? maskName(member.fullName) : null,
        email: member.email ? maskEmail(member.email) : null,
        phone: member.phone ? maskPhone(member.phone) : null,
        createdAt: member.createdAt.toISOString(),
        wallet: {
          totalDeposits: formatMicros(deposits.get(member.id) ?? 0n),
          balance: formatMicros(balances.get(memberAccountKey(member.id, 'deposit')) ?? 0n),
        },
        referralBonusFromUser: formatMicros(bySource.get(member.id) ?? 0n),
        userVip: vip
          ? {
              isActive: vip.membership.isActive,
              vipLevel: { name: vip.level.name, dailyEarning: formatMicros(vip.level.dailyEarning) },
            }
          : null,
      };
    });
  }

  return {
    async stats(userId: string): Promise<ReferralStats> {
      const [team, counts, byLevel, current] = await Promise.all([
        referralChain.team(userId, TEAM_LIST_MAX, BONUS_DEPTH),
        referralChain.teamCounts(userId, BONUS_DEPTH),
        ledgerReports.netFlowByMetadata(userId, 'member_earnings', 'REFERRAL_BONUS', 'level'),
        settings.get(),
      ]);
      const listed = await entries(userId, team);
      const levelBonus = (level: number) => byLevel.get(String(level)) ?? 0n;
      const total = [...byLevel.values()].reduce((sum, micros) => sum + micros, 0n);
      return {
        directReferrals: counts.get(1) ?? 0,
        indirectReferrals: (counts.get(2) ?? 0) + (counts.get(3) ?? 0),
        totalBonuses: formatMicros(total),
        level1Bonuses: formatMicros(levelBonus(1)),
        level2Bonuses: formatMicros(levelBonus(2)),
        level3Bonuses: formatMicros(levelBonus(3)),
        directReferralList: listed.filter((entry) => entry.level === 1),
        indirectReferralList: listed.filter((entry) => entry.level > 1),
        rates: {
          level1Rate: current.referralBonusLevel1Rate,
          level2Rate: current.referralBonusLevel2Rate,
          level3Rate: current.referralBonusLevel3Rate,
        },
      };
    },
  };
}

export type ReferralStatsService = ReturnType<typeof createReferralStatsService>;
