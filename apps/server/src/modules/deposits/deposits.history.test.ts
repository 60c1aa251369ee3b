import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  chainOf,
  claimDeposit,
  createMember,
  type DepositFixture,
  finalizeAll,
  personalAddressOf,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { rateLimitCounters } from '../rate-limits/rate-limits.tables.ts';

let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const finalize = () => finalizeAll(fixture);
const company = () => chainOf(fixture, 'BEP20').companyAddress;

const claim = (member: TestMember, hash: string, network = 'BEP20', amount = '50') =>
  claimDeposit(fixture, member, { network, transactionHash: hash, amount });

describe('the member’s deposits', () => {
  it('lists own deposits newest first, pages them, filters by status, counts the pending', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const final = await send(fixture, 'BEP20', address, '10');
    await finalize();
    await claim(member, final);
    for (const amount of ['11', '12']) {
      fixture.t.clock.advance(1_000);
      await claim(member, await send(fixture, 'POLYGON', address, amount), 'POLYGON');
    }
    await createMember(fixture.t).then((other) => claim(other, `0x${'56'.repeat(32)}`));
    const page = (await api(fixture.t, member, 'GET', '/api/deposit/history?page=1&limit=2')).json();
    expect(page.data.map((deposit: { amount: string }) => deposit.amount)).toEqual(['12.00', '11.00']);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    const confirmed = (
      await api(fixture.t, member, 'GET', '/api/deposit/my-deposits?status=CONFIRMED')
    ).json();
    expect(confirmed.data.map((deposit: { amount: string }) => deposit.amount)).toEqual(['10.00']);
    expect(confirmed.pagination.itemsPerPage).toBe(10);
    expect((await api(fixture.t, member, 'GET', '/api/deposit/pending-count')).json()).toEqual({
      pendingCount: 2,
    });
  });

  it('shows one deposit to its owner only', async () => {
    const [owner, other] = [await createMember(fixture.t), await createMember(fixture.t)];
    const hash = await send(fixture, 'BEP20', company(), '13');
    const { deposit } = (await claim(owner, hash)).json();
    expect((await api(fixture.t, owner, 'GET', `/api/deposit/${deposit.id}`)).json().deposit.id).toBe(
      deposit.id,
    );
    expect((await api(fixture.t, other, 'GET', `/api/deposit/${deposit.id}`)).statusCode).toBe(404);
    expect((await api(fixture.t, other, 'GET', '/api/deposit/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets the owner correct the hash of a PENDING claim, verified like a new claim', async () => {
    const [member, other] = [await createMember(fixture.t), await createMember(fixture.t)];
    const address = await personalAddressOf(fixture.t, member);
    const { deposit } = (await claim(member, await send(fixture, 'BEP20', company(), '14'))).json();
    const url = `/api/deposit/${deposit.id}/transaction-hash`;

    expect((await api(fixture.t, member, 'PATCH', url, { transactionHash: ' ' })).json().message).toBe(
      'Please enter a transaction hash',
    );
    expect(
      (await api(fixture.t, other, 'PATCH', url, { transactionHash: `0x${'78'.repeat(32)}` })).statusCode,
    ).toBe(404);
    const wrong = await send(fixture, 'BEP20', privateKeyToAddress(generatePrivateKey()), '14');
    expect((await api(fixture.t, member, 'PATCH', url, { transactionHash: wrong })).statusCode).toBe(422);

    const right = await send(fixture, 'BEP20', address, '14');
    await finalize();
    const res = await api(fixture.t, member, 'PATCH', url, { transactionHash: right });
    expect(res.statusCode).toBe(200);
    expect(res.json().deposit).toMatchObject({
      transactionHash: right,
      status: 'CONFIRMED',
      reviewRequired: false,
    });
    expect(await balanceOf(fixture.t, member)).toBe('14.00');
    const again = await api(fixture.t, member, 'PATCH', url, { transactionHash: `0x${'9a'.repeat(32)}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a PENDING deposit can have its transaction hash changed.');
  });

  it('re-checks an own pending deposit on request and credits it once final', async () => {
    const member = await createMember(fixture.t);
    const hash = await send(fixture, 'POLYGON', await personalAddressOf(fixture.t, member), '16');
    const { deposit } = (await claim(member, hash, 'POLYGON')).json();
    expect(deposit.status).toBe('PENDING');
    const early = (await api(fixture.t, member, 'POST', `/api/deposit/${deposit.id}/verify`)).json();
    expect(early.deposit).toMatchObject({ status: 'PENDING', progress: 'confirming' });
    await finalize();
    const res = await api(fixture.t, member, 'POST', `/api/deposit/${deposit.id}/verify`);
    expect(res.json()).toMatchObject({ success: true, deposit: { status: 'CONFIRMED', amount: '16.00' } });
    expect(await balanceOf(fixture.t, member)).toBe('16.00');
  });
});

describe('the demo test transfer', () => {
  it('exists only in demo mode and really transfers to the member’s address', async () => {
    const member = await createMember(fixture.t);
    const off = await api(fixture.t, member, 'POST', '/api/deposit/test-transfer', {
      network: 'BEP20',
      currency: 'USDT',
      amount: '50',
    });
    expect(off.statusCode).toBe(404);

    const demo = await fixture.restart({ devChains: fixture.chains.dev }, { DEMO: 'true' });
    const demoMember = await createMember(demo);
    const addresses = (await api(demo, demoMember, 'GET', '/api/deposit/usdt/addresses')).json();
    expect(addresses.testTransfer).toBe(true);
    const res = await api(demo, demoMember, 'POST', '/api/deposit/test-transfer', {
      network: 'POLYGON',
      currency: 'USDC',
      amount: '50.25',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      network: 'POLYGON',
      currency: 'USDC',
      amount: '50.25',
      to: addresses.addresses.POLYGON,
    });
    const details = (
      await api(demo, demoMember, 'POST', '/api/deposit/transaction-details', {
        transactionHash: res.json().transactionHash,
      })
    ).json();
    expect(details).toMatchObject({
      outcome: 'success',
      suggestedAmount: '50.25',
      suggestedCurrency: 'USDC',
    });
  });
});

describe('the demo test transfer’s caps', () => {
  let demo: Awaited<ReturnType<DepositFixture['restart']>>;
  beforeAll(async () => {
    demo = await fixture.restart({ devChains: fixture.chains.dev }, { DEMO: 'true' });
  });
  const sendTest = (member: TestMember, amount: string) =>
    api(demo, member, 'POST', '/api/deposit/test-transfer', { network: 'BEP20', currency: 'USDT', amount });

  it('sends at most 1,000 a call', async () => {
    const member = await createMember(demo);
    const res = await sendTest(member, '1000.01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'amount', msg: 'A test transfer is at most 1000.00.' }]);
    expect((await sendTest(member, '1000')).statusCode).toBe(201);
  });

  it('sends at most 10,000 a member a UTC day, however many requests race', async () => {
    const member = await createMember(demo);
    const burst = await Promise.all(Array.from({ length: 200 }, () => sendTest(member, '1000')));
    const sent = burst.filter((res) => res.statusCode === 201);
    const capped = burst.filter((res) => res.statusCode === 422);
    expect(burst.every((res) => [201, 422, 429].includes(res.statusCode))).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(10);
    expect(capped.length).toBeGreaterThan(0);
    expect(capped[0]?.json().message).toBe(
      `Test transfers are limited to 10000.00 a day; ${10_000 - sent.length * 1_000}.00 left today (UTC).`,
    );
    const hashes = new Set(sent.map((res) => res.json().transactionHash));
    expect(hashes.size).toBe(sent.length);
    // The next UTC day starts a new tally (the per-minute request limit is cleared, not waited out).
    await demo.database.db.delete(rateLimitCounters);
    demo.clock.advance(24 * 60 * 60_000);
    expect((await sendTest(member, '1000')).statusCode).toBe(201);
  });
});
