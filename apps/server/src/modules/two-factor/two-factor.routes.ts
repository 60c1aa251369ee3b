import {
  authResponseSchema,
  loginTwoFactorRequestSchema,
  successSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

/** HTTP for two-factor authentication: the second sign-in step, and enrolment on the profile. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, twoFactor } = app.services;

  routes.post(
    '/auth/login/2fa',
    { schema: { tags: ['auth'], body: loginTwoFactorRequestSchema, response: { 200: authResponseSchema } } },
    async (request) => {
      const userId = await twoFactor.redeemChallenge(request.body.challengeToken, request.body.code);
      return auth.startSignedIn(userId);
    },
  );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, twoFactor } = app.services;

  routes.get(
    '/auth/2fa',
    { schema: { tags: ['auth'], response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(request.member.userId, request.member.isAdmin),
  );

  routes.post(
    '/auth/2fa/setup',
    { schema: { tags: ['auth'], response: { 200: twoFactorSetupResponseSchema } } },
    async (request) => {
      const user = await auth.profile(request.member.userId);
      return twoFactor.setup(user.id, user.email ?? user.phone ?? user.username);
    },
  );

  routes.post(
    '/auth/2fa/enable',
    {
      schema: {
        tags: ['auth'],
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorEnabledResponseSchema },
      },
    },
    async (request) => twoFactor.enable(request.member.userId, request.body.code),
  );

  routes.post(
    '/auth/2fa/disable',
    { schema: { tags: ['auth'], body: twoFactorCodeRequestSchema, response: { 200: successSchema } } },
    async (request) => twoFactor.disable(request.member.userId, request.body.code),
  );
};

export const twoFactorRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes };
