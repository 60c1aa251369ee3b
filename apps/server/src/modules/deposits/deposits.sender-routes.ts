import {
  addSenderAddressRequestSchema,
  removeSenderAddressRequestSchema,
  senderAddressesResponseSchema,
  senderAddressParamsSchema,
  senderAddressSchema,
  senderChallengeRequestSchema,
  senderChallengeResponseSchema,
  successSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rateLimited } from '../rate-limits/index.ts';
import { depositRateLimits } from './deposits.rate-limits.ts';

/**
 * The member's proved sender addresses (decision 017), registered inside the deposit member routes
 * so they share the verified-email rule. They stay open while deposits are closed.
 */
export const senderAddressRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { senderProofs } = app.services.deposits;
  const tags = ['deposits'];
  const limit = rateLimited(app, depositRateLimits.senderProof, 'sender-proof');

  routes.get(
    '/deposit/sender-addresses',
    { schema: { tags, response: { 200: senderAddressesResponseSchema } } },
    async (request) => senderProofs.list(request.member.userId),
  );

  routes.post(
    '/deposit/sender-addresses/challenge',
    {
      schema: {
        tags,
        summary: 'The message to sign (EIP-191 personal_sign) with the sender address’s key',
        body: senderChallengeRequestSchema,
        response: { 200: senderChallengeResponseSchema },
      },
      preHandler: limit,
    },
    async (request) => senderProofs.challenge(request.member.userId, request.body),
  );

  routes.post(
    '/deposit/sender-addresses',
    {
      schema: {
        tags,
        summary: 'Adds a sender address proved by its signature; needs the password and a 2FA code if on',
        body: addSenderAddressRequestSchema,
        response: { 201: senderAddressSchema },
      },
      preHandler: limit,
    },
    async (request, reply) => {
      const proved = await senderProofs.prove(request.member.userId, request.body, request.ip);
      return reply.code(201).send(proved);
    },
  );

  routes.delete(
    '/deposit/sender-addresses/:address',
    {
      schema: {
        tags,
        params: senderAddressParamsSchema,
        body: removeSenderAddressRequestSchema,
        response: { 200: successSchema },
      },
      preHandler: limit,
    },
    async (request) =>
      senderProofs.remove(request.member.userId, request.params.address, request.body, request.ip),
  );
};
