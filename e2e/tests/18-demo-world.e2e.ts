import type { Locator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { WORLD_NEWS_TITLE } from '../../apps/server/src/demo-world-cast.ts';
import { accounts } from '../../apps/server/src/modules/ledger/ledger.tables.ts';
import { auditLedger } from '../../apps/server/test/ledger-audit.ts';
import type { ApiServer } from '../harness/api-server.ts';
import { pathIs, readToEnd } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/**
 * The demo as a newcomer tries it (decision 029): this file's worker starts its server in demo
 * mode, whose first start builds the living world through the real flows before the tests run.
 * What a visitor, the demo member and the administrator each see there.
 */
test.use({ demo: true });

async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await check();
  }
  await page.setViewportSize(viewports.desktop);
}

/** A decimal string as the web app shows dollars in English: "$1,234.50". */
function usd(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return `$${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** What the ledger's accounts hold, summed by kind: the figures the transparency page must repeat. */
async function ledgerHolds(server: ApiServer, keyPattern: string, liability: boolean): Promise<string> {
  const { db } = server.app.deps.database;
  const balance = liability
    ? sql<string>`coalesce(sum(${accounts.creditsPosted} - ${accounts.debitsPosted}), 0)::text`
    : sql<string>`coalesce(sum(${accounts.debitsPosted} - ${accounts.creditsPosted}), 0)::text`;
  const [row] = await db
    .select({ micros: balance })
    .from(accounts)
    .where(sql`${accounts.key} like ${keyPattern}`);
  const micros = BigInt(row?.micros ?? '0');
  return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
}

/** The amount beside `label` in a list of terms and definitions (a figure's row). */
function definitionOf(scope: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
  const term = scope.page().getByRole('term').filter({ hasText: exactly });
  return scope.locator('dl > div').filter({ has: term }).getByRole('definition');
}

/** One of the transparency page's figure cards, by its title (the innermost section holding it). */
function section(scope: Page | Locator, title: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();
}

test('a visitor finds on the transparency page what the ledger holds, and the ledger is sound', async ({
  page,
  checkScreen,
  server,
}) => {
  expect((await auditLedger(server.app.deps.database.db)).problems).toEqual([]);
  const held = await ledgerHolds(server, 'system:custody:%', false);
  const owed = await ledgerHolds(server, 'member:%', true);
  const pool = await ledgerHolds(server, 'system:rewards_pool', true);
  // The world moved money: deposits are held, members are owed, the pool paid rewards.
  expect(BigInt(held.split('.')[0] ?? '0')).toBeGreaterThan(0n);

  // The day's proof of reserves is taken by a background job once the world is built.
  await expect.poll(async () => (await server.app.services.proofs.list(1, 1)).snapshots.length).toBe(1);
  await page.goto('/transparency');
  await atBothWidths(page, async () => {
    await expect(definitionOf(section(page, 'Assets held'), 'Total')).toHaveText(usd(held));
    await expect(definitionOf(section(page, 'Owed to members'), 'Total')).toHaveText(usd(owed));
    const rewards = section(page, 'Rewards pool');
    await expect(definitionOf(rewards, 'In the pool')).toHaveText(usd(pool));
    await expect(definitionOf(rewards, 'Rewards waiting for funds')).toHaveText('0 ($0.00)');
    const paid = section(page, 'Paid so far');
    await expect(definitionOf(paid, 'Daily rewards paid')).not.toHaveText('$0.00');
    await expect(definitionOf(paid, 'Referral bonuses paid')).not.toHaveText('$0.00');
    // The day's proof of reserves was taken of the world, not of the books before it.
    const proof = page.getByTestId('proof-of-reserves');
    await expect(definitionOf(section(proof, 'Owed to members'), 'Total owed (root sum)')).toHaveText(
      usd(owed),
    );
    await expect(
      definitionOf(section(proof, 'Reserves on chain'), 'Held according to the ledger'),
    ).toHaveText(usd(held));
  });
  await checkScreen('18-demo-transparency');
});

test('the demo member signs in to a deposit, a membership, credited sessions, a team, the board and the news', async ({
  page,
  checkScreen,
  server,
}) => {
  const demoMember = server.access.demoMember;
  if (!demoMember?.password) throw new Error('demo mode prints the demo member and its password');
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(demoMember.email);
  await page.getByLabel('Password', { exact: true }).fill(demoMember.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
  // The demo member's first visit: the welcome states the demo's packages.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Nova' });
  await expect(welcome.getByText(/^VIP packages from \$\d[\d,]* to \$\d[\d,]*\.$/)).toBeVisible();
  await welcome.getByRole('button', { name: 'Get started' }).click();

  const wallet = page.getByRole('region', { name: 'Your wallet' });
  const card = (label: string) => wallet.getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
  // 300 deposited, 100 paid for Silver; three sessions at $10; 10 % of Nadia's Silver and 5 % of
  // Kenji's Bronze (demo-world-cast.ts).
  const figures: [string, string][] = [
    ['Balance', '$200.00'],
    ['Withdrawable', '$42.50'],
    ['Total deposits', '$300.00'],
    ['Total earnings', '$30.00'],
    ['Referral bonus', '$12.50'],
    ['Total withdrawn', '$0.00'],
  ];
  // A board that stands still shows every row at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await readToEnd(page);
  await atBothWidths(page, async () => {
    for (const [label, amount] of figures) await expect(card(label).getByText(amount)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Silver Active' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Daily Earning Session', exact: true })).toBeVisible();
    const news = page.getByTestId('announcements-NEWS');
    await expect(news.getByRole('heading', { name: WORLD_NEWS_TITLE })).toBeVisible();
    const board = page.getByTestId('members-board');
    for (const name of ['Amara O.', 'Lucas S.', 'Mei C.', 'Nadia H.', 'Kenji S.'])
      await expect(board.getByText(name, { exact: true })).toBeVisible();
  });
  await checkScreen('18-demo-member-dashboard');
  await page.emulateMedia({ reducedMotion: null });

  await page.goto('/tasks');
  // Each credit is congratulated once.
  const congratulations = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congratulations.getByText('$10.00 from your earning session has been credited')).toBeVisible();
  await congratulations.getByRole('button', { name: 'Great' }).click();
  const history = page.getByTestId('earning-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').filter({ hasText: 'Silver' })).toHaveCount(3);
  await expect(history.getByText('Credited', { exact: true })).toHaveCount(3);
  await expect(history.getByText('$10.00', { exact: true })).toHaveCount(3);

  await page.goto('/invite');
  await atBothWidths(page, async () => {
    const nadia = page
      .getByRole('list', { name: 'Direct referrals' })
      .getByRole('listitem')
      .filter({ hasText: 'Nadia H.' });
    await expect(nadia.getByText('Level 1')).toBeVisible();
    await expect(definitionOf(nadia, 'VIP level')).toHaveText('Silver');
    await expect(definitionOf(nadia, 'Total deposits')).toHaveText('$150.00');
    await expect(definitionOf(nadia, 'Your bonus')).toHaveText('$10.00');
    await expect(page.getByText('Nadia Haddad'), 'the full name is never shown').toHaveCount(0);
  });
  await page.getByText('Indirect (1)').click();
  const kenji = page
    .getByRole('list', { name: 'Indirect referrals' })
    .getByRole('listitem')
    .filter({ hasText: 'Kenji S.' });
  await expect(kenji.getByText('Level 2')).toBeVisible();
  await expect(definitionOf(kenji, 'VIP level')).toHaveText('Bronze');
  await expect(definitionOf(kenji, 'Your bonus')).toHaveText('$2.50');
});

test('the administrator finds a deposit claim to review, a withdrawal to decide and one to pay', async ({
  adminPage: page,
  checkScreen,
}) => {
  await page.goto('/admin?tab=deposits');
  const claim = page.getByTestId('admin-deposit-row').filter({ hasText: 'lucas.silva@demo.nova.local' });
  await atBothWidths(page, async () => {
    await expect(claim.filter({ hasText: '75.00 USDT' }).getByText('review needed')).toBeVisible();
    await expect(claim.getByRole('button', { name: 'Process' })).toBeVisible();
  });

  await page.goto('/admin?tab=withdrawals');
  const waiting = page.getByRole('list', { name: 'Pending withdrawals' }).getByRole('listitem');
  await atBothWidths(page, async () => {
    await expect(waiting).toHaveCount(2);
    const status = (name: string) => waiting.filter({ hasText: name }).getByText(/^(Pending|Approved)$/);
    await expect(status('Amara Okafor')).toHaveText('Pending');
    await expect(status('Mei Chen')).toHaveText('Approved');
  });
  await checkScreen('18-demo-admin-withdrawals');
});
