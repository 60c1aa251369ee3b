import { messageText } from '../../apps/server/test/mime.ts';
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
