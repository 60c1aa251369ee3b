import type { Page } from '@playwright/test';
import { readCatalog } from '../harness/catalogs.ts';
import { expect, test } from '../harness/test.ts';

const notice = 'This text is shown in English because no translation exists yet.';

/** Reads the public pages as a visitor who chose `language` (an account's own would win). */
async function readAsVisitorIn(page: Page, language: string) {
  await page.evaluate((chosen) => {
    localStorage.removeItem('token');
    localStorage.setItem('language', chosen);
  }, language);
}

test('the Site tab writes a Spanish help page that Spanish readers get, others see the notice', async ({
  adminPage: page,
  checkScreen,
}) => {
  await page.goto('/admin?tab=site');
  await page.getByLabel('Español').check({ force: true });
  const help = page.getByLabel('Help page');
  await expect(help).toHaveValue('');
  await help.fill('## Ayuda\n\nEscríbenos cuando quieras.');
  await page.getByRole('button', { name: 'Save translation' }).click();
  await expect(page.getByText('Español version saved')).toBeVisible();
  await checkScreen('admin-site-translation');

  await readAsVisitorIn(page, 'es');
  await page.goto('/help');
  await expect(page.getByText('Escríbenos cuando quieras.')).toBeVisible();
  await expect(page.getByText((await readCatalog('es')).translate(notice))).toHaveCount(0);

  await readAsVisitorIn(page, 'pt-BR');
  await page.goto('/terms');
  await expect(page.getByText((await readCatalog('pt-BR')).translate(notice))).toBeVisible();
  await checkScreen('terms-in-english-notice');
});

test('the News form writes an Arabic version right to left', async ({ adminPage: page, checkScreen }) => {
  await page.goto('/admin?tab=news');
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title').fill('Polygon deposits are live');
  await page.getByLabel('Text').fill('You can now deposit USDT on Polygon.');
  await page.getByLabel('العربية').check({ force: true });
  await expect(page.getByLabel('Title')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Title').fill('الإيداع عبر Polygon متاح الآن');
  await page.getByLabel('Text').fill('يمكنك الآن إيداع USDT على شبكة Polygon.');
  await checkScreen('admin-news-translation');
});
