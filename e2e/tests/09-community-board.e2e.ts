import assert from 'node:assert/strict';
import type { MemberStats } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/auth/auth.tables.ts';
import { MEMBERS_CACHE_MS } from '../../apps/server/src/modules/members/members.service.ts';
import { createMember } from '../../apps/server/test/fixtures.ts';
import type { TestApp } from '../../apps/server/test/test-app.ts';
import type { TestContext } from '../harness/context.ts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { memberWithTeam } from '../harness/server-fixtures.ts';

/** The in-process server in the shape the server's test fixtures use. */
function fixtureApp(t: TestContext): TestApp {
  const { app } = t.env.server;
  const fixture = { app, database: app.deps.database, clock: app.deps.clock, config: app.deps.config };
  return { ...fixture, close: async () => {} } as unknown as TestApp;
}

const boardNames = [
  'Ada Lovelace',
  'Alan Turing',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Ken Thompson',
  'Radia Perlman',
  'Tony Hoare',
];

test('the dashboard shows the members board, which scrolls, and the counter from the database', async (t) => {
  const { page } = t;
  const { db } = t.env.server.app.deps.database;
  for (const fullName of boardNames) {
    const member = await createMember(fixtureApp(t), { fullName });
    await db.update(users).set({ showOnLeaderboard: true }).where(eq(users.id, member.userId));
  }
  await createMember(fixtureApp(t), { fullName: 'Hidden Hermit' });
  // The board is cached for 30 s of the server's clock: an earlier test may have read it just now.
  t.env.server.clock.advance(MEMBERS_CACHE_MS);
  await t.signInAsMember();
  await t.openDashboard();

  const board = page.getByTestId('members-board');
  await expectVisible(board.getByText('Ada L.').first());
  assert.equal(await board.getByText('Hidden').count(), 0, 'a member who did not opt in is not listed');
  const text = (await board.textContent()) ?? '';
  assert.match(text, /a\*\*\*@example\.com|m\*\*\*@example\.com/, 'emails are masked');
  assert.doesNotMatch(text, /[^*\s]{2}@example\.com/, 'no full email');
  // Moves by itself, one row every 3 s.
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="members-board"]')?.getAttribute('data-offset')) > 0,
    undefined,
    { timeout: 10_000 },
  );

  const stats = (await t.api.request('GET', '/members/stats')) as MemberStats;
  const counter = page.getByTestId('members-counter');
  await expectVisible(counter.getByText(stats.totalMembers.toLocaleString('en-US'), { exact: true }));
  await t.screen('dashboard-community');

  // With reduced motion the board stands still and shows every row.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await t.openDashboard();
  await expectVisible(board.getByText('Tony H.'));
  assert.equal(await board.getAttribute('style'), null, 'a still board has no fixed window');
  await page.emulateMedia({ reducedMotion: null });
});

test("the board's rows show badge, level, referrals and today's earnings, sort both ways, and fail alone", async (t) => {
  const { page } = t;
  const { db } = t.env.server.app.deps.database;
  const { owner } = await memberWithTeam(t);
  await db.update(users).set({ showOnLeaderboard: true }).where(eq(users.id, owner.userId));
  t.env.server.clock.advance(MEMBERS_CACHE_MS);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await t.signInAsMember();
  await t.openDashboard();

  const board = page.getByTestId('members-board');
  const sort = page.getByLabel('Sort members by');
  await sort.selectOption('referralCount');
  const rita = board.locator('li').first();
  await expectVisible(rita.getByText('Rita R.'));
  await expectVisible(rita.getByText(/1 referral ·/));
  await expectVisible(rita.getByText('+$0.00 today'));
  // Rita holds a level: a badge with a name a screen reader reads.
  assert.equal(await rita.getByRole('img', { name: /badge$/ }).count(), 1);
  await t.screen('09-members-board-rows');
  await page.getByRole('button', { name: 'Highest first; show lowest first' }).click();
  await expectVisible(page.getByRole('button', { name: 'Lowest first; show highest first' }));
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="members-board"] li')?.textContent?.includes('Rita R.'),
  );
  await sort.selectOption('joinedAt');
  await expectVisible(board.locator('li').first().getByText('Rita R.').or(board.getByText('Ada L.')).first());

  // An answer the board cannot draw fails the board alone, with Try Again.
  await page.route('**/api/members/public?*', (route) =>
    route.fulfill({ json: { members: [{ fullName: 'Odd O.', badge: 'unknown-badge' }] } }),
  );
  await t.openDashboard();
  await expectVisible(page.getByText('Something went wrong with the member list.'));
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  await page.unroute('**/api/members/public?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expectVisible(page.getByTestId('members-board'));

  // A failed fetch says so, with the server's message below it.
  await page.route('**/api/members/public?*', (route) =>
    route.fulfill({
      status: 503,
      json: { message: 'Board is resting', code: 'SERVICE_UNAVAILABLE', errors: [] },
    }),
  );
  await t.openDashboard();
  await expectVisible(page.getByText('Failed to load members. Please try again later.'));
  await expectVisible(page.getByText('Board is resting'));
  await t.screen('09-members-board-failed');
  await page.unroute('**/api/members/public?*');
  await page.emulateMedia({ reducedMotion: null });
});

test('the administrator writes news in the News tab; members see it and the management log', async (t) => {
  const { page } = t;
  const adminToken = await t.adminToken();
  await t.signInAsAdmin();
  await t.goto('/admin?tab=news');
  await expectVisible(page.getByRole('heading', { name: 'News and management log' }));

  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title').fill('Polygon deposits are open');
  await page.getByLabel('Text').fill('You can now deposit USDT and USDC on Polygon.');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, 'Post published');

  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title').fill('Draft: summer plans');
  await page.getByLabel('Text').fill('Not ready yet.');
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, 'Draft saved');
  await expectVisible(page.getByText('Draft', { exact: true }));
  await t.screen('admin-news');

  // An operator action writes the management log by itself.
  await t.api.request('PUT', '/admin/settings', { minWithdrawalAmount: '12' }, adminToken);
  await page.getByText('Management log', { exact: true }).click();
  await expectVisible(page.getByText('Minimum withdrawal changed').first());
  assert.equal(await page.getByRole('button', { name: /^Edit Minimum withdrawal/ }).count(), 0);

  const member = await t.createMember({ fullName: 'Nora Newsreader' });
  await t.useToken(member.token);
  await t.openDashboard();
  const news = page.getByTestId('announcements-NEWS');
  await expectVisible(news.getByRole('heading', { name: 'Polygon deposits are open' }));
  assert.equal(await news.getByText('Draft: summer plans').count(), 0, 'a draft is not shown');
  const log = page.getByTestId('announcements-MANAGEMENT_LOG');
  await expectVisible(log.getByText('The minimum withdrawal is now $12.00', { exact: false }));
  await t.screen('dashboard-news');

  // Deleting the only published post hides the News block.
  await t.signInAsAdmin();
  await t.goto('/admin?tab=news');
  await page.getByRole('button', { name: 'Delete Polygon deposits are open' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Post deleted');
  await t.useToken(member.token);
  // Public lists may be cached for up to 30 s (decision 009): reload until the cache has passed.
  const deadline = Date.now() + 45_000;
  do {
    await page.waitForTimeout(3000);
    await t.openDashboard();
    await expectVisible(log.getByText('Minimum withdrawal changed').first());
  } while ((await page.getByTestId('announcements-NEWS').count()) > 0 && Date.now() < deadline);
  assert.equal(await page.getByTestId('announcements-NEWS').count(), 0, 'no news: no block');
});
