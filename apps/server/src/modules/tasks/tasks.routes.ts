import {
  availableTasksResponseSchema,
  earningHistoryQuerySchema,
  earningHistoryResponseSchema,
  earningStatusSchema,
  startEarningResponseSchema,
  taskHistoryQuerySchema,
  taskHistoryResponseSchema,
  taskIdParamSchema,
  vipStatusResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { acceptedAgeMs } from '../../lib/member-reads-cache.ts';
import type { ModuleRoutes } from '../../module-types.ts';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';

/** How old a snapshot the member's poll accepts (its `Cache-Control: max-age`). */
const acceptedAge = (request: FastifyRequest) => acceptedAgeMs(request.headers['cache-control']);

/** VIP status, earning sessions and the Tasks screen: /vip/* and /tasks/*. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { earningSessions, tasks } = app.services;
  const startSchema = { tags: ['tasks'], response: { 200: startEarningResponseSchema } };
  const startEarning = (request: FastifyRequest) =>
    earningSessions.start(request.member.userId, idempotencyKeyOf(request));

  routes.get(
    '/vip/status',
    { schema: { tags: ['vip'], response: { 200: vipStatusResponseSchema } } },
    (request) => earningSessions.vipStatus(request.member.userId, acceptedAge(request)),
  );
  routes.post('/vip/start-earning', { preHandler: requireVerifiedEmail, schema: startSchema }, startEarning);
  routes.post(
    '/tasks/start-earning',
    { preHandler: requireVerifiedEmail, schema: startSchema },
    startEarning,
  );

  routes.get(
    '/tasks/earning-status',
    { schema: { tags: ['tasks'], response: { 200: earningStatusSchema } } },
    (request) => earningSessions.status(request.member.userId, acceptedAge(request)),
  );
  routes.get(
    '/tasks/earning-history',
    {
      schema: {
        tags: ['tasks'],
        querystring: earningHistoryQuerySchema,
        response: { 200: earningHistoryResponseSchema },
      },
    },
    (request) => tasks.earningHistory(request.member.userId, request.query.page, request.query.limit),
  );
  routes.get(
    '/tasks/available',
    { schema: { tags: ['tasks'], response: { 200: availableTasksResponseSchema } } },
    (request) => tasks.available(request.member.userId),
  );
  routes.post(
    '/tasks/start/:id',
    {
      preHandler: requireVerifiedEmail,
      schema: {
        tags: ['tasks'],
        params: taskIdParamSchema,
        response: { 200: startEarningResponseSchema },
      },
    },
    (request) => tasks.start(request.member.userId, request.params.id, idempotencyKeyOf(request)),
  );
  routes.get(
    '/tasks/history',
    {
      schema: {
        tags: ['tasks'],
        querystring: taskHistoryQuerySchema,
        response: { 200: taskHistoryResponseSchema },
      },
    },
    (request) => tasks.taskHistory(request.member.userId, request.query.page, request.query.limit),
  );
};

export const tasksRoutes: ModuleRoutes = { member: memberRoutes };
