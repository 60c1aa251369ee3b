import { expect, test } from '../harness/test.ts';

interface Injected {
  rendererPackageName?: string;
  version?: string;
  bundleType?: number;
}

/**
 * The production build runs React's own renderer: react-dom announces itself to the React
 * DevTools hook as it loads (a stand-in hook, installed before any script of the page, records
 * what it is given), and no script the page loads is Preact.
 */
test('the production build announces react-dom 19 to the DevTools hook and loads no Preact', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const injected: unknown[] = [];
    Object.assign(window, {
      novaInjected: injected,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          injected.push(renderer);
          return injected.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        setStrictMode() {},
      },
    });
  });
  // Read again once the page has started: the body of a worker's script is gone once it has stopped.
  const scriptUrls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptUrls.add(response.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { novaInjected?: unknown[] }).novaInjected?.length))
    .toBe(1);
  const [renderer] = await page.evaluate(() =>
    ((window as unknown as { novaInjected: Injected[] }).novaInjected ?? []).map(
      ({ rendererPackageName, version, bundleType }) => ({ rendererPackageName, version, bundleType }),
    ),
  );
  expect(renderer?.rendererPackageName).toBe('react-dom');
  expect(renderer?.version).toMatch(/^19\./);
  // 0 is React's production bundle; 1 would be its development build.
  expect(renderer?.bundleType).toBe(0);

  const scripts = await Promise.all(
    [...scriptUrls].map(async (url) => ({ url, body: await (await page.request.get(url)).text() })),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url, 'a script named after Preact').not.toMatch(/preact/i);
    expect(script.body, `${script.url} holds Preact`).not.toMatch(/preact|__PREACT_DEVTOOLS__/i);
  }
});
