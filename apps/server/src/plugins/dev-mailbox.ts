import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import { isLoopback } from '../lib/loopback.ts';
import type { DevMail } from '../lib/mailer.ts';
import { send } from './error-handler.ts';

/**
 * Demo mode only: the messages the server would have mailed, as a plain page at /dev/mailbox
 * (outside /api), so a visitor can read their verification code without a mail server. It shows
 * every member's codes, password resets included, so it answers only a client on this machine,
 * judged by the connecting socket: a proxy's X-Forwarded-For is never believed here, whatever
 * TRUST_PROXY says, and a request a proxy forwarded is someone else's (decision 002). Anyone else
 * gets a 404.
 */
export function registerDevMailbox(app: FastifyInstance): void {
  if (!app.deps.config.demo) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress) || wasForwarded(request))
      return send(reply, 'NOT_FOUND', 'Not found');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(app.services.mailer.devMailbox(), Boolean(app.deps.config.SMTP_URL)));
  });
}

/** A request a proxy passed on: on a loopback socket it still comes from someone else. */
function wasForwarded(request: FastifyRequest): boolean {
  return request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
}

function renderMailbox(mails: readonly DevMail[], smtpConfigured: boolean): string {
  const note = smtpConfigured
    ? 'SMTP_URL is set: messages go to the mail server, not here.'
    : 'Messages the server would have mailed, newest first (the last 50, kept in memory until restart).';
  const items = mails.map(
    (mail) =>
      `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt.toISOString())}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Nova development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1><p>${note}</p>${items.join('') || '<p>No messages yet.</p>'}</body></html>`;
}
