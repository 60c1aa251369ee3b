import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof viewports;
type Scheme = 'light' | 'dark';

/**
 * Serious and critical accessibility problems fail the test. The scan runs in the page itself
 * (legacy mode): the default opens a blank page for every scan to merge the results of the page's
 * frames, which took twice as long, and the web app has no frames (legacy mode would miss what is
 * inside one: a frame added to a screen needs the default back, and is reported until then).
 */
async function axeProblems(page: Page, label: string): Promise<string[]> {
  if (page.frames().length > 1) return [`${label}: the page has a frame, which this scan cannot read`];
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      return `${label}: ${violation.id} (${violation.impact}) ${violation.help}\n      ${targets.join('\n      ')}`;
    });
}

/** Waits (up to 2 s) for every finite animation and transition on the page to end. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Keeps open toasts on screen while it is read, as a person reading one does: sonner stops a
 * toast's timer while the pointer is over the toaster. Without it a toast may start fading out
 * between the wait for animations and the accessibility scan, which then reads a half-transparent
 * text. A toast already closing is left to finish first. Over a modal dialog nothing outside the
 * dialog takes the pointer, the toaster included, so such a toast cannot be held: the scan waits
 * until it has closed instead, with the pointer moved off the toaster (resting there from an
 * earlier hold, it would keep the toast open for ever).
 */
async function holdToasts(page: Page): Promise<void> {
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])').first();
  if ((await open.count()) === 0) return;
  const held = await open.hover({ timeout: 1_000 }).then(
    () => true,
    () => false,
  );
  if (held) return;
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, {
    timeout: 15_000,
  });
}

/** Shows the page in one colour scheme without touching the member's stored choice. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, scheme === 'dark');
  // Let transitions settle before reading colours: a toast fading in is read at its final colour.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
  await holdToasts(page);
  await settleAnimations(page);
}

/**
 * Every screen is checked the same way: desktop 1280 and mobile 390 wide, light and dark, each
 * saved as a screenshot, scanned with axe and measured for sideways overflow. Leaves the page as it
 * found it. The caller waits for the page's requests to settle first.
 */
export async function captureScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const before = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const problems: string[] = [];
  for (const viewport of Object.keys(viewports) as Viewport[]) {
    await page.setViewportSize(viewports[viewport]);
    for (const scheme of ['light', 'dark'] as const) {
      await useScheme(page, scheme);
      const file = path.join(screenshotDir, `${name}-${viewport}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0)
        problems.push(`${name} ${viewport} ${scheme}: the page is ${overflow}px wider than the screen`);
      problems.push(...(await axeProblems(page, `${name} ${viewport} ${scheme}`)));
    }
  }
  await page.setViewportSize({ width: before.width, height: before.height });
  await useScheme(page, before.dark ? 'dark' : 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  // Lets held toasts go on closing: the pointer goes back where a new page has it.
  await page.mouse.move(0, 0);
  if (problems.length > 0) throw new Error(`problems on ${name}:\n    ${problems.join('\n    ')}`);
}
