import { mineBlocks } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import { readToEnd } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/**
 * Virtual time the page may live through while it waits for the credit: half the wallet's 10 s
 * polling interval. The page's clock is paused and moved on by hand, so no poll can fire in that
 * budget however long the chain and the watcher take in real time — the balance can only arrive
 * through the live stream.
 */
const VIRTUAL_BUDGET_MS = 5_000;
const STEP_MS = 25;

test('a deposit credited on chain appears on the open dashboard, pushed by the live stream', async ({
  page,
  members,
  admin,
  api,
  server,
}) => {
  await api.request('PUT', '/admin/settings', { isDepositEnabled: true }, await admin.token());
  const member = await members.signIn(page, { fullName: 'Live Member' });
  await page.clock.install();
  const [stream] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events', {
      timeout: 30_000,
    }),
    page.goto('/dashboard'),
  ]);
  expect(stream.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await expect(page.getByText('$0.00').first()).toBeVisible();
  // From here on, page timers (polling among them) fire only when this test moves the clock.
  await page.clock.pauseAt(Date.now() + 1_000);

  const sent = (await api.request(
    'POST',
    '/deposit/test-transfer',
    { network: 'BEP20', currency: 'USDT', amount: '50' },
    member.token,
  )) as { transactionHash: string };
  expect(sent.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  await mineBlocks(server.chains.chains.BEP20, 6);

  const credited = page.getByText('$50.00').first();
  let virtualMs = 0;
  while (!(await credited.isVisible()) && virtualMs < VIRTUAL_BUDGET_MS) {
    await page.clock.runFor(STEP_MS);
    virtualMs += STEP_MS;
    await page.waitForTimeout(200);
  }
  expect(await credited.isVisible(), 'the credited balance did not arrive through the stream').toBe(true);
  await page.clock.resume();
});

test("the HTML sent for a signed-in route preloads that route's code, all of which the page runs", async ({
  page,
  members,
  server,
}) => {
  await members.signIn(page, { fullName: 'Preload Member' });
  const preloadsIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
  const sent = await (await fetch(`${server.baseUrl}/dashboard`)).text();
  const plain = await (await fetch(`${server.baseUrl}/no-such-page`)).text();
  const withEntry = new Set(preloadsIn(plain));
  const preloaded = preloadsIn(sent).filter((file) => !withEntry.has(file));
  expect(
    preloaded.some((file) => /^\/assets\/dashboard-[\w-]+\.js$/.test(file)),
    `the dashboard's chunk is preloaded: ${preloaded.join(' ')}`,
  ).toBeTruthy();
  // The page as it loads without them (the plain index.html): every preloaded file is one it asks
  // for anyway, so the preloads fetch nothing the route does not run.
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(new URL(request.url()).pathname));
  await page.route(`${server.baseUrl}/dashboard`, (route) =>
    route.fulfill({ contentType: 'text/html', body: plain }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  expect(preloaded.filter((file) => !loaded.has(file))).toEqual([]);
});

test('a signed-in page asks who is signed in once, from its head, before the app has loaded', async ({
  page,
  members,
}) => {
  await members.signIn(page, { fullName: 'Early Member' });
  // Who sent each profile request: the script whose code started it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const askedBy: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    // Who is signed in is a GET; a new account's first page also saves its language (a PATCH).
    if (new URL(request.url).pathname !== '/api/auth/profile' || request.method !== 'GET') return;
    const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
    askedBy.push(frame ? new URL(frame.url).pathname : initiator.type);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await expect(page.getByText('Early Member').first()).toBeVisible();
  // The head's script asked, and the app took that answer instead of asking again.
  expect(askedBy).toEqual(['/boot.js']);
});

test('on a phone the dashboard renders its lower parts, and asks for their figures, only as the member scrolls towards them', async ({
  page,
  members,
}) => {
  await members.signIn(page, { fullName: 'Scrolling Member' });
  await page.setViewportSize(viewports.mobile);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await expect(page.locator('ul[aria-busy="false"]').first()).toBeVisible();
  // The wallet's figures are in; below them the parts wait in a placeholder, unasked for.
  await expect(page.locator('[data-render-near]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Community' })).toHaveCount(0);
  const lowerFigures = ['/api/tasks/earning-status', '/api/members/public', '/api/vip/status'];
  expect(lowerFigures.filter((pathname) => asked.includes(pathname))).toEqual([]);

  await readToEnd(page);
  await expect(page.getByRole('region', { name: 'Daily earning session' })).toBeVisible();
  await expect(page.getByTestId('members-counter')).toBeVisible();
  await expect(page.getByRole('region', { name: 'VIP levels' })).toBeVisible();
  expect(lowerFigures.filter((pathname) => !asked.includes(pathname))).toEqual([]);
  // The withdrawable card shows the wallet figures the page already holds: not asked again.
  expect(asked.filter((pathname) => pathname === '/api/wallet/stats').length).toBe(1);
});
