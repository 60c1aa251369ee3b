import {
  adminAnnouncementsQuerySchema,
  announcementResponseSchema,
  announcementsResponseSchema,
  createAnnouncementRequestSchema,
  idParamSchema,
  publicAnnouncementsQuerySchema,
  publicAnnouncementsResponseSchema,
  successSchema,
  updateAnnouncementRequestSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestedLanguage } from '../../lib/content-language.ts';
import type { ModuleRoutes } from '../../module-types.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/announcements',
    {
      schema: {
        tags: ['announcements'],
        summary:
          'Published news or management-log entries, newest first, in the language asked for where translated',
        querystring: publicAnnouncementsQuerySchema,
        response: { 200: publicAnnouncementsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.services.announcements.published(request.query, requestedLanguage(request, reply));
    },
  );
};

const tags = ['admin: announcements'];

const adminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { announcements } = app.services;

  routes.get(
    '/announcements',
    {
      schema: {
        tags,
        querystring: adminAnnouncementsQuerySchema,
        response: { 200: announcementsResponseSchema },
      },
    },
    async (request) => announcements.adminList(request.query),
  );

  routes.post(
    '/announcements',
    {
      schema: { tags, body: createAnnouncementRequestSchema, response: { 201: announcementResponseSchema } },
    },
    async (request, reply) => {
      const announcement = await announcements.create(request.member.userId, request.body);
      const message = announcement.publishedAt ? 'Post published' : 'Draft saved';
      return reply.code(201).send({ success: true, message, announcement });
    },
  );

  routes.put(
    '/announcements/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateAnnouncementRequestSchema,
        response: { 200: announcementResponseSchema },
      },
    },
    async (request) => {
      const announcement = await announcements.update(request.member.userId, request.params.id, request.body);
      return { success: true as const, message: 'Post updated', announcement };
    },
  );

  routes.delete(
    '/announcements/:id',
    { schema: { tags, params: idParamSchema, response: { 200: successSchema } } },
    async (request) => {
      await announcements.remove(request.member.userId, request.params.id);
      return { success: true as const, message: 'Post deleted' };
    },
  );
};

export const announcementRoutes: ModuleRoutes = { public: publicRoutes, admin: adminRoutes };
