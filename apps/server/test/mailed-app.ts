import { startSmtp, type TestSmtp } from './smtp.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test app that mails through a local SMTP server; reading a code drains the outbox first. */
export interface MailedApp {
  t: TestApp;
  smtp: TestSmtp;
  close(): Promise<void>;
}

export async function createMailedApp(env: Record<string, string> = {}): Promise<MailedApp> {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  smtp.drain = () => t.app.services.outbox.sendDue(100);
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
