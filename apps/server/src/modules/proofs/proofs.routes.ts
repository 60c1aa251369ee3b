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
import type { FastifyPluginAsync, FastifySchema, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

/**
 * One route's options: its OpenAPI group and summary, its schemas and, for answers that may be
 * kept, a cache policy set on successful answers only (an error must never be cached).
 */
function described<S extends FastifySchema>(summary: string, schema: S, cache?: string) {
  const onSend: onSendHookHandler = async (_request, reply, payload) => {
    if (cache && reply.statusCode < 300) reply.header('cache-control', cache);
    return payload;
  };
  return { schema: { tags: ['proof of reserves'], summary, ...schema }, onSend };
}

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/public/proofs',
    described(
      'Published proof-of-reserves snapshots, newest first',
      { querystring: proofListQuerySchema, response: { 200: proofListSchema } },
      'public, max-age=60',
    ),
    async (request) => app.services.proofs.list(request.query.page, request.query.limit),
  );
  routes.get(
    '/public/proofs/:id',
    described(
      'One snapshot: blocks, reserves per address and token, the liabilities root',
      { params: idParamSchema, response: { 200: proofSnapshotSchema } },
      // A published snapshot never changes (decision 025).
      'public, max-age=3600',
    ),
    async (request) => app.services.proofs.published(request.params.id),
  );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/proof/me',
      described(
        "The member's leaf, nonce and path to the root (the latest snapshot by default)",
        { querystring: myProofQuerySchema, response: { 200: myProofSchema } },
        'private, no-store',
      ),
      async (request) => app.services.proofs.myProof(request.member.userId, request.query.snapshot),
    );
};

const adminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/proofs',
    described('Takes a snapshot now', { response: { 201: proofSnapshotCreatedSchema } }),
    async (request, reply) => {
      const id = await app.services.proofs.take(null, request.member.userId);
      if (!id) throw new Error('an on-demand snapshot is always written');
      return reply.code(201).send({ id });
    },
  );
  routes.post(
    '/proofs/cold-wallets',
    described('Declares a cold wallet with a signature proving control; counted from the next snapshot', {
      body: coldWalletInputSchema,
      response: { 201: successSchema },
    }),
    async (request, reply) => {
      await app.services.proofs.declareColdWallet(request.member.userId, request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Cold wallet declared; it counts from the next snapshot.' });
    },
  );
};

export const proofsRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes, admin: adminRoutes };
