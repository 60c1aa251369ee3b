import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/**
 * Outgoing email (rule 40): over SMTP when `SMTP_URL` is set; otherwise each message is
 * written to the log and kept in a small in-memory mailbox that demo mode shows at /dev/mailbox.
 * Callers send only after their database transaction has committed.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as simple HTML (lib/email-template.ts); the two go out as one multipart email. */
  html?: string;
}

export interface DevMail extends MailMessage {
  sentAt: Date;
}

export interface Mailer {
  /** Rejects when the SMTP server cannot be reached or refuses the message. */
  send(message: MailMessage): Promise<void>;
  /** The messages kept without SMTP, newest first. */
  devMailbox(): readonly DevMail[];
}

const DEV_MAILBOX_SIZE_MAX = 50;
const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const mailbox: DevMail[] = [];
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;

  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        return;
      }
      const { html: _html, ...plain } = message;
      log.info({ mail: plain }, 'email (no SMTP_URL set: kept in the development mailbox)');
      mailbox.unshift({ ...plain, sentAt: new Date() });
      mailbox.length = Math.min(mailbox.length, DEV_MAILBOX_SIZE_MAX);
    },
    devMailbox: () => mailbox,
  };
}
