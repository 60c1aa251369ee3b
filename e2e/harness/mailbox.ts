import { type DeliveredMail, startSmtp } from '../../apps/server/test/smtp.ts';

/**
 * The server tests' SMTP capture (a real SMTP server the API delivers to), read as the member would:
 * browser tests take verification codes from the decoded text of the messages.
 */
export interface Mailbox {
  url: string;
  /** The 6-digit code of the first message to `address` after the first `skip` ones. */
  waitForCode(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<string>;
  /** The decoded text of the first message to `address` after the first `skip` ones. */
  waitForText(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<string>;
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
  const smtp = await startSmtp();
  const isTo = (mail: DeliveredMail, address: string) =>
    mail.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase());
  const to = (address: string) => smtp.delivered.filter((mail) => isTo(mail, address));

  async function waitForText(address: string, { skip = 0, timeoutMs = 15_000 } = {}): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = to(address)[skip];
      if (mail) return messageText(mail.raw);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no message reached ${address} within ${timeoutMs} ms`);
  }

  return {
    url: smtp.url,
    countTo: (address) => to(address).length,
    waitForText,
    async waitForCode(address, options) {
      const text = await waitForText(address, options);
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no 6-digit code in the message to ${address}: ${text}`);
      return code;
    },
    close: () => smtp.close(),
  };
}
