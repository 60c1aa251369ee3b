import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import type { Page } from '@playwright/test';

const locales = fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url));
const po = formatter({ lineNumbers: false });

/** One language's catalogs: English text → its translation, every message's generated id. */
export interface LanguageCatalog {
  language: string;
  /** English texts without placeholders whose translation reads differently. */
  untranslated: Set<string>;
  /** The ids Lingui shows in place of a message it cannot find. */
  ids: Set<string>;
  /** A message's text in this language, from its English text. */
  translate(english: string): string;
}

export async function readCatalog(language: string): Promise<LanguageCatalog> {
  const untranslated = new Set<string>();
  const ids = new Set<string>();
  const translations = new Map<string, string>();
  const folder = path.join(locales, language);
  for (const file of readdirSync(folder)) {
    const filename = path.join(folder, file);
    const catalog = await po.parse(readFileSync(filename, 'utf8'), {
      locale: language,
      sourceLocale: 'en',
      filename,
    });
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      ids.add(id);
      const english = entry.message ?? id;
      if (entry.translation) translations.set(english, entry.translation);
      if (!/[{}<>]/.test(english) && entry.translation && entry.translation !== english)
        untranslated.add(english.trim());
    }
  }
  const translate = (english: string) => {
    const text = translations.get(english);
    if (text === undefined) throw new Error(`no ${language} translation of "${english}"`);
    return text;
  };
  return { language, untranslated, ids, translate };
}

/** Every text a person reads on the page: visible text nodes and labels, placeholders and titles. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text || !parent || parent.closest('script, style, [hidden], code, kbd, pre')) continue;
      // Operator content shown in English, as it says (no translation written yet).
      if (parent.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
      if (parent.getClientRects().length === 0 && !parent.closest('.sr-only')) continue;
      texts.add(text);
      const whole = parent.textContent?.replace(/\s+/g, ' ').trim();
      if (whole) texts.add(whole);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    return [...texts];
  });
}

/**
 * Words that stay as they are in every language: the brand, tokens, networks, and the names the
 * suite gives its members. Anything else written in Latin letters on an Arabic page is a text
 * nobody marked for translation, unless it sits in an element that says it is English (operator
 * content without a translation, `lang="en"`), is data shown left to right (`dir="ltr"`) or is a
 * name never translated (`translate="no"`).
 */
const keptAsIs =
  /\b(Nova|USDT|USDC|BEP20|Polygon|BNB Smart Chain|BSC|Safe|VIP|Ada Lovelace|Grace Hopper|Ada King)\b/g;

/** Runs of two or more Latin-letter words outside English or left-to-right elements. */
function latinRunsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const runs: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [dir="ltr"], [translate="no"], code, kbd, pre'))
        continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
      if (parent.getClientRects().length === 0 && !parent.closest('.sr-only')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) runs.push(text);
    }
    return runs;
  });
}

/** What on the page is still English, or a message's id in place of its text. */
export async function untranslatedOn(page: Page, catalog: LanguageCatalog): Promise<string[]> {
  const texts = await readableTexts(page);
  const problems = texts.flatMap((text) => {
    if (catalog.untranslated.has(text)) return [`still English: "${text}"`];
    if (catalog.ids.has(text)) return [`a message id shown instead of its text: "${text}"`];
    return [];
  });
  if (catalog.language !== 'ar') return problems;
  for (const text of await latinRunsOnPage(page)) {
    const left = text.replace(keptAsIs, ' ').replace(/\S*[@/:.\d]\S*/g, ' ');
    if (/[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/.test(left))
      problems.push(`English words on an Arabic page: "${text}"`);
  }
  return problems;
}
