import { i18n } from '@lingui/core';
import { defaultLanguage, type Language, languages, rightToLeftLanguages } from '@nova/contracts/languages';
import { type CatalogGroup, loadCatalogs, loadWantedCatalogs } from './catalogs.ts';

/**
 * Which language the app speaks (decision 032): a public page's language prefix (`/es/…`), else
 * the choice kept in local storage (a visitor's menu choice, or a member's account language once
 * signed in), else the first of the browser's preferred languages Nova speaks, else English.
 * `public/boot.js` applies the same rule before the first paint, so `<html lang dir>` is right from
 * the start; the app reads the language back from there.
 */
const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language a `/es/…` path names, if any. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return first !== defaultLanguage && isLanguage(first) ? first : null;
}

/** `pathname` in `language`: its prefix replaced, none for English. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = languageOfPath(pathname) ? pathname.replace(/^\/[^/]+/, '') || '/' : pathname;
  if (language === defaultLanguage) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** The language `<html lang>` names (set by boot.js or the prerender), English if none of ours. */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private windows without storage keep the choice for this visit only.
  }
}

export function isRightToLeft(language: Language): boolean {
  return rightToLeftLanguages.includes(language);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * Loads what a screen showing the words of `groups` needs in the active language before it is
 * shown; the first screen starts the app in the document's language.
 */
export async function loadLanguageFor(groups: CatalogGroup[]): Promise<void> {
  const language = activeLanguage();
  await loadCatalogs(language, groups);
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * Switches the whole app at once, without a reload: the new language's catalogs for every group
 * shown so far load first, then every mounted component renders again in it. Kept for the next
 * visit in local storage; a member's choice is also saved on the account by the caller.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadWantedCatalogs(language);
  i18n.activate(language);
  applyToDocument(language);
}

/** The active language; before the first screen is shown, the document's. */
export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : documentLanguage();
}

/**
 * The locale numbers and dates are written in: the active language's, except English, which keeps
 * the browser's own locale (`undefined`) so that an English reader in the UK keeps their date order.
 */
export function formatLocale(): string | undefined {
  const language = activeLanguage();
  return language === defaultLanguage ? undefined : language;
}
