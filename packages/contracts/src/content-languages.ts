import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { defaultLanguage, type Language, languages } from './languages.ts';

/**
 * Operator content (site texts, help, terms, privacy, news) in several languages: the default
 * language's text is the content itself; every other language may have a translation, and where
 * it has none the default language's text is shown, saying so.
 */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const translationLanguages = languages.filter(
  (language): language is TranslationLanguage => language !== defaultLanguage,
);
export const translationLanguageSchema = z.enum(
  translationLanguages as [TranslationLanguage, ...TranslationLanguage[]],
  {
    message: 'Choose Spanish, Portuguese or Arabic: English is the content itself',
  },
);

/** `?lang=` on a public read of operator content; when absent the Accept-Language header decides. */
export const contentLanguageQuerySchema = z.object({ lang: languageSchema.optional() });
export type ContentLanguageQuery = z.infer<typeof contentLanguageQuerySchema>;

/**
 * Which language a public text is shown in: `requestedLanguage` when translated, else the default
 * language (then the page says the text is shown in English because no translation exists).
 */
export const shownLanguageFields = {
  language: languageSchema,
  requestedLanguage: languageSchema,
};
export type ShownLanguage = { language: Language; requestedLanguage: Language };

/** The language param of the admin translation routes (`/admin/site/translations/:language`). */
export const translationLanguageParamSchema = z.object({ language: translationLanguageSchema });
