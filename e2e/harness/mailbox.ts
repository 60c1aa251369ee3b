import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server the API delivers to, so browser tests read verification codes from the
 * messages members would receive.
 */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  messages: Mail[];
  /** The 6-digit code of the first message to `address` after the first `skip` ones. */
  waitForCode(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<string>;
  countTo(address: string): number;
  close(): Promise<void>;
}

function splitHead(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The readable text of a MIME message: text parts decoded, multiparts walked. */
export function messageText(raw: string): string {
  const { headers, body } = splitHead(raw);
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => messageText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (type && !/^text\//i.test(type)) return '';
  return decodeBody(body, header(headers, 'Content-Transfer-Encoding'));
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: header(splitHead(raw).headers, 'Subject'),
          text: messageText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countTo: (address) => to(address).length,
    async waitForCode(address, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = to(address)[skip];
        if (mail) {
          const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
          if (!code) throw new Error(`no 6-digit code in the message to ${address}: ${mail.text}`);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no message reached ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
