import { insertFailedEmail } from '../../apps/server/test/outbox-fixtures.ts';
import { toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/**
 * Decision 021: the admin Dashboard lists the emails given up after their last attempt, each with
 * a Retry, and warns while the site runs without email on purpose.
 */
test('an administrator sees an email not delivered and sends it again', async ({
  adminPage: page,
  checkScreen,
  server,
  mailbox,
}) => {
  const to = 'lost.code@example.com';
  // In process: no endpoint makes the outbox give up on an email, short of fifteen failed attempts.
  await insertFailedEmail(server.app.deps.database.db, to, server.clock.now());
  await page.goto('/admin');
  await expect(page.getByText('To l***@example.com · 15 attempts', { exact: false })).toBeVisible();
  await expect(page.getByText('550 mailbox unavailable')).toBeVisible();
  await checkScreen('admin-dashboard-failed-emails');

  await page.getByRole('button', { name: 'Retry Nova: Your verification code to l***@example.com' }).click();
  await expect(toast(page, 'The email is queued again.')).toBeVisible();
  expect(await mailbox.waitForCode(to)).toBe('424242');
  await expect(page.getByText('Emails not delivered')).toHaveCount(0);
});

test('the admin Dashboard warns while email is off on purpose', async ({
  adminPage: page,
  checkScreen,
  server,
}) => {
  const { config } = server.app.deps;
  const smtpUrl = config.SMTP_URL;
  // In process: answers as a server started with MAIL_DISABLED=true and no SMTP_URL (the mailer
  // keeps its transport), without starting one for this test.
  config.SMTP_URL = undefined;
  try {
    await page.goto('/admin');
    await expect(page.getByText('Email is off (MAIL_DISABLED)')).toBeVisible();
    await expect(
      page.getByText('Members cannot receive verification or password-reset codes.'),
    ).toBeVisible();
    await checkScreen('admin-dashboard-mail-disabled');
  } finally {
    config.SMTP_URL = smtpUrl;
  }
});
