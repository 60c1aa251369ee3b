import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { shownLanguageFields, translationLanguageSchema } from './content-languages.ts';

/**
 * The operator's landing content (rule 37): what
 * the landing page says about the problem, the solution, the roadmap, the team and the tokenomics.
 * Text is Markdown, rendered without raw HTML. An empty section is not shown at all.
 */
const markdown = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** Photos are shown from the operator's own server or any https address, never plain http. */
const photoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/') || /^https:\/\/[^\s]+$/.test(value), {
    message: 'Use an https:// address or a path on this site',
  });

export const roadmapQuarterSchema = z.object({
  /** e.g. 'Q1 2026'. */
  quarter: requiredText('Quarter', 40),
  items: z
    .array(z.object({ text: requiredText('Item', 200), done: z.boolean() }))
    .min(1, 'Add at least one item')
    .max(12, 'At most 12 items'),
});
export type RoadmapQuarter = z.infer<typeof roadmapQuarterSchema>;

export const teamMemberSchema = z.object({
  name: requiredText('Name', 80),
  role: requiredText('Role', 80),
  photoUrl: photoUrlSchema,
  bio: markdown(500),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The five tokenomics shares (rule 37), in percent with at most two decimals. */
export const tokenomicsShareKeys = [
  'stakingRewards',
  'teamAdvisors',
  'communityIncentives',
  'partnerships',
  'reserveLiquidity',
] as const;
export type TokenomicsShareKey = (typeof tokenomicsShareKeys)[number];

const share = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'At least 0')
  .max(100, 'At most 100')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

/** A rule across fields, checked by the server (422) and shown live by the form. */
export const TOKENOMICS_SUM_MESSAGE = 'The five percentages must add up to 100';

/** Sums in hundredths of a percent, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function tokenomicsSumHundredths(shares: Record<TokenomicsShareKey, number>): number {
  return tokenomicsShareKeys.reduce((sum, key) => sum + Math.round(shares[key] * 100), 0);
}

export const tokenomicsContentSchema = z.object({
  stakingRewards: share,
  teamAdvisors: share,
  communityIncentives: share,
  partnerships: share,
  reserveLiquidity: share,
  details: markdown(5000),
});
export type TokenomicsContent = z.infer<typeof tokenomicsContentSchema>;

/** The help, terms and privacy pages (rule 37), written in the Site tab. */
export const pageKeys = ['help', 'terms', 'privacy'] as const;
export type PageKey = (typeof pageKeys)[number];
export const pageTextResponseSchema = z.object({
  title: z.string(),
  text: z.string(),
  ...shownLanguageFields,
});
export type PageText = z.infer<typeof pageTextResponseSchema>;

/** Markdown per page; an empty page shows the built-in text, which describes how Nova works. */
export const sitePagesSchema = z.object({
  help: markdown(50_000),
  terms: markdown(50_000),
  privacy: markdown(50_000),
});
export type SitePages = z.infer<typeof sitePagesSchema>;

export const siteContentDocumentSchema = z.object({
  problem: markdown(5000),
  solution: markdown(5000),
  roadmap: z.array(roadmapQuarterSchema).max(8, 'At most 8 quarters'),
  team: z.array(teamMemberSchema).max(24, 'At most 24 people'),
  /** null: not published (the tokenomics section is hidden and its API answers 404). */
  tokenomics: tokenomicsContentSchema.nullable(),
  pages: sitePagesSchema,
  /** The content is sample text (the demo's): the landing page labels it as example content. */
  example: z.boolean(),
});
export type SiteContentDocument = z.infer<typeof siteContentDocumentSchema>;

export const updateSiteContentRequestSchema = siteContentDocumentSchema;
export type UpdateSiteContentRequest = z.input<typeof updateSiteContentRequestSchema>;

export const siteContentSchema = siteContentDocumentSchema.extend({ updatedAt: isoDateSchema.nullable() });
export type SiteContent = z.infer<typeof siteContentSchema>;

/**
 * GET /site/content?lang=: the texts in the language asked for where translated. `language` is
 * the asked one only when every landing text shown is in it.
 */
export const localizedSiteContentSchema = siteContentSchema.extend(shownLanguageFields);
export type LocalizedSiteContent = z.infer<typeof localizedSiteContentSchema>;

/**
 * One language's version of the landing texts and the pages, written in the Site tab. An empty
 * field has no translation: the default language's text is shown in its place.
 */
export const siteTranslationSchema = z.object({
  problem: markdown(5000),
  solution: markdown(5000),
  pages: sitePagesSchema,
});
export type SiteTranslation = z.infer<typeof siteTranslationSchema>;

export const siteTranslationResponseSchema = siteTranslationSchema.extend({
  language: translationLanguageSchema,
  updatedAt: isoDateSchema.nullable(),
});
export type SiteTranslationResponse = z.infer<typeof siteTranslationResponseSchema>;

/** GET /vip/public/tokenomics: the operator's published figures. */
export const tokenomicsSchema = z.object({
  stakingRewards: z.number(),
  teamAdvisors: z.number(),
  communityIncentives: z.number(),
  partnerships: z.number(),
  reserveLiquidity: z.number(),
  details: z.string(),
  example: z.boolean(),
});
export type Tokenomics = z.infer<typeof tokenomicsSchema>;

/** GET /site/help-figures: what the help page states from the live configuration. */
export const helpFiguresSchema = z.object({
  /** Withdrawal fee tiers, lowest first; percent as a fraction (0.02 = 2 %). */
  feeTiers: z.array(
    z.object({ minAmount: z.string(), maxAmount: z.string().nullable(), percent: z.number() }),
  ),
  /** Per network, the depth that makes a transfer final where the chain offers no finalized block. */
  confirmations: z.array(
    z.object({ network: z.enum(['BEP20', 'POLYGON']), confirmations: z.number().int() }),
  ),
});
export type HelpFigures = z.infer<typeof helpFiguresSchema>;
