import assert from 'node:assert/strict';
import { mineBlocks } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import { expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { viewports } from '../harness/screens.ts';

/**
 * Virtual time the page may live through while it waits for the credit: half the wallet's 10 s
 * polling interval. The page's clock is paused and moved on by hand, so no poll can fire in that
 * budget however long the chain and the watcher take in real time — the balance can only arrive
 * through the live stream.
 */
const VIRTUAL_BUDGET_MS = 5_000;
const STEP_MS = 25;

test('a deposit credited on chain appears on the open dashboard, pushed by the live stream', async (t) => {
  const { page } = t;
  await t.api.request('PUT', '/admin/settings', { isDepositEnabled: true }, await t.adminToken());
  const member = await t.signInAsMember({ fullName: 'Live Member' });
  await page.clock.install();
  const [stream] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events', {
      timeout: 30_000,
    }),
    t.goto('/dashboard'),
  ]);
  assert.equal(stream.status(), 200);
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  await expectVisible(page.getByText('$0.00'));
  // From here on, page timers (polling among them) fire only when this test moves the clock.
  await page.clock.pauseAt(Date.now() + 1_000);

  const sent = (await t.api.request(
    'POST',
    '/deposit/test-transfer',
    { network: 'BEP20', currency: 'USDT', amount: '50' },
    member.token,
  )) as { transactionHash: string };
  assert.match(sent.transactionHash, /^0x[0-9a-f]{64}$/);
  await mineBlocks(t.env.chains.chains.BEP20, 6);

  const credited = page.getByText('$50.00').first();
  let virtualMs = 0;
  while (!(await credited.isVisible()) && virtualMs < VIRTUAL_BUDGET_MS) {
    await page.clock.runFor(STEP_MS);
    virtualMs += STEP_MS;
    await page.waitForTimeout(200);
  }
  assert.equal(await credited.isVisible(), true, 'the credited balance did not arrive through the stream');
  await page.clock.resume();
});

test("the HTML sent for a signed-in route preloads that route's code, all of which the page runs", async (t) => {
  const { page } = t;
  await t.signInAsMember({ fullName: 'Preload Member' });
  const preloadsIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
  const sent = await (await fetch(`${t.env.baseUrl}/dashboard`)).text();
  const plain = await (await fetch(`${t.env.baseUrl}/no-such-page`)).text();
  const withEntry = new Set(preloadsIn(plain));
  const preloaded = preloadsIn(sent).filter((file) => !withEntry.has(file));
  assert.ok(
    preloaded.some((file) => /^\/assets\/dashboard-[\w-]+\.js$/.test(file)),
    `the dashboard's chunk is preloaded: ${preloaded.join(' ')}`,
  );
  // The page as it loads without them (the plain index.html): every preloaded file is one it asks
  // for anyway, so the preloads fetch nothing the route does not run.
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(new URL(request.url()).pathname));
  await page.route(`${t.env.baseUrl}/dashboard`, (route) =>
    route.fulfill({ contentType: 'text/html', body: plain }),
  );
  await t.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  assert.deepEqual(
    preloaded.filter((file) => !loaded.has(file)),
    [],
  );
});

test('a signed-in page asks who is signed in once, from its head, before the app has loaded', async (t) => {
  const { page } = t;
  await t.signInAsMember({ fullName: 'Early Member' });
  // Who sent each profile request: the script whose code started it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const askedBy: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname !== '/api/auth/profile') return;
    const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
    askedBy.push(frame ? new URL(frame.url).pathname : initiator.type);
  });
  await t.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  await expectVisible(page.getByText('Early Member').first());
  // The head's script asked, and the app took that answer instead of asking again.
  assert.deepEqual(askedBy, ['/boot.js']);
});

test('on a phone the dashboard renders its lower parts, and asks for their figures, only as the member scrolls towards them', async (t) => {
  const { page } = t;
  await t.signInAsMember({ fullName: 'Scrolling Member' });
  await page.setViewportSize(viewports.mobile);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await t.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  await page.locator('ul[aria-busy="false"]').first().waitFor();
  // The wallet's figures are in; below them the parts wait in a placeholder, unasked for.
  assert.equal(await page.locator('[data-render-near]').count(), 1);
  assert.equal(await page.getByRole('region', { name: 'Community' }).count(), 0);
  const lowerFigures = ['/api/tasks/earning-status', '/api/members/public', '/api/vip/status'];
  assert.deepEqual(
    lowerFigures.filter((pathname) => asked.includes(pathname)),
    [],
  );

  await t.readToEnd();
  await expectVisible(page.getByRole('region', { name: 'Daily earning session' }));
  await expectVisible(page.getByTestId('members-counter'));
  await expectVisible(page.getByRole('region', { name: 'VIP levels' }));
  assert.deepEqual(
    lowerFigures.filter((pathname) => !asked.includes(pathname)),
    [],
  );
  // The withdrawable card shows the wallet figures the page already holds: not asked again.
  assert.equal(asked.filter((pathname) => pathname === '/api/wallet/stats').length, 1);
});
