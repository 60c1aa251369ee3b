import { formatMicros, type Language, rightToLeftLanguages } from '@nova/contracts';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Every email's one shape (decision 021): modules write what a message says (a subject, paragraphs,
 * at most one link to a page of the site); this renders it as plain text and as simple HTML with
 * every value escaped, names the site (SITE_NAME) in the subject and the signature, and makes
 * links absolute on PUBLIC_URL. A message's two parts always say the same thing. Each is in the
 * recipient's language; an Arabic one reads right to left, its values (addresses, hashes, amounts)
 * kept left to right.
 */
export interface EmailContent {
  to: string;
  language: Language;
  subject: string;
  paragraphs: string[];
  /** A button to a page of the site: a path such as `/verify-email`. */
  action?: { label: string; path: string };
}

export interface Site {
  name: string;
  /** The site's address, without a trailing slash. */
  url: string;
}

/** What a dictionary writes: the message without its recipient. */
export type EmailMessage = Omit<EmailContent, 'to' | 'language'>;

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const isolated = /\u2066([^\u2069]*)\u2069/g;

/**
 * A value that reads left to right whatever the language around it (an address, a hash, an
 * amount, a code): Unicode isolates in the text, a `<bdi dir="ltr">` in the HTML.
 */
export const leftToRight = (value: string) => `${LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;

/** An amount in the language's number format, exact: the decimal string is formatted, never a float. */
export function formatAmount(micros: bigint, language: Language): string {
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
  return leftToRight(format.format(formatMicros(micros) as `${number}`));
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(isolated, '<bdi dir="ltr">$1</bdi>').replaceAll('\n', '<br>')}</p>`;

export function renderEmail(site: Site, content: EmailContent): MailMessage {
  const rightToLeft = rightToLeftLanguages.includes(content.language);
  const link = content.action && { label: content.action.label, url: `${site.url}${content.action.path}` };
  const linkLine = link && `${link.label}: ${rightToLeft ? leftToRight(link.url) : link.url}`;
  const signature = [`— ${site.name}`, site.url];
  // Isolates matter only inside right-to-left text; elsewhere they would be invisible clutter.
  const paragraphs = rightToLeft
    ? content.paragraphs
    : content.paragraphs.map((text) => text.replace(isolated, '$1'));
  const text = [...paragraphs, ...(linkLine ? [linkLine] : []), signature.join('\n')].join('\n\n');
  const button = link
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = [
    `<!doctype html><html lang="${content.language}" dir="${rightToLeft ? 'rtl' : 'ltr'}"><body style="margin:0;padding:24px;background:#f6f7f9">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">',
    `<p style="margin:0 0 20px;font-size:18px;font-weight:700">${escapeHtml(site.name)}</p>`,
    ...paragraphs.map(paragraph),
    button,
    `<p style="margin:24px 0 0;color:#6b7280;font-size:13px">— ${escapeHtml(site.name)}<br><a href="${escapeHtml(site.url)}" dir="ltr" style="color:#6b7280">${escapeHtml(site.url)}</a></p>`,
    '</div></body></html>',
  ].join('');
  const subject = `${site.name}: ${content.subject}`.replace(isolated, '$1');
  return { to: content.to, subject, text, html };
}
