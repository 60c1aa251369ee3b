import assert from 'node:assert/strict';
import { insertFailedEmail } from '../../apps/server/test/outbox-fixtures.ts';
import { expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/**
 * Decision 021: the admin Dashboard lists the emails given up after their last attempt, each with
 * a Retry, and warns while the site runs without email on purpose.
 */
test('an administrator sees an email not delivered and sends it again', async (t) => {
  const { server, mailbox } = t.env;
  const to = 'lost.code@example.com';
  await insertFailedEmail(server.app.deps.database.db, to, server.clock.now());
  await t.signInAsAdmin();
  await t.goto('/admin');
  await expectVisible(t.page.getByText('To l***@example.com · 15 attempts', { exact: false }));
  await expectVisible(t.page.getByText('550 mailbox unavailable'));
  await t.screen('admin-dashboard-failed-emails');

  await t.page
    .getByRole('button', { name: `Retry Nova: Your verification code to l***@example.com` })
    .click();
  await expectVisible(t.page.getByText('The email is queued again.'));
  assert.equal(await mailbox.waitForCode(to), '424242');
  await t.page.getByText('Emails not delivered').waitFor({ state: 'detached' });
});

test('the admin Dashboard warns while email is off on purpose', async (t) => {
  const { config } = t.env.server.app.deps;
  const smtpUrl = config.SMTP_URL;
  // As a server started with MAIL_DISABLED=true and no SMTP_URL answers (the mailer keeps its transport).
  config.SMTP_URL = undefined;
  try {
    await t.signInAsAdmin();
    await t.goto('/admin');
    await expectVisible(t.page.getByText('Email is off (MAIL_DISABLED)'));
    await expectVisible(t.page.getByText('Members cannot receive verification or password-reset codes.'));
    await t.screen('admin-dashboard-mail-disabled');
  } finally {
    config.SMTP_URL = smtpUrl;
  }
});
