import { referralRatesSchema, referralStatsSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../lib/public-cache.ts';
import type { ModuleRoutes } from '../../module-types.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/vip/public/referral-rates',
      { schema: { tags: ['referrals'], response: { 200: referralRatesSchema } } },
      async (_request, reply) => {
        publicCache(reply);
        const settings = await app.services.settings.get();
        return {
          level1Rate: settings.referralBonusLevel1Rate,
          level2Rate: settings.referralBonusLevel2Rate,
          level3Rate: settings.referralBonusLevel3Rate,
        };
      },
    );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/referral/stats',
      { schema: { tags: ['referrals'], response: { 200: referralStatsSchema } } },
      (request) => app.services.referralStats.stats(request.member.userId),
    );
};

export const referralRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes };
