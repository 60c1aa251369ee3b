import { z } from 'zod';
import { blankIsAbsent, isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

/**
 * The admin Users and VIP Members tabs: User, VIP member and Earnings responses. Amounts are money
 * strings read from the ledger.
 */
const searchSchema = blankIsAbsent(z.string().trim().max(200));

export const adminUsersQuerySchema = pageQuerySchema(20).extend({
  /** Matches name, email, phone, referral code or the exact user id. */
  search: searchSchema,
  status: blankIsAbsent(z.enum(['active', 'suspended'])),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const userContactSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type UserContact = z.infer<typeof userContactSchema>;

export const adminUserVipSchema = z.object({
  vipLevel: z.object({ id: z.uuid(), name: z.string(), amount: moneySchema }),
  isActive: z.boolean(),
});

export const financialDataSchema = z.object({
  /** Deposits credited (the member's `deposit` account, net of corrections). */
  totalDeposits: moneySchema,
  /** Withdrawals paid out from both accounts. */
  totalWithdrawals: moneySchema,
  /** The active level's daily reward. */
  dailyEarnings: moneySchema,
  referralEarnings: moneySchema,
  /** Daily rewards credited in all. */
  totalDailyEarnings: moneySchema,
  firstDailyTaskDate: isoDateSchema.nullable(),
  totalDepositsCount: z.number().int(),
  totalWithdrawalsCount: z.number().int(),
});
export type FinancialData = z.infer<typeof financialDataSchema>;

export const adminUserSchema = userContactSchema.extend({
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  referralCode: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  referrer: userContactSchema.nullable(),
  /** `balance` is the spendable deposit balance, `withdrawable` the available earnings. */
  wallet: z.object({ id: z.uuid(), balance: moneySchema, withdrawable: moneySchema }),
  financialData: financialDataSchema,
  _count: z.object({ referrals: z.number().int() }),
  userVip: adminUserVipSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  data: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const toggleUserStatusResponseSchema = z.object({ message: z.string(), isActive: z.boolean() });
export type ToggleUserStatusResponse = z.infer<typeof toggleUserStatusResponseSchema>;

export const userListQuerySchema = pageQuerySchema(10);

export const referralTreeQuerySchema = z.object({
  depth: z.coerce
    .number({ error: 'Depth is a whole number from 1 to 5' })
    .int('Depth is a whole number from 1 to 5')
    .min(1, 'Depth is a whole number from 1 to 5')
    .max(5, 'Depth is a whole number from 1 to 5')
    .default(3),
});

export const referralBonusReceivedSchema = z.object({
  /** The member whose membership payment paid the bonus. */
  from: userContactSchema.nullable(),
  level: z.number().int().nullable(),
  bonusAmount: moneySchema,
  createdAt: isoDateSchema,
});

export interface ReferralTreeNode {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  isRoot: boolean;
  /** 0 for the root, 1 for its direct referrals, … */
  level: number;
  referralCode: string;
  createdAt: string;
  balance: string;
  totalDeposits: string;
  totalEarnings: string;
  referralBonusesReceived: {
    total: string;
    count: number;
    latest: z.infer<typeof referralBonusReceivedSchema>[];
  };
  userVip: { name: string; amount: string } | null;
  referrals: ReferralTreeNode[];
}

export const referralTreeNodeSchema: z.ZodType<ReferralTreeNode> = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  isRoot: z.boolean(),
  level: z.number().int(),
  referralCode: z.string(),
  createdAt: isoDateSchema,
  balance: moneySchema,
  totalDeposits: moneySchema,
  totalEarnings: moneySchema,
  referralBonusesReceived: z.object({
    total: moneySchema,
    count: z.number().int(),
    latest: z.array(referralBonusReceivedSchema),
  }),
  userVip: z.object({ name: z.string(), amount: moneySchema }).nullable(),
  get referrals() {
    return z.array(referralTreeNodeSchema);
  },
});

/** `data` holds one element, the ROOT, in an array under data.data as it has always been. */
export const referralTreeResponseSchema = z.object({
  data: z.array(referralTreeNodeSchema),
  depth: z.number().int(),
  totalDescendants: z.number().int(),
});
export type ReferralTreeResponse = z.infer<typeof referralTreeResponseSchema>;

export const earningsDateFilters = ['all', 'week', 'month', 'year'] as const;
export type EarningsDateFilter = (typeof earningsDateFilters)[number];
export const earningsSorts = ['date', 'amount'] as const;
export type EarningsSort = (typeof earningsSorts)[number];

export const dailyEarningsQuerySchema = pageQuerySchema(20).extend({
  dateFilter: z.enum(earningsDateFilters).default('all'),
  sortBy: z.enum(earningsSorts).default('date'),
});
export type DailyEarningsQuery = z.input<typeof dailyEarningsQuerySchema>;

export const dailyEarningsResponseSchema = z.object({
  summary: z.object({
    totalEarnings: moneySchema,
    averageDailyEarnings: moneySchema,
    maxEarnings: moneySchema,
    totalDays: z.number().int(),
  }),
  /** The last 14 UTC days, oldest first, every day present (zero when nothing was earned). */
  chartData: z.array(z.object({ date: z.iso.date(), amount: moneySchema })),
  transactions: z.array(z.object({ id: z.uuid(), amount: moneySchema, createdAt: isoDateSchema })),
  pagination: paginationSchema,
});
export type DailyEarningsResponse = z.infer<typeof dailyEarningsResponseSchema>;

export const vipMembersQuerySchema = pageQuerySchema(20).extend({
  /** Matches name, email, phone or level name. */
  search: searchSchema,
  activeOnly: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type VipMembersQuery = z.input<typeof vipMembersQuerySchema>;

export const vipMemberSchema = z.object({
  id: z.uuid(),
  user: userContactSchema,
  vipLevel: z.object({ id: z.uuid(), name: z.string(), amount: moneySchema }),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
});
export type VipMember = z.infer<typeof vipMemberSchema>;

export const vipMembersResponseSchema = z.object({
  data: z.array(vipMemberSchema),
  pagination: paginationSchema,
});
export type VipMembersResponse = z.infer<typeof vipMembersResponseSchema>;

/** The CSV exports take their list's filters, without paging. */
export const adminUsersExportQuerySchema = adminUsersQuerySchema.omit({ page: true, limit: true });
