import {
  formatMicros,
  type MemberBadge,
  type MemberStats,
  memberBadgeSchema,
  type PublicMembersQuery,
  type PublicMembersResponse,
} from '@nova/contracts';
import { maskEmail, maskName, maskPhone } from '../../lib/mask.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { boardRows, memberCounts } from './members.repo.ts';

/** Both answers may be this old (decision 009): a busy landing page costs one query per 30 s. */
export const MEMBERS_CACHE_MS = 30_000;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The badge of the level at `rank` (cheapest 0) among `levels` active levels: five equal bands from
 * the cheapest (decision 009), so with five levels each has its own badge and with ten each badge
 * covers two.
 */
export function badgeFor(rank: number | null, levels: number): MemberBadge | null {
  if (rank === null || levels <= 0) return null;
  const bands = memberBadgeSchema.options;
  return bands[Math.min(bands.length - 1, Math.floor((rank * bands.length) / levels))] ?? null;
}

/**
 * The public members board and counter (rule 35). The board lists only members who switched
 * `showOnLeaderboard` on, masked as rule 5: a name ("Jane D."), a masked email or phone, the VIP
 * level's name and badge, earnings (in all and today), direct referrals and joined date; never an id, full contact data or a balance.
 */
export function createMembersService(deps: ModuleDeps) {
  const { db } = deps.database;
  const cache = new Map<string, { atMs: number; value: unknown }>();

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const nowMs = deps.clock.now().getTime();
    const hit = cache.get(key);
    if (hit && nowMs - hit.atMs >= 0 && nowMs - hit.atMs < MEMBERS_CACHE_MS) return hit.value as T;
    const value = await load();
    cache.set(key, { atMs: nowMs, value });
    return value;
  }

  return {
    board(query: PublicMembersQuery): Promise<PublicMembersResponse> {
      const key = `board:${query.sortBy}:${query.order}:${query.limit}`;
      return cached(key, async () => {
        const dayStart = startOfUtcDay(deps.clock.now());
        const rows = await boardRows(db, { ...query, dayStart });
        return {
          members: rows.map((row) => ({
            fullName: row.full_name ? maskName(row.full_name) : null,
            email: row.email ? maskEmail(row.email) : null,
            // A phone is shown (masked) only when there is no email to name the member by.
            phone: !row.email && row.phone ? maskPhone(row.phone) : null,
            vipLevel: row.vip_level,
            totalEarnings: formatMicros(BigInt(row.earnings)),
            todayEarnings: formatMicros(BigInt(row.today_earnings)),
            referralCount: row.referral_count,
            badge: badgeFor(row.level_rank, row.active_levels),
            joinedAt: new Date(row.created_at).toISOString(),
          })),
        };
      });
    },

    stats(): Promise<MemberStats> {
      return cached('stats', async () => {
        const row = await memberCounts(db, startOfUtcDay(deps.clock.now()));
        return {
          totalMembers: row.total_members,
          activeMembers: row.active_members,
          joinedToday: row.joined_today,
          vipMembers: row.vip_members,
          totalEarningsPaid: formatMicros(BigInt(row.earnings_paid)),
        };
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
