/**
 * The languages Nova speaks, as BCP 47 tags. English is the default: the spec's texts, the API's
 * `message`s and the paths without a language prefix. Arabic is written right to left. Free of
 * zod (`languageSchema` is beside it), so the web app's first page can import it.
 */
export const languages = ['en', 'es', 'pt-BR', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
export const rightToLeftLanguages: readonly Language[] = ['ar'];

/** Each language's name in itself, as the language menu lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};
