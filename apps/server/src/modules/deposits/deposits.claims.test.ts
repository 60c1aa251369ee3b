import { count } from 'drizzle-orm';
import { parseUnits } from 'viem';
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
  watchUntilCaughtUp,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { sendBatchTransfers } from '../../dev-chains/batch-transfers.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
import { deposits } from './deposits.tables.ts';

let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const stranger = () => privateKeyToAddress(generatePrivateKey());
const depositCount = async () => (await fixture.t.database.db.select({ n: count() }).from(deposits))[0]?.n;

const finalize = () => finalizeAll(fixture);

const claim = (member: TestMember, body: Record<string, unknown>) => claimDeposit(fixture, member, body);

describe('claiming a transfer by its hash', () => {
  it('credits an 18-decimal transfer on the BSC-like chain, exactly, once it is final', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const hash = await send(fixture, 'BEP20', address, '123.456789');
    await finalize();
    const res = await claim(member, { network: 'BEP20', transactionHash: hash, amount: '123.45' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ autoConfirmed: true, foundOnNetwork: 'BEP20', networkWarning: null });
    expect(body.deposit).toMatchObject({
      status: 'CONFIRMED',
      progress: 'credited',
      amount: '123.456789',
      requestedAmount: '123.45',
      currency: 'USDT',
      network: 'BEP20',
      source: 'HASH_CLAIM',
      transactionHash: hash,
      recipientAddress: address.toLowerCase(),
    });
    expect(await balanceOf(fixture.t, member)).toBe('123.456789');
    const transactions = (await api(fixture.t, member, 'GET', '/api/wallet/transactions')).json();
    expect(transactions.data[0]).toMatchObject({ type: 'DEPOSIT', amount: '123.456789' });
  });

  it('credits a 6-decimal transfer on the Polygon-like chain', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const hash = await send(fixture, 'POLYGON', address, '75.000001', 'USDC');
    await finalize();
    const res = await claim(member, { network: 'POLYGON', transactionHash: hash });
    expect(res.statusCode).toBe(201);
    expect(res.json().deposit).toMatchObject({ status: 'CONFIRMED', amount: '75.000001', currency: 'USDC' });
    expect(await balanceOf(fixture.t, member)).toBe('75.000001');
  });

  it('ignores a client-sent status and autoConfirmed: a transfer not yet final stays PENDING', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const hash = await send(fixture, 'POLYGON', address, '40');
    const res = await claim(member, {
      network: 'POLYGON',
      transactionHash: hash,
      status: 'CONFIRMED',
      autoConfirmed: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ autoConfirmed: false });
    expect(res.json().deposit).toMatchObject({
      status: 'PENDING',
      progress: 'confirming',
      confirmationsRequired: 5,
    });
    expect(res.json().deposit.confirmations).toBeLessThan(5);
    expect(await balanceOf(fixture.t, member)).toBe('0.00');

    // More blocks, then the watcher confirms it: no action by the member.
    await mineBlocks(chainOf(fixture, 'POLYGON'), 6);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    const after = await api(fixture.t, member, 'GET', `/api/deposit/${res.json().deposit.id}`);
    expect(after.json().deposit).toMatchObject({
      status: 'CONFIRMED',
      progress: 'credited',
      amount: '40.00',
    });
    expect(await balanceOf(fixture.t, member)).toBe('40.00');
  });

  it('credits every qualifying Transfer log of one transaction, each once', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const bsc = chainOf(fixture, 'BEP20');
    const sent = await sendBatchTransfers(bsc, {
      token: 'USDC',
      recipients: [address, stranger(), address],
      count: 3,
      transfersPerTx: 3,
      amountRaw: (index) => parseUnits(String(index + 10), 18),
    });
    await finalize();
    const res = await claim(member, { network: 'BEP20', transactionHash: sent.transactions[0] });
    expect(res.statusCode).toBe(201);
    expect(res.json().deposits.map((deposit: { amount: string }) => deposit.amount)).toEqual([
      '10.00',
      '12.00',
    ]);
    expect(await balanceOf(fixture.t, member)).toBe('22.00');
    const again = await claim(member, { network: 'BEP20', transactionHash: sent.transactions[0] });
    expect(again.statusCode).toBe(409);
  });

  it('lets another member claim a pending transfer too, but answers 409 to a repeated claim', async () => {
    const [first, second] = [await createMember(fixture.t), await createMember(fixture.t)];
    const hash = await send(fixture, 'BEP20', chainOf(fixture, 'BEP20').companyAddress, '60');
    await finalize();
    expect((await claim(first, { network: 'BEP20', transactionHash: hash })).statusCode).toBe(201);
    // A claim reserves nothing (decision 017): the second member's claim waits beside it.
    const beside = await claim(second, { network: 'BEP20', transactionHash: hash });
    expect(beside.statusCode).toBe(201);
    expect(beside.json().deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
    const before = await depositCount();
    for (const member of [first, second]) {
      const res = await claim(member, { network: 'BEP20', transactionHash: hash });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This transaction has already been used for a deposit');
    }
    expect(await depositCount()).toBe(before);
  });

  it('answers a claim the watcher beat with the deposit it credited (200), to that member only', async () => {
    const [owner, other] = [await createMember(fixture.t), await createMember(fixture.t)];
    const address = await personalAddressOf(fixture.t, owner);
    const hash = await send(fixture, 'POLYGON', address, '45');
    await finalize();
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    expect(await balanceOf(fixture.t, owner)).toBe('45.00');
    const before = await depositCount();

    const res = await claim(owner, { network: 'POLYGON', transactionHash: hash });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      autoConfirmed: true,
      message: 'Deposit confirmed and credited',
      deposit: { status: 'CONFIRMED', source: 'PERSONAL_ADDRESS', amount: '45.00', transactionHash: hash },
    });
    const refused = await claim(other, { network: 'POLYGON', transactionHash: hash });
    expect(refused.statusCode).toBe(422);
    expect(await depositCount()).toBe(before);
    expect(await balanceOf(fixture.t, owner)).toBe('45.00');
  });

  it('makes the deposit on the network where the transfer was found, with a warning', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const hash = await send(fixture, 'BEP20', address, '31');
    await finalize();
    const res = await claim(member, { network: 'POLYGON', transactionHash: hash });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      foundOnNetwork: 'BEP20',
      networkWarning: '(Found on BEP20, you selected POLYGON)',
    });
    expect(res.json().deposit).toMatchObject({ network: 'BEP20', status: 'CONFIRMED' });
    // BSC is accepted as BEP20 (rule 16).
    const verify = await api(fixture.t, member, 'POST', '/api/deposit/pre-verify', {
      network: 'BSC',
      transactionHash: await send(fixture, 'BEP20', address, '1'),
    });
    expect(verify.json()).toMatchObject({ valid: true, foundOnNetwork: 'BEP20', requestedNetwork: 'BEP20' });
  });
});
