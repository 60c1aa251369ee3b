import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Every email's one shape (decision 021): modules write what a message says (a subject, paragraphs,
 * at most one link to a page of the site); this renders it as plain text and as simple HTML with
 * every value escaped, names the site (SITE_NAME) in the subject and the signature, and makes
 * links absolute on PUBLIC_URL. A message's two parts always say the same thing.
 */
export interface EmailContent {
  to: string;
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

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

export function renderEmail(site: Site, content: EmailContent): MailMessage {
  const link = content.action && { label: content.action.label, url: `${site.url}${content.action.path}` };
  const signature = [`— ${site.name}`, site.url];
  const text = [
    ...content.paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    signature.join('\n'),
  ].join('\n\n');
  const button = link
    ? `<p style="margin:0 0 24px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f7f9">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px;font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">',
    `<p style="margin:0 0 20px;font-size:18px;font-weight:700">${escapeHtml(site.name)}</p>`,
    ...content.paragraphs.map((text) => paragraph(text)),
    button,
    `<p style="margin:24px 0 0;color:#6b7280;font-size:13px">— ${escapeHtml(site.name)}<br><a href="${escapeHtml(site.url)}" style="color:#6b7280">${escapeHtml(site.url)}</a></p>`,
    '</div></body></html>',
  ].join('');
  return { to: content.to, subject: `${site.name}: ${content.subject}`, text, html };
}
