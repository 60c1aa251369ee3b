import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

/**
 * The public members board and counter (rule 35). `totalEarnings` and `joinedAt` name the row's
 * fields; `earnings` and `createdAt` are the spec's names for the same two orders.
 */
export const memberBoardSortSchema = z.enum([
  'totalEarnings',
  'todayEarnings',
  'referralCount',
  'joinedAt',
  'vipLevel',
  'earnings',
  'createdAt',
]);
export type MemberBoardSort = z.infer<typeof memberBoardSortSchema>;

export const publicMembersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  sortBy: memberBoardSortSchema.default('earnings'),
  order: z.enum(['desc', 'asc']).default('desc'),
});
export type PublicMembersQuery = z.infer<typeof publicMembersQuerySchema>;

/**
 * A member's badge (decision 009): the active VIP level's band among the active levels, five equal
 * bands from the cheapest, in this order.
 */
export const memberBadgeSchema = z.enum([
  'bronze-w',
  'blue-silver-diamond',
  'orange-gold-star',
  'purple-gold-crown',
  'purple-gold-winged-crown',
]);
export type MemberBadge = z.infer<typeof memberBadgeSchema>;

/**
 * One row of the board: masked as rule 5 ("Jane D.", "j***@example.com" or a masked phone), with
 * no id, no full contact data and no balance.
 */
export const publicMemberSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The name of the VIP level the member holds, if any. */
  vipLevel: z.string().nullable(),
  /** Daily rewards credited to the member so far (VIP earnings and task rewards). */
  totalEarnings: moneySchema,
  /** The same rewards credited since the current UTC day began. */
  todayEarnings: moneySchema,
  /** Members who registered with this member's referral code (direct referrals only). */
  referralCount: z.number().int(),
  /** Null without an active level. */
  badge: memberBadgeSchema.nullable(),
  joinedAt: isoDateSchema,
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

export const publicMembersResponseSchema = z.object({ members: z.array(publicMemberSchema) });
export type PublicMembersResponse = z.infer<typeof publicMembersResponseSchema>;

/** Counted from the database (rule 1), never a constant. */
export const memberStatsSchema = z.object({
  totalMembers: z.number().int(),
  /** Members holding an active VIP level. */
  activeMembers: z.number().int(),
  /** Members who registered since the start of the current UTC day. */
  joinedToday: z.number().int(),
  /** Members holding any VIP level. */
  vipMembers: z.number().int(),
  /** Daily rewards credited to members in all (VIP earnings and task rewards). */
  totalEarningsPaid: moneySchema,
});
export type MemberStats = z.infer<typeof memberStatsSchema>;
