import type { Page } from '@playwright/test';
import type { Api } from '../harness/api.ts';
import { type LanguageCatalog, readCatalog, untranslatedOn } from '../harness/catalogs.ts';
import { memberWithWithdrawals } from '../harness/money.ts';
import { readToEnd, useToken } from '../harness/page.ts';
import { QuietNetwork } from '../harness/quiet-network.ts';
import { captureScreen, viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/**
 * The whole product in each language Nova speaks besides English (decision 032): every public,
 * member and admin screen is visited and fails on any text still in English, on a message's id
 * shown in place of its words, and on a page wider than a phone. The Arabic screens are also
 * captured in light and dark at both widths (and scanned with axe), laid out right to left.
 */
const publicScreens = [
  '/',
  '/transparency',
  '/help',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/no-such-page',
];
const memberScreens = [
  '/dashboard',
  '/tasks',
  '/vip-selection',
  '/invite',
  '/profile',
  '/deposit',
  '/withdraw',
  '/transparency/verify',
];
const adminScreens = [
  'dashboard',
  'deposits',
  'withdrawals',
  'payout-batches',
  'withdrawal-history',
  'users',
  'fee-tiers',
  'settings',
  'vips',
  'news',
  'site',
  'transparency',
  'vip-members',
  'audit',
].map((tab) => `/admin?tab=${tab}`);

const screenName = (url: string) => url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';

/** Data that reads like a message: the administrator the suite's server makes is named so. */
const dataLikeMessages = new Set(['still English: "Administrator"']);

/** Visits each screen in `language` and lists what is wrong with it. */
async function problemsOf(page: Page, language: string, catalog: LanguageCatalog, urls: string[]) {
  const network = new QuietNetwork(page);
  const problems: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await readToEnd(page);
    await network.settled();
    const found = (await untranslatedOn(page, catalog)).filter((problem) => !dataLikeMessages.has(problem));
    problems.push(...found.map((problem) => `${url}: ${problem}`));
    if (language === 'ar') {
      // Radix writes a direction on its tabs and menus: they must follow the page's.
      const directions = await page
        .locator('[role="tablist"], [role="menu"], [role="dialog"]')
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).direction));
      if (directions.some((direction) => direction !== 'rtl'))
        problems.push(`${url}: tabs, menus or dialogs laid out left to right`);
      await captureScreen(page, `language-ar-${screenName(url)}`).catch((error: Error) => {
        problems.push(`${url}: ${error.message}`);
      });
      continue;
    }
    await page.setViewportSize(viewports.mobile);
    const overflow = await page.evaluate(() => {
      const by = document.documentElement.scrollWidth - window.innerWidth;
      // What sticks out, to say where: elements reaching past the screen's edge that no scroll area
      // holds in (a positioned one escapes a scroll area that is not its containing block).
      const heldIn = (element: Element) => {
        if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        return false;
      };
      const out = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1) && !heldIn(element);
      });
      const named = out
        .slice(0, 3)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40) ?? ''}"`,
        );
      return { by, named };
    });
    if (overflow.by > 0)
      problems.push(`${url}: ${overflow.by}px wider than a 390 px screen (${overflow.named.join(', ')})`);
    await page.setViewportSize(viewports.desktop);
  }
  return problems;
}

/**
 * Runs `check` while a level the operator wrote in English is offered: its name and bicycle are
 * several words, so every screen that shows them must mark them as English (a page in Arabic
 * would otherwise read as untranslated), whatever levels the worker's earlier files left. It also
 * keeps the admin VIPs tab's table on screen.
 */
async function withOperatorLevel(token: string, api: Api, language: string, check: () => Promise<void>) {
  const { level } = (await api.request(
    'POST',
    '/admin/vip-levels',
    {
      name: `Lingua Franca ${language}`,
      amount: 100,
      dailyEarning: 10,
      bicycleModel: 'Trail Runner',
      bicycleColor: 'Forest Green',
      bicycleFeatures: 'Front basket, Dynamo lights',
    },
    token,
  )) as { level: { id: string } };
  try {
    await check();
  } finally {
    await api.request('DELETE', `/admin/vip-levels/${level.id}`, undefined, token);
  }
}

