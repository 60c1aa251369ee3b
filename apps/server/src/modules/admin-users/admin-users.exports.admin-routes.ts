import {
  adminDepositsQuerySchema,
  adminUsersExportQuerySchema,
  adminWithdrawalsQuerySchema,
  auditFiltersSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.ts';
import {
  auditColumns,
  depositColumns,
  EXPORT_BATCH_SIZE,
  userColumns,
  withdrawalColumns,
} from './admin-users.exports.ts';

const depositFilters = adminDepositsQuerySchema.omit({ page: true, limit: true });
const withdrawalFilters = adminWithdrawalsQuerySchema.omit({ page: true, limit: true });

/**
 * CSV exports of what an operator reconciles: each takes its list's filters, is
 * streamed a batch at a time, and is written to the audit log with those filters.
 */
export const adminExportRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { audit, adminUsers, deposits, adminWithdrawals } = app.services;
  const { db } = app.deps.database;
  const tags = ['admin: exports'];
  const produces = { produces: ['text/csv'] };

  async function recordExport(request: FastifyRequest, what: string, filters: object): Promise<Date> {
    await db.transaction((tx) =>
      audit.record(tx, {
        actorId: request.member.userId,
        action: `exports.${what}`,
        targetType: 'export',
        after: { filters },
      }),
    );
    return app.deps.clock.now();
  }

  routes.get(
    '/users/export',
    { schema: { tags, ...produces, querystring: adminUsersExportQuerySchema } },
    async (request, reply) => {
      const now = await recordExport(request, 'users', request.query);
      return sendCsv(reply, 'users', now, userColumns, adminUsers.batches(request.query, EXPORT_BATCH_SIZE));
    },
  );

  routes.get(
    '/deposits/export',
    { schema: { tags, ...produces, querystring: depositFilters } },
    async (request, reply) => {
      const now = await recordExport(request, 'deposits', request.query);
      const batches = deposits.adminReads.batches(request.query, EXPORT_BATCH_SIZE);
      return sendCsv(reply, 'deposits', now, depositColumns, batches);
    },
  );

  routes.get(
    '/withdrawals/export',
    { schema: { tags, ...produces, querystring: withdrawalFilters } },
    async (request, reply) => {
      const now = await recordExport(request, 'withdrawals', request.query);
      const batches = adminWithdrawals.batches(request.query, EXPORT_BATCH_SIZE);
      return sendCsv(reply, 'withdrawals', now, withdrawalColumns, batches);
    },
  );

  routes.get(
    '/audit-log/export',
    { schema: { tags, ...produces, querystring: auditFiltersSchema } },
    async (request, reply) => {
      const now = await recordExport(request, 'audit-log', request.query);
      return sendCsv(reply, 'audit-log', now, auditColumns, audit.batches(request.query, EXPORT_BATCH_SIZE));
    },
  );
};
