import {
  type AdminUsersResponse,
  type DailyEarningsResponse,
  type EarningsDateFilter,
  type EarningsSort,
  formatMicros,
  paginate,
  type VipMembersResponse,
} from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { LedgerReports, LedgerService } from '../ledger/index.ts';
import * as repo from './admin-users.repo.ts';
import { buildReferralTree } from './admin-users.tree.ts';
import { toAdminUser, type UserWithFigures, withFigures } from './admin-users.view.ts';

/**
 * The admin Users and VIP Members tabs: a read model over accounts, memberships,
 * earning sessions and the ledger. A page costs a fixed number of queries whatever its size: the
 * members in one joined query, their money in the one figures query a member's own wallet uses.
 */
const DAY_MS = 24 * 60 * 60_000;
const CHART_DAYS = 14;
/** Latest referral bonuses shown per node of a referral tree. */
const LATEST_BONUSES = 5;
const filterDays: Record<EarningsDateFilter, number | null> = { all: null, week: 7, month: 30, year: 365 };

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function createAdminUsersService(
  deps: ModuleDeps,
  services: { ledger: LedgerService; ledgerReports: LedgerReports },
) {
  const { db } = deps.database;
  const { ledger, ledgerReports } = services;

  async function figuresOf(rows: repo.UserListRow[]): Promise<UserWithFigures[]> {
    return withFigures(rows, await ledger.membersFigures(rows.map((row) => row.id)));
  }

  async function list(query: {
    page: number;
    limit: number;
    search?: string;
    status?: 'active' | 'suspended';
  }): Promise<AdminUsersResponse> {
    const { page, limit, ...filters } = query;
    const [rows, total] = await Promise.all([
      repo.listUsers(db, filters, { limit, offset: (page - 1) * limit }),
      repo.countUsers(db, filters),
    ]);
    return { data: (await figuresOf(rows)).map(toAdminUser), pagination: paginate(page, limit, total) };
  }

  /** Every matching member, newest first, a batch at a time with their figures (the CSV export). */
  async function* batches(filters: repo.UserFilters, batchSize: number): AsyncGenerator<UserWithFigures[]> {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await repo.usersAfter(db, filters, after, batchSize);
      if (rows.length > 0) yield await figuresOf(rows);
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  async function requireUser(id: string): Promise<void> {
    if (!(await repo.userExists(db, id))) throw new AppError('NOT_FOUND', 'User not found');
  }

  async function referralTree(id: string, depth: number) {
    const rows = await repo.referralTree(db, id, depth, LATEST_BONUSES);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'User not found');
    // Bonuses are paid by referrals, so most payers are in the tree already; only the others are read.
    const inTree = new Set(rows.map((row) => row.id));
    const outside = new Set<string>();
    for (const row of rows) {
      for (const [source] of row.latest) if (source && !inTree.has(source)) outside.add(source);
    }
    const root = buildReferralTree(rows, await repo.contactsOf(db, [...outside]));
    return { data: [root], depth, totalDescendants: rows.length - 1 };
  }

  async function dailyEarnings(
    id: string,
    query: { page: number; limit: number; dateFilter: EarningsDateFilter; sortBy: EarningsSort },
  ): Promise<DailyEarningsResponse> {
    await requireUser(id);
    const now = deps.clock.now();
    const days = filterDays[query.dateFilter];
    const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
    const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
    const chartSince = new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS);
    const [perDay, chartDays, page] = await Promise.all([
      ledgerReports.dailyNetFlow(id, 'earnings', 'VIP_EARNINGS', since),
      ledgerReports.dailyNetFlow(id, 'earnings', 'VIP_EARNINGS', chartSince),
      ledgerReports.memberTransfersOfType(id, 'earnings', 'VIP_EARNINGS', {
        since,
        sortBy: query.sortBy,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
    ]);
    const earned = perDay.filter((day) => day.amountMicros !== 0n);
    const total = earned.reduce((sum, day) => sum + day.amountMicros, 0n);
    const max = earned.reduce((best, day) => (day.amountMicros > best ? day.amountMicros : best), 0n);
    const byDay = new Map(chartDays.map((day) => [day.day, day.amountMicros]));
    const chartData = Array.from({ length: CHART_DAYS }, (_, index) => {
      const date = utcDay(new Date(chartSince.getTime() + index * DAY_MS));
      return { date, amount: formatMicros(byDay.get(date) ?? 0n) };
    });
    return {
      summary: {
        totalEarnings: formatMicros(total),
        averageDailyEarnings: formatMicros(earned.length === 0 ? 0n : total / BigInt(earned.length)),
        maxEarnings: formatMicros(max),
        totalDays: earned.length,
      },
      chartData,
      transactions: page.rows.map((row) => ({
        id: row.id,
        amount: formatMicros(row.amountMicros),
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: paginate(query.page, query.limit, page.total),
    };
  }

  async function vipMembers(query: {
    page: number;
    limit: number;
    search?: string;
    activeOnly: boolean;
  }): Promise<VipMembersResponse> {
    const { page, limit, ...filters } = query;
    const { rows, total } = await repo.listVipMembers(db, filters, { limit, offset: (page - 1) * limit });
    return {
      data: rows.map((row) => ({
        id: row.userId,
        user: { id: row.userId, fullName: row.fullName, email: row.email, phone: row.phone },
        vipLevel: { id: row.levelId, name: row.levelName, amount: formatMicros(row.levelAmount) },
        isActive: row.isActive,
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: paginate(page, limit, total),
    };
  }

  return { list, batches, requireUser, referralTree, dailyEarnings, vipMembers };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
