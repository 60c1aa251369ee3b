import {
  coldWalletInputSchema,
  idParamSchema,
  myProofQuerySchema,
  myProofSchema,
  proofListQuerySchema,
  proofListSchema,
  proofSnapshotCreatedSchema,
  proofSnapshotSchema,
  successSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

const tags = ['proof of reserves'];

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/public/proofs',
    {
      schema: {
        tags,
        summary: 'Published proof-of-reserves snapshots, newest first',
        querystring: proofListQuerySchema,
        response: { 200: proofListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.services.proofs.list(request.query.page, request.query.limit);
    },
  );
  routes.get(
    '/public/proofs/:id',
    {
      schema: {
        tags,
        summary: 'One snapshot: blocks, reserves per address and token, the liabilities root',
        params: idParamSchema,
        response: { 200: proofSnapshotSchema },
      },
    },
    async (request, reply) => {
      // A published snapshot never changes (decision 025).
      reply.header('cache-control', 'public, max-age=3600');
      return app.services.proofs.published(request.params.id);
    },
  );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/proof/me',
    {
      schema: {
        tags,
        summary: "The member's leaf, nonce and path to the root (the latest snapshot by default)",
        querystring: myProofQuerySchema,
        response: { 200: myProofSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.services.proofs.myProof(request.member.userId, request.query.snapshot);
    },
  );
};

const adminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/proofs',
    { schema: { tags, summary: 'Takes a snapshot now', response: { 201: proofSnapshotCreatedSchema } } },
    async (_request, reply) => {
      const id = await app.services.proofs.take();
      if (!id) throw new Error('an on-demand snapshot is always written');
      return reply.code(201).send({ id });
    },
  );
  routes.post(
    '/proofs/cold-wallets',
    {
      schema: {
        tags,
        summary: 'Declares a cold wallet with a signature proving control; counted from the next snapshot',
        body: coldWalletInputSchema,
        response: { 201: successSchema },
      },
    },
    async (request, reply) => {
      await app.services.proofs.declareColdWallet(request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Cold wallet declared; it counts from the next snapshot.' });
    },
  );
};

export const proofsRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes, admin: adminRoutes };
