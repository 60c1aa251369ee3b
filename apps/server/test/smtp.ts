import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mimeHeader, mimeParts } from './mime.ts';

/**
 * A real SMTP server on 127.0.0.1 (random port) for tests: the app sends to it through
 * SMTP_URL exactly as in production, and tests read what was delivered.
 */
export interface DeliveredMail {
  to: string[];
  raw: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded ('' when there is none). */
  html: string;
}

export interface TestSmtp {
  url: string;
  delivered: DeliveredMail[];
  /** While true, every message is refused (the app's send fails). */
  failing: boolean;
  /** While true, a message's data is taken but never answered: the sender waits mid-send. */
  holding: boolean;
  /** Messages taken while holding (never accepted, never delivered). */
  held: number;
  /** Sends what the app's outbox holds (set by the test: the email job does it in a server). */
  drain?: () => Promise<unknown>;
  /** The latest message delivered to `to`; fails the test when there is none. */
  lastTo(to: string): DeliveredMail;
  /** The 6-digit code in the latest message to `to`, after the outbox was drained. */
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
}

/** On `port` when given (a server coming back where it was), else a free one. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    delivered: [],
    failing: false,
    holding: false,
    held: 0,
    lastTo(to) {
      const mail = state.delivered.findLast((candidate) => candidate.to.includes(to));
      if (!mail) throw new Error(`no mail delivered to ${to}`);
      return mail;
    },
    async codeFor(to) {
      await state.drain?.();
      // Any language: the only six digits standing alone in a code's email are the code.
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(state.lastTo(to).text)?.[1];
      if (!code) throw new Error(`no code in the mail to ${to}`);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) return callback(new Error('mailbox unavailable'));
        if (state.holding) {
          state.held += 1;
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const parts = mimeParts(raw);
        const partOf = (type: string) =>
          parts
            .filter((part) => part.type === type)
            .map((part) => part.content.replaceAll('\r\n', '\n'))
            .join('\n');
        state.delivered.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          subject: mimeHeader(raw, 'Subject'),
          text: partOf('text/plain'),
          html: partOf('text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
