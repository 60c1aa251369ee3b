import {
  authResponseSchema,
  loginTwoFactorRequestSchema,
  successSchema,
  twoFactorChangeRequestSchema,
  twoFactorEnabledResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';
import { perClient, perMember, rateLimited } from '../rate-limits/index.ts';

/**
 * Turning two-factor on or off checks the password (and a code): at most 10 tries an hour per
 * member and 30 per client address in 15 minutes, shared by both routes, counted before the check.
 */
const changeLimits = [perClient(30, 15), perMember(10, 60)];

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

  // Only for a proved address: whoever registered someone else's email cannot enrol on it (decision 002).
  routes.post(
    '/auth/2fa/setup',
    {
      schema: { tags: ['auth'], response: { 200: twoFactorSetupResponseSchema } },
      preHandler: requireVerifiedEmail,
    },
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
        body: twoFactorChangeRequestSchema,
        response: { 200: twoFactorEnabledResponseSchema },
      },
      preHandler: [requireVerifiedEmail, rateLimited(app, changeLimits, 'two-factor-change')],
    },
    async (request) => {
      const { currentPassword } = request.body;
      await auth.confirmSensitiveChange(request.member.userId, { currentPassword }, request.ip);
      return twoFactor.enable(request.member.userId, request.body.code);
    },
  );

  routes.post(
    '/auth/2fa/disable',
    {
      schema: { tags: ['auth'], body: twoFactorChangeRequestSchema, response: { 200: successSchema } },
      preHandler: rateLimited(app, changeLimits, 'two-factor-change'),
    },
    async (request) => {
      const { currentPassword, code } = request.body;
      await auth.confirmSensitiveChange(
        request.member.userId,
        { currentPassword, twoFactorCode: code },
        request.ip,
      );
      return twoFactor.disable(request.member.userId);
    },
  );
};

export const twoFactorRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes };
