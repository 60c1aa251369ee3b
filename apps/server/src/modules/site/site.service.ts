import {
  type PageKey,
  type PageText,
  type SiteContent,
  type SiteContentDocument,
  siteContentDocumentSchema,
  TOKENOMICS_SUM_MESSAGE,
  type Tokenomics,
  tokenomicsShareKeys,
  tokenomicsSumHundredths,
  type UpdateSiteContentRequest,
} from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { builtInPages, pageTitles } from './site.pages.ts';
import {
  insertSiteContentIfAbsent,
  lockSiteContentRow,
  readSiteContentRow,
  writeSiteContentRow,
} from './site.repo.ts';

/** Nothing published: every optional landing section is hidden (rule 37). */
export const emptySiteContent: SiteContentDocument = Object.freeze({
  problem: '',
  solution: '',
  roadmap: [],
  team: [],
  tokenomics: null,
  pages: { help: '', terms: '', privacy: '' },
  example: false,
});

/** Content stored before the pages moved here has none: each then shows its built-in text. */
const storedSiteContentSchema = siteContentDocumentSchema.extend({
  pages: siteContentDocumentSchema.shape.pages.default(emptySiteContent.pages),
});

/**
 * Another process sharing PostgreSQL may change the content; a cached copy is trusted this long
 * (by the app clock). A change in this process drops it at once.
 */
const CACHE_TTL_MS = 60_000;

/** The row is written only by `update` and the demo seed, so a value that does not parse is a bug. */
function parseStored(value: unknown): SiteContentDocument {
  const parsed = storedSiteContentSchema.safeParse(value);
  if (!parsed.success) throw new Error(`stored site content is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** The rule across fields (422): published tokenomics shares add up to exactly 100 %. */
function assertContentRules(content: SiteContentDocument): void {
  if (content.tokenomics && tokenomicsSumHundredths(content.tokenomics) !== 100 * 100) {
    const errors = tokenomicsShareKeys.map((key) => ({
      path: `tokenomics.${key}`,
      msg: TOKENOMICS_SUM_MESSAGE,
    }));
    throw new AppError('RULE_VIOLATION', TOKENOMICS_SUM_MESSAGE, errors);
  }
}

/**
 * The operator's landing content (problem, solution, roadmap, team, tokenomics) and the help,
 * terms and privacy pages: one document,
 * replaced whole by the admin 'Site' tab, with its audit entry in the same transaction.
 */
export function createSiteService(deps: ModuleDeps, services: { audit: AuditService }) {
  const { db } = deps.database;
  let cache: { content: SiteContent; loadedAtMs: number } | undefined;

  async function content(): Promise<SiteContent> {
    const nowMs = deps.clock.now().getTime();
    const age = cache ? nowMs - cache.loadedAtMs : Number.POSITIVE_INFINITY;
    if (cache && age >= 0 && age < CACHE_TTL_MS) return cache.content;
    const row = await readSiteContentRow(db);
    const document = row ? parseStored(row.value) : emptySiteContent;
    const loaded = { ...document, updatedAt: row?.updatedAt.toISOString() ?? null };
    cache = { content: loaded, loadedAtMs: nowMs };
    return loaded;
  }

  return {
    content,

    async update(actorId: string, input: UpdateSiteContentRequest): Promise<SiteContent> {
      const next = siteContentDocumentSchema.parse(input);
      assertContentRules(next);
      await db.transaction(async (tx) => {
        const row = await lockSiteContentRow(tx);
        const now = deps.clock.now();
        await writeSiteContentRow(tx, next, now, actorId);
        await services.audit.record(tx, {
          actorId,
          action: 'site_content.update',
          targetType: 'site_content',
          before: row ? row.value : null,
          after: next,
        });
      });
      cache = undefined;
      return content();
    },

    /** The help, terms or privacy page: the operator's text, or the built-in one while theirs is empty. */
    async page(key: PageKey): Promise<PageText> {
      const written = (await content()).pages[key];
      return { title: pageTitles[key], text: written || builtInPages[key] };
    },

    /** The published tokenomics, or 404 'Tokenomics not published'. */
    async tokenomics(): Promise<Tokenomics> {
      const current = await content();
      if (!current.tokenomics) throw new AppError('NOT_FOUND', 'Tokenomics not published');
      return { ...current.tokenomics, example: current.example };
    },

    /** Demo only: fills every section with example content unless the operator has written any. */
    async seedExample(document: SiteContentDocument): Promise<void> {
      assertContentRules(document);
      await insertSiteContentIfAbsent(db, document, deps.clock.now());
      cache = undefined;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
