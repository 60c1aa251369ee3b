import { formatMicros, rateToPpm, toMicros, type VipLevel } from '@nova/contracts';
import type { Page } from '@playwright/test';
import { transparencySnapshots } from '../../apps/server/src/modules/transparency/transparency.tables.ts';
import { pathIs, toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

// Later tests show the earnings table of the level the first one offers.
test.describe.configure({ mode: 'serial' });

const rowsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

const usd = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  let digits = fraction;
  while (digits.length > 2 && digits.endsWith('0')) digits = digits.slice(0, -1);
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.padEnd(2, '0')}`;
};

test('the landing page shows the API figures, links every section and tracks the one being read', async ({
  page,
  checkScreen,
  admin,
  api,
}) => {
  await api.request(
    'POST',
    '/admin/vip-levels',
    { name: 'Landing Gold', amount: '150', dailyEarning: '16.5', isActive: true },
    await admin.token(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Daily rewards on your crypto/ })).toBeVisible();
  await expect(page.getByTestId('earnings-table')).toBeVisible();

  // No operator content yet: those sections and their links are absent (rule 37).
  for (const id of ['problem', 'solution', 'roadmap', 'tokenomics', 'team']) {
    await expect(page.locator(`#${id}`), `#${id} should be absent`).toHaveCount(0);
  }
  const nav = page.getByRole('navigation', { name: 'Sections' });
  expect(await nav.getByRole('link').allTextContents()).toEqual([
    'Home',
    'Earnings',
    'Referral',
    'Technology',
  ]);

  // The tables equal the public API's figures.
  const { levels } = (await api.request('GET', '/vip/public/levels')) as { levels: VipLevel[] };
  const rows = await rowsOf(page, 'earnings-table');
  expect(levels.length > 0).toBeTruthy();
  expect(rows.length).toBe(levels.length);
  levels.forEach((level, index) => {
    const row = rows[index] ?? [];
    expect(row[0] ?? '').toMatch(new RegExp(`^${level.name}`));
    expect(row[2]).toBe(usd(level.dailyEarning));
    expect(row[4]).toBe(usd(level.monthlyEarning));
  });
  const rates = (await api.request('GET', '/vip/public/referral-rates')) as Record<string, number>;
  const referral = await rowsOf(page, 'referral-table');
  [rates.level1Rate, rates.level2Rate, rates.level3Rate].forEach((rate, index) => {
    const bonus = formatMicros((toMicros('500') * rateToPpm(rate ?? 0)) / 1_000_000n);
    expect(referral[index]?.[3], `level ${index + 1} on $500`).toBe(usd(bonus));
  });
  await expect(page.getByText(/paid from the rewards pool while the pool is funded/).first()).toBeVisible();

  // Each header link scrolls to its section, the hash follows, and the link is marked.
  for (const name of ['Technology', 'Referral', 'Earnings', 'Home']) {
    await nav.getByRole('link', { name }).click();
    const id = name.toLowerCase();
    await page.waitForURL((url) => url.hash === `#${id}`);
    await page.waitForFunction((section) => {
      const top = document.getElementById(section)?.getBoundingClientRect().top ?? 999;
      return Math.abs(top - 64) < 40 || (section === 'home' && window.scrollY === 0);
    }, id);
    await page.waitForFunction(
      (label) =>
        document.querySelector('nav[aria-label="Sections"] a[aria-current="location"]')?.textContent ===
        label,
      name,
    );
  }
  // Scrolling by hand moves the mark too.
  await page.evaluate(() => document.getElementById('referral')?.scrollIntoView());
  await page.waitForFunction(
    () =>
      document.querySelector('nav[aria-label="Sections"] a[aria-current="location"]')?.textContent ===
      'Referral',
  );

  // The clock ticks every second.
  const clock = page.getByTestId('live-clock').first();
  const first = await clock.getAttribute('datetime');
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="live-clock"]')?.getAttribute('datetime') !== before,
    first,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen('11-landing-empty');
});

test('a link to /#earnings lands on that section, and the footer links resolve', async ({ page }) => {
  await page.goto('/#earnings');
  await expect(page.getByTestId('earnings-table')).toBeVisible();
  await page.waitForFunction(
    () => Math.abs((document.getElementById('earnings')?.getBoundingClientRect().top ?? 999) - 64) < 40,
  );
  const footer = page.getByRole('navigation', { name: 'Footer' });
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.slice(0, 6)).toEqual(['/login', '/register', '/transparency', '/help', '/terms', '/privacy']);
  // The support chat is linked when SUPPORT_URL is set (as in this run).
  expect(hrefs[6] ?? '').toMatch(/^https:\/\//);
  await expect(page.getByText('Risk notice.').first()).toBeVisible();
});

test('when the public calls fail, the example data is shown with the notice', async ({ page }) => {
  await page.route('**/api/vip/public/levels', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('Unable to load current VIP levels or referral rates.').first()).toBeVisible();
  const rows = await rowsOf(page, 'earnings-table');
  expect(rows.length).toBe(14);
  expect(rows[3]?.slice(1, 5)).toEqual(['$150', '$16.50', '11%', '$495.00']);
  await expect(page.locator('#earnings').getByText('Example content').first()).toBeVisible();
});

test('with no level offered yet, the earnings section says so instead of showing a table of headings alone', async ({
  page,
  checkScreen,
}) => {
  await page.route('**/api/vip/public/levels', (route) => route.fulfill({ json: { levels: [] } }));
  await page.goto('/');
  await expect(
    page.locator('#earnings').getByText('No membership levels are offered yet.').first(),
  ).toBeVisible();
  await expect(page.getByTestId('earnings-table')).toHaveCount(0);
  await expect(page.locator('#referral')).toBeVisible();
  await checkScreen('11-landing-no-levels');
});

test('the mobile menu opens and closes by keyboard, traps focus, and closes on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The prerendered page shows before the app takes over; the live table says the app is running.
  await expect(page.getByTestId('earnings-table')).toBeVisible();
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      'focus stays in the menu',
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await open.click();
  await menu.getByRole('link', { name: 'Referral' }).click();
  await expect(menu).toBeHidden();
  await page.waitForURL((url) => url.hash === '#referral');
});

test('the Site tab edits appear on the landing page', async ({ adminPage: page, checkScreen, api }) => {
  await page.goto('/admin?tab=site');
  await expect(page.getByLabel('Problem')).toBeVisible();
  await page
    .getByLabel('Problem')
    .fill('Returns **nobody** can check. <b>raw</b> [More](https://example.com/more)');
  await page.getByLabel('Solution').fill('A ledger you can see.');
  await page.getByRole('button', { name: 'Add quarter' }).click();
  await page.getByLabel('Quarter', { exact: true }).fill('Q1 2027');
  await page.getByLabel('Items').fill('[x] Launch\nAudit');
  await page.getByRole('button', { name: 'Add person' }).click();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Role').fill('Founder');
  await page.getByLabel('Publish tokenomics').check();
  for (const [label, value] of [
    ['Staking rewards (%)', '40'],
    ['Team and advisors (%)', '20'],
    ['Community and referrals (%)', '20'],
    ['Partnerships (%)', '10'],
    ['Reserve and liquidity (%)', '5'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByLabel('Terms of Service').fill('Our own **terms**, written in the Site tab.');
  await page.getByRole('button', { name: 'Save Site Content' }).click();
  await expect(toast(page, 'The five percentages must add up to 100')).toBeVisible();
  await page.getByLabel('Reserve and liquidity (%)').fill('10');
  await page.getByRole('button', { name: 'Save Site Content' }).click();
  await expect(toast(page, 'Site content saved')).toBeVisible();
  await checkScreen('11-admin-site');

  await page.goto('/');
  const problem = page.locator('#problem');
  await expect(problem.getByText('nobody').first()).toBeVisible();
  await expect(problem.locator('strong')).toHaveText('nobody');
  // Raw HTML is shown as text, never parsed; outside links open safely.
  await expect(problem.locator('b')).toHaveCount(0);
  const more = problem.getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('#roadmap').getByText('Q1 2027').first()).toBeVisible();
  await expect(page.locator('#team').getByText('Ada Lovelace').first()).toBeVisible();
  await expect(page.locator('#tokenomics').getByText('40%').first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link')).toHaveCount(9);
  const tokenomics = (await api.request('GET', '/vip/public/tokenomics')) as Record<string, unknown>;
  expect(tokenomics.reserveLiquidity).toBe(10);
  await checkScreen('11-landing-content');

  // The terms page shows the operator's text; the untouched help page keeps the built-in one.
  await page.goto('/terms');
  await expect(page.getByText('written in the Site tab.').first()).toBeVisible();
  await expect(page.locator('main strong').first()).toHaveText('terms');
  await page.goto('/help');
  await expect(page.getByText(/rewards pool/).first()).toBeVisible();
});

test('every link on the help page resolves', async ({ memberPage: page, checkScreen }) => {
  await page.goto('/help');
  await expect(page.getByTestId('help-guide')).toBeVisible();
  await expect(page.getByText(/confirmations$/).first()).toBeVisible();
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  expect(
    hrefs.length >= 7,
    `expected the help page to link its screens, found ${hrefs.join(', ')}`,
  ).toBeTruthy();
  await checkScreen('11-help');
  for (const href of hrefs) {
    await page.goto(href);
    // The live-updates stream keeps a request open, so the network never idles: wait for the screen.
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), `${href} resolves`).toHaveCount(0);
    const [pathname, hash] = href.split('#');
    await expect(page).toHaveURL(pathIs(pathname ?? '/'));
    if (hash) await expect(page.locator(`#${hash}`)).toBeVisible();
  }
});

test('the transparency page states the verdict in plain words and draws the history', async ({
  page,
  checkScreen,
  api,
  server,
}) => {
  // Two earlier days, as the daily snapshot job records them, so there is a line to draw. Written
  // to the server's table: no endpoint records a snapshot, and the job records only today's.
  const { db } = server.app.deps.database;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  for (const [day, pool] of [
    [daysAgo(2), 600_000_000n],
    [daysAgo(1), 540_000_000n],
  ] as const) {
    await db
      .insert(transparencySnapshots)
      .values({
        day,
        readAt: new Date(`${day}T12:00:00Z`),
        totalAssets: 1_000_000_000n,
        memberBalances: 800_000_000n,
        rewardsPool: pool,
        dailyObligation: 10_000_000n,
      })
      .onConflictDoNothing();
  }
  await page.goto('/transparency');
  await expect(page.getByTestId('verdict')).toBeVisible();
  const figures = (await api.request('GET', '/public/transparency')) as {
    verdict: { balances: { sentence: string }; pool: { sentence: string } };
  };
  await expect(page.getByText(figures.verdict.balances.sentence).first()).toBeVisible();
  await expect(page.getByText(figures.verdict.pool.sentence).first()).toBeVisible();
  const chart = page.locator('[data-axis-colour]');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByText(/^From .*: pool /)).toBeAttached();
  await checkScreen('11-transparency');
  // A theme switch redraws the chart at once, its axes in the new theme's colour.
  const axisColour = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--muted-foreground').trim(),
    );
  const lightAxis = await axisColour();
  await expect(chart).toHaveAttribute('data-axis-colour', lightAxis);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const darkAxis = await axisColour();
  expect(darkAxis).not.toBe(lightAxis);
  await expect(chart).toHaveAttribute('data-axis-colour', darkAxis);
});

test('amounts and numbers follow the browser locale, digit for digit', async ({
  admin,
  api,
  server,
  browser,
}) => {
  await api.request(
    'POST',
    '/admin/vip-levels',
    { name: 'Locale Silver', amount: '1234', dailyEarning: '12.5', isActive: true },
    await admin.token(),
  );
  const german = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  try {
    const page = await german.newPage();
    await page.goto(`${server.baseUrl}/`);
    const row = page.getByTestId('earnings-table').getByRole('row').filter({ hasText: 'Locale Silver' });
    await expect(row).toBeVisible();
    const text = (await row.innerText()).replace(/\s/g, ' ');
    expect(text, 'a whole price with German grouping').toMatch(/1\.234 \$/);
    expect(text, 'a daily reward with a decimal comma').toMatch(/12,50 \$/);
  } finally {
    await german.close();
  }
});

/** Every element of the page's root in order, with its attributes: what a takeover must get right. */
const elementsOf = (page: Page) =>
  page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll('*')].map((element) => {
      const attributes = [...element.attributes]
        // The clock's time, and the ids each mounting makes anew (React's hydrated and client-made ids
        // differ in form; the ids the app refers to are checked apart, below).
        .map(
          ({ name, value }) =>
            `${name}=${name === 'datetime' ? '…' : value.replace(/\b_[rR]_[0-9a-z]+_/g, '_id_')}`,
        )
        .sort();
      return `${element.tagName.toLowerCase()} ${attributes.join(' ')}`;
    }),
  );

/** The page once nothing shows as loading and no request but the live stream is under way. */
async function settled(page: Page, inFlight: Set<unknown>): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('#root .animate-pulse').length === 0);
  while (inFlight.size > 0) await page.waitForTimeout(100);
  // Operator Markdown shows once its chunk has loaded, and React reveals it a moment later: until
  // then its section's body is empty.
  await page.waitForFunction(() => document.querySelectorAll('#root section .mt-8:empty').length === 0);
  return elementsOf(page);
}

/** The page's requests under way, but for the event streams, which stay open. */
function requestsInFlight(page: Page): Set<unknown> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/events')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

const takeovers = [
  { path: '/', visitor: 'a visitor in light mode' },
  { path: '/', visitor: 'a member in dark mode' },
  { path: '/transparency', visitor: 'a member in dark mode' },
] as const;

for (const { path, visitor } of takeovers) {
  test(`${path} taken over from its prerendered HTML equals the page rendered afresh, for ${visitor}`, async ({
    page,
    members,
  }) => {
    const member = visitor === 'a member in dark mode';
    if (member) {
      await members.signIn(page);
      await page.emulateMedia({ colorScheme: 'dark' });
    }
    // The server's HTML holds the page's body; the app takes those elements over rather than
    // building them again, so an attribute the app would set differently stays wrong unless the
    // first render matches the HTML exactly.
    const inFlight = requestsInFlight(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const takenOver = await settled(page, inFlight);
    // The ids the app gives elements are the prerender's: the theme menu names its button.
    await page.getByRole('button', { name: 'Theme' }).click();
    const menu = page.getByRole('menu');
    const labelledBy = await menu.getAttribute('aria-labelledby');
    expect(labelledBy).toBe(await page.getByRole('button', { name: 'Theme' }).getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // The same page built by the app alone, its header and footer too: through the router to a
    // screen of another layout, and back.
    const [link, away] = member ? ['Dashboard', '/dashboard'] : ['Get Started', '/login'];
    await page.getByRole('banner').getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(pathIs(away));
    await page.goBack();
    await expect(page).toHaveURL(pathIs(path));
    expect(takenOver).toEqual(await settled(page, inFlight));
  });
}
