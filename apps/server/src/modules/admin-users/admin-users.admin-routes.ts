import {
  adminDepositsResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminWithdrawalSchema,
  dailyEarningsQuerySchema,
  dailyEarningsResponseSchema,
  paginationSchema,
  referralTreeQuerySchema,
  referralTreeResponseSchema,
  toggleUserStatusResponseSchema,
  userListQuerySchema,
  vipMembersQuerySchema,
  vipMembersResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../module-types.ts';
import { adminExportRoutes } from './admin-users.exports.admin-routes.ts';

/** Any text: an id of another shape names no member, so it answers 404 like an unknown one. */
const userParamSchema = z.object({ id: z.string().max(200) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userIdOf(params: { id: string }): string {
  if (!uuidPattern.test(params.id)) throw new AppError('NOT_FOUND', 'User not found');
  return params.id.toLowerCase();
}

const userWithdrawalsResponseSchema = z.object({
  data: z.array(adminWithdrawalSchema),
  pagination: paginationSchema,
});

/** The admin Users and VIP Members calls, mounted under /api/admin. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { adminUsers, auth, deposits, adminWithdrawals } = app.services;
  const tags = ['admin: users'];

  routes.get(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Members, newest first, with their figures from the ledger; search by name, email, phone, referral code or id',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => adminUsers.list(request.query),
  );

  routes.put(
    '/users/:id/toggle-status',
    {
      schema: {
        tags,
        summary: 'Suspends (ending every session at once) or reactivates a member',
        params: userParamSchema,
        response: { 200: toggleUserStatusResponseSchema },
      },
    },
    async (request) => {
      const user = await auth.toggleUserStatus(request.member.userId, userIdOf(request.params));
      return {
        message: user.isActive ? 'User activated successfully' : 'User suspended successfully',
        isActive: user.isActive,
      };
    },
  );

  routes.get(
    '/users/:id/deposits',
    {
      schema: {
        tags,
        params: userParamSchema,
        querystring: userListQuerySchema,
        response: { 200: adminDepositsResponseSchema },
      },
    },
    async (request) => {
      const userId = userIdOf(request.params);
      await adminUsers.requireUser(userId);
      return deposits.adminReads.list({ ...request.query, userId });
    },
  );

  routes.get(
    '/users/:id/withdrawals',
    {
      schema: {
        tags,
        params: userParamSchema,
        querystring: userListQuerySchema,
        response: { 200: userWithdrawalsResponseSchema },
      },
    },
    async (request) => {
      const userId = userIdOf(request.params);
      await adminUsers.requireUser(userId);
      return adminWithdrawals.ofUser(userId, request.query.page, request.query.limit);
    },
  );

  routes.get(
    '/users/:id/referral-tree',
    {
      schema: {
        tags,
        summary: 'The member as ROOT with their referrals nested down to `depth` levels (1 to 5)',
        params: userParamSchema,
        querystring: referralTreeQuerySchema,
        response: { 200: referralTreeResponseSchema },
      },
    },
    async (request) => adminUsers.referralTree(userIdOf(request.params), request.query.depth),
  );

  routes.get(
    '/users/:id/daily-earnings',
    {
      schema: {
        tags,
        summary:
          "The member's daily rewards: summary, the last 14 UTC days, and the credits a page at a time",
        params: userParamSchema,
        querystring: dailyEarningsQuerySchema,
        response: { 200: dailyEarningsResponseSchema },
      },
    },
    async (request) => adminUsers.dailyEarnings(userIdOf(request.params), request.query),
  );

  routes.get(
    '/vip-members',
    {
      schema: {
        tags,
        summary: 'Members holding a VIP level; search by name, email, phone or level',
        querystring: vipMembersQuerySchema,
        response: { 200: vipMembersResponseSchema },
      },
    },
    async (request) => adminUsers.vipMembers(request.query),
  );

  await app.register(adminExportRoutes);
};

export const adminUsersRoutes: ModuleRoutes = { admin: adminRoutes };