for (const language of ['es', 'pt-BR', 'ar']) {
  test.describe(`in ${language}`, () => {
    let catalog: LanguageCatalog;
    test.beforeAll(async () => {
      catalog = await readCatalog(language);
    });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    });

    test('every public screen is in the language', async ({ page, admin, api }) => {
      test.slow();
      const token = await admin.token();
      // A snapshot puts the proof of reserves, with its count of addresses read, on /transparency.
      await api.request('POST', '/admin/proofs', undefined, token);
      await withOperatorLevel(token, api, language, async () => {
        expect(await problemsOf(page, language, catalog, publicScreens)).toEqual([]);
      });
    });

    test('every member screen is in the language', async ({ page, members, admin, api }) => {
      test.slow();
      const member = await members.create({ fullName: 'Ada Lovelace' });
      await useToken(page, member.token);
      await withOperatorLevel(await admin.token(), api, language, async () => {
        expect(await problemsOf(page, language, catalog, memberScreens)).toEqual([]);
      });
    });

    test('every admin screen is in the language', async ({ page, admin, api, members, server }) => {
      test.slow();
      // A member's name is theirs, and an administrator's note their own words, in any language:
      // the Users, Withdrawals and History tabs list a name of two words and a note.
      await memberWithWithdrawals({ api, admin, members, server }, 'Hedy Lamarr', 'Address not whitelisted');
      // The administrator is shared by the worker's files, and an account's language wins over
      // the browser's choice: set it for this test, and back to English for the others after.
      const token = await admin.token();
      await api.request('PATCH', '/auth/profile', { language }, token);
      await admin.signIn(page);
      try {
        await withOperatorLevel(token, api, language, async () => {
          expect(await problemsOf(page, language, catalog, adminScreens)).toEqual([]);
        });
      } finally {
        await api.request('PATCH', '/auth/profile', { language: 'en' }, token);
      }
    });
  });
}

test('the language menu switches at once, is kept, and follows a member to another device', async ({
  page,
  browser,
  members,
  api,
  server,
}) => {
  const spanish = await readCatalog('es');
  const arabic = await readCatalog('ar');
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { novaNotReloaded: true }));
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(spanish.translate('Nova: daily rewards from a pool you can check'));
  expect(await page.evaluate(() => (window as { novaNotReloaded?: boolean }).novaNotReloaded)).toBe(true);

  await page
    .getByRole('button', { name: spanish.translate('Language') })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Signed in, the member's language is saved on the account and follows them elsewhere.
  const member = await members.create({ fullName: 'Grace Hopper' });
  await useToken(page, member.token);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(arabic.translate('Dashboard · Nova'));
  await expect
    .poll(
      async () =>
        (
          (await api.request('GET', '/auth/profile', undefined, member.token)) as {
            user: { language: string };
          }
        ).user.language,
    )
    .toBe('ar');
  const elsewhere = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
  const otherDevice = await elsewhere.newPage();
  await useToken(otherDevice, member.token);
  await otherDevice.goto('/dashboard');
  await expect(otherDevice.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(otherDevice).toHaveTitle(arabic.translate('Dashboard · Nova'));
  await elsewhere.close();
});

test('a public page is served prerendered in each language, naming its other versions', async ({
  request,
}) => {
  const spanish = await readCatalog('es');
  const response = await request.get('/es/transparency');
  const page = await response.text();
  expect(page).toContain('<html lang="es" dir="ltr">');
  expect(page).toContain(`<title>${spanish.translate('Transparency · Nova')}</title>`);
  // The other versions are named in the Link header, on the site's address (absolute, as search
  // engines want them).
  for (const [language, path] of [
    ['en', '/transparency'],
    ['pt-BR', '/pt-BR/transparency'],
    ['ar', '/ar/transparency'],
  ])
    expect(response.headers().link).toMatch(
      new RegExp(`<https?://[^>]+${path}>; rel="alternate"; hreflang="${language}"`),
    );
  expect(await (await request.get('/ar')).text()).toContain('<html lang="ar" dir="rtl">');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/pt-BR/help</loc>');
});
