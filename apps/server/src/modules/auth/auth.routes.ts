import {
  authResponseSchema,
  changePasswordRequestSchema,
  emailChangeUndoRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileResponseSchema,
  referralCodeParamSchema,
  referralValidateResponseSchema,
  registerRequestSchema,
  resendResponseSchema,
  resetPasswordRequestSchema,
  successSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';
import { authRateLimits, rateLimited } from './auth.rate-limits.ts';

/** HTTP for accounts and access (/auth/* and /referral/validate). */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, signInLimits } = app.services;

  routes.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: authResponseSchema } },
      preHandler: rateLimited(app, authRateLimits.register),
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  routes.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) =>
      signInLimits.attempt(request.body.identifier, request.ip, () => auth.login(request.body)),
  );

  routes.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema },
      },
      preHandler: rateLimited(app, authRateLimits.forgotPassword),
    },
    async (request) => auth.forgotPassword(request.body),
  );

  routes.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: successSchema } },
      preHandler: rateLimited(app, authRateLimits.resetPassword),
    },
    async (request) => auth.resetPassword(request.body),
  );

  routes.post(
    '/auth/email-change/undo',
    {
      schema: { tags: ['auth'], body: emailChangeUndoRequestSchema, response: { 200: successSchema } },
      preHandler: rateLimited(app, authRateLimits.undoEmailChange),
    },
    async (request) => auth.undoEmailChange(request.body.token),
  );

  routes.get(
    '/referral/validate/:code',
    {
      schema: {
        tags: ['referral'],
        params: referralCodeParamSchema,
        response: { 200: referralValidateResponseSchema },
      },
      preHandler: rateLimited(app, authRateLimits.validateReferralCode),
    },
    async (request) => auth.validateReferralCode(request.params.code),
  );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;
  const security = [{ bearer: [] }];

  routes.post(
    '/auth/logout',
    { schema: { tags: ['auth'], security, response: { 200: successSchema } } },
    async (request) => auth.logout(request.member),
  );

  routes.get(
    '/auth/profile',
    { schema: { tags: ['auth'], security, response: { 200: profileResponseSchema } } },
    async (request) => ({ user: await auth.profile(request.member.userId) }),
  );

  routes.patch(
    '/auth/profile',
    {
      schema: {
        tags: ['auth'],
        security,
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema },
      },
      preHandler: rateLimited(app, authRateLimits.updateProfile),
    },
    async (request) => ({
      user: await auth.updateProfile(request.member.userId, request.body, request.ip),
    }),
  );

  routes.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        security,
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema },
      },
      preHandler: rateLimited(app, authRateLimits.verifyEmail),
    },
    async (request) => auth.verifyEmail(request.member.userId, request.body.otp),
  );

  routes.post(
    '/auth/resend-verification',
    {
      schema: { tags: ['auth'], security, response: { 200: resendResponseSchema } },
      preHandler: rateLimited(app, authRateLimits.resendVerification),
    },
    async (request) => auth.resendVerification(request.member.userId),
  );

  routes.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        security,
        body: changePasswordRequestSchema,
        response: { 200: successSchema },
      },
      preHandler: rateLimited(app, authRateLimits.changePassword),
    },
    async (request) => auth.changePassword(request.member, request.body),
  );
};

export const authRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes };
