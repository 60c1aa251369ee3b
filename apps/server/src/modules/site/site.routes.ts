import {
  contentLanguageQuerySchema,
  helpFiguresSchema,
  localizedSiteContentSchema,
  pageKeys,
  pageTextResponseSchema,
  siteContentSchema,
  siteTranslationResponseSchema,
  siteTranslationSchema,
  networks as supportedNetworks,
  tokenomicsSchema,
  translationLanguageParamSchema,
  updateSiteContentRequestSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestedLanguage } from '../../lib/content-language.ts';
import type { ModuleRoutes } from '../../module-types.ts';

/**
 * The server keeps the content in memory and drops it on change; browsers revalidate every time,
 * so an edit shows on the next page load.
 */
const PUBLIC_CACHE = 'no-cache';

const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(helpRoutes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/site/content',
    {
      schema: {
        tags: ['site'],
        summary:
          "The operator's landing content (problem, solution, roadmap, team, tokenomics) and pages, in the language asked for where translated",
        querystring: contentLanguageQuerySchema,
        response: { 200: localizedSiteContentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return app.services.site.localizedContent(requestedLanguage(request, reply));
    },
  );
  // One route per page, so an unknown page is the API's ordinary 404 and the document lists each.
  for (const page of pageKeys) {
    routes.get(
      `/pages/${page}`,
      {
        schema: {
          tags: ['site'],
          summary: `The operator's ${page} text, in the language asked for where translated`,
          querystring: contentLanguageQuerySchema,
          response: { 200: pageTextResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return app.services.site.page(page, requestedLanguage(request, reply));
      },
    );
  }
  routes.get(
    '/vip/public/tokenomics',
    {
      schema: {
        tags: ['site'],
        summary: "The operator's published token distribution (404 until published)",
        response: { 200: tokenomicsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return app.services.site.tokenomics();
    },
  );
};

/** The figures the help page states: fee tiers and confirmation depths, from the live configuration. */
const helpRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/site/help-figures',
    {
      schema: {
        tags: ['site'],
        summary: 'Withdrawal fee tiers and confirmation depths, for the help page',
        response: { 200: helpFiguresSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      const tiers = await app.services.feeTiers.list();
      const networks = app.services.chain.settings.networks;
      return {
        feeTiers: tiers.map(({ minAmount, maxAmount, percent }) => ({ minAmount, maxAmount, percent })),
        confirmations: supportedNetworks.map((network) => ({
          network,
          confirmations: networks[network].confirmations,
        })),
      };
    },
  );
};

const adminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/site/translations/:language',
    {
      schema: {
        tags: ['admin'],
        summary: "One language's version of the landing texts and the pages (empty: not translated)",
        params: translationLanguageParamSchema,
        response: { 200: siteTranslationResponseSchema },
      },
    },
    async (request) => app.services.site.translation(request.params.language),
  );
  routes.put(
    '/site/translations/:language',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: "Replace one language's version of the landing texts and the pages (audit-logged)",
        params: translationLanguageParamSchema,
        body: siteTranslationSchema,
        response: { 200: siteTranslationResponseSchema },
      },
    },
    async (request) =>
      app.services.site.updateTranslation(request.member.userId, request.params.language, request.body),
  );
  routes.put(
    '/site/content',
    {
      // The whole document at once: three pages of up to 50,000 characters and the landing texts.
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Replace the landing content and the help, terms and privacy pages (audit-logged)',
        body: updateSiteContentRequestSchema,
        response: { 200: siteContentSchema },
      },
    },
    async (request) => app.services.site.update(request.member.userId, request.body),
  );
};

export const siteRoutes: ModuleRoutes = { public: publicRoutes, admin: adminRoutes };
