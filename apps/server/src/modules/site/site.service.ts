import {
  defaultLanguage,
  type Language,
  type LocalizedSiteContent,
  type PageKey,
  type PageText,
  pageKeys,
  type SiteContent,
  type SiteContentDocument,
  type SiteTranslation,
  type SiteTranslationResponse,
  siteContentDocumentSchema,
  siteTranslationSchema,
  TOKENOMICS_SUM_MESSAGE,
  type Tokenomics,
  type TranslationLanguage,
  tokenomicsShareKeys,
  tokenomicsSumHundredths,
  type UpdateSiteContentRequest,
} from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { builtInPages, pageTitles } from './site.pages.ts';
import {
  insertSiteContentIfAbsent,
  lockSiteContentRow,
  readSiteContentRow,
  readTranslationRow,
  writeSiteContentRow,
  writeTranslationRow,
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

/** A language with nothing translated yet. */
const emptyTranslation: SiteTranslation = Object.freeze({
  problem: '',
  solution: '',
  pages: { help: '', terms: '', privacy: '' },
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

function parseTranslation(value: unknown): SiteTranslation {
  const parsed = siteTranslationSchema.safeParse(value);
  if (!parsed.success) throw new Error(`stored site translation is invalid: ${parsed.error.message}`);
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
  /** The default language's content under the key 'en', each translation under its language. */
  const cache = new Map<Language, { value: SiteContent | SiteTranslationResponse; loadedAtMs: number }>();

  async function cached<T extends SiteContent | SiteTranslationResponse>(
    language: Language,
    load: () => Promise<T>,
  ): Promise<T> {
    const nowMs = deps.clock.now().getTime();
    const entry = cache.get(language);
    const age = entry ? nowMs - entry.loadedAtMs : Number.POSITIVE_INFINITY;
    if (entry && age >= 0 && age < CACHE_TTL_MS) return entry.value as T;
    const value = await load();
    cache.set(language, { value, loadedAtMs: nowMs });
    return value;
  }

  const content = () =>
    cached(defaultLanguage, async (): Promise<SiteContent> => {
      const row = await readSiteContentRow(db);
      const document = row ? parseStored(row.value) : emptySiteContent;
      return { ...document, updatedAt: row?.updatedAt.toISOString() ?? null };
    });

  /** One language's version as written in the Site tab (empty fields where none is written). */
  const translation = (language: TranslationLanguage) =>
    cached(language, async (): Promise<SiteTranslationResponse> => {
      const row = await readTranslationRow(db, language);
      const value = row ? parseTranslation(row.value) : emptyTranslation;
      return { ...value, language, updatedAt: row?.updatedAt.toISOString() ?? null };
    });

  /** The language's version, or none for the default language (its text is the content). */
  const versionIn = (language: Language): Promise<SiteTranslation> =>
    language === defaultLanguage
      ? Promise.resolve(emptyTranslation)
      : translation(language as TranslationLanguage);

  return {
    content,
    translation,

    /** The landing content with each text in `language` where translated (public reads). */
    async localizedContent(language: Language): Promise<LocalizedSiteContent> {
      const [base, version] = await Promise.all([content(), versionIn(language)]);
      const sections = ['problem', 'solution'] as const;
      const translated = sections.every((key) => !base[key] || version[key]);
      const pages = { ...base.pages };
      for (const key of pageKeys) pages[key] = version.pages[key] || base.pages[key];
      return {
        ...base,
        problem: version.problem || base.problem,
        solution: version.solution || base.solution,
        pages,
        language: translated ? language : defaultLanguage,
        requestedLanguage: language,
      };
    },

    /** Replaces one language's version whole, audit-logged; empty fields fall back to the default. */
    async updateTranslation(
      actorId: string,
      language: TranslationLanguage,
      input: SiteTranslation,
    ): Promise<SiteTranslationResponse> {
      const next = siteTranslationSchema.parse(input);
      await db.transaction(async (tx) => {
        const before = await writeTranslationRow(tx, language, next, deps.clock.now(), actorId);
        await services.audit.record(tx, {
          actorId,
          action: 'site_translation.update',
          targetType: 'site_content',
          targetId: language,
          before: before ? before.value : null,
          after: next,
        });
      });
      cache.delete(language);
      return translation(language);
    },

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
      cache.delete(defaultLanguage);
      return content();
    },

    /**
     * The help, terms or privacy page in `language` when translated; else the operator's text in
     * the default language, or the built-in one while theirs is empty.
     */
    async page(key: PageKey, language: Language): Promise<PageText> {
      const [written, version] = await Promise.all([content(), versionIn(language)]);
      const translated = version.pages[key];
      return {
        title: pageTitles[key],
        text: translated || written.pages[key] || builtInPages[key],
        language: translated ? language : defaultLanguage,
        requestedLanguage: language,
      };
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
      cache.delete(defaultLanguage);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
