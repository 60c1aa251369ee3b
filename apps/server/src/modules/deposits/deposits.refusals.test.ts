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
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { devTokenAbi } from '../../dev-chains/contracts/artifacts.gen.ts';
import { deployLookAlikeToken, sendNative, walletOn } from '../../dev-chains/dev-chain-actions.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../plugins/scopes.ts';
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

describe('claims that are refused (422) write nothing', () => {
  async function expectRefused(member: TestMember, hash: string, status: number, message: string | RegExp) {
    const before = await depositCount();
    const res = await claim(member, { network: 'BEP20', transactionHash: hash });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await depositCount()).toBe(before);
    expect(await balanceOf(fixture.t, member)).toBe('0.00');
  }

  it('refuses a look-alike token with the same symbol', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const bsc = chainOf(fixture, 'BEP20');
    const fake = await deployLookAlikeToken(bsc, 'USDT', 18, parseUnits('1000', 18));
    const wallet = walletOn(bsc);
    const hash = await wallet.writeContract({
      address: fake,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [address, parseUnits('100', 18)],
    });
    await wallet.waitForTransactionReceipt({ hash });
    await finalize();
    await expectRefused(member, hash, 422, 'not the accepted USDT or USDC contract on BEP20');
  });

  it('refuses a reverted transaction', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const bsc = chainOf(fixture, 'BEP20');
    const wallet = walletOn(bsc);
    // More than the demo wallet holds, with a fixed gas limit so the failing transfer is mined.
    const hash = await wallet.writeContract({
      address: bsc.tokens.USDT,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [address, parseUnits('1', 40)],
      gas: 200_000n,
    });
    expect((await wallet.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    await finalize();
    await expectRefused(
      member,
      hash,
      422,
      'This transaction failed on chain (it was reverted) and moved no funds.',
    );
  });

  it('refuses a transfer to someone else, naming the expected and received addresses', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const other = stranger();
    const hash = await send(fixture, 'BEP20', other, '20');
    await finalize();
    await expectRefused(
      member,
      hash,
      422,
      `Transaction found on BEP20, but recipient doesn't match our address (Expected: ${address.toLowerCase()}, Received: ${other})`,
    );
  });

  it("refuses a transfer to another member's personal address (it is theirs, credited by the watcher)", async () => {
    const [owner, claimant] = [await createMember(fixture.t), await createMember(fixture.t)];
    const hash = await send(fixture, 'BEP20', await personalAddressOf(fixture.t, owner), '20');
    await finalize();
    await expectRefused(claimant, hash, 422, /recipient doesn't match our address/);
  });

  it('refuses a transaction that moves no token', async () => {
    const member = await createMember(fixture.t);
    const hash = await sendNative(chainOf(fixture, 'BEP20'), await personalAddressOf(fixture.t, member), 1n);
    await finalize();
    await expectRefused(member, hash, 422, 'This transaction is not a USDT or USDC transfer on BEP20.');
  });

  it('refuses a hash found on no network', async () => {
    const member = await createMember(fixture.t);
    const hash = `0x${'ab'.repeat(32)}`;
    await expectRefused(
      member,
      hash,
      422,
      'The transaction hash was not found on any supported blockchain network.',
    );
  });

  it('validates the hash and the amount with their messages', async () => {
    const member = await createMember(fixture.t);
    const cases: [Record<string, unknown>, string][] = [
      [{ transactionHash: '' }, 'Transaction hash is required for USDT deposits'],
      [{ transactionHash: '0x1234' }, 'Please enter a valid transaction hash'],
      [{ transactionHash: `0x${'a'.repeat(64)}`, amount: '0' }, 'Amount must be greater than 0'],
      [{ transactionHash: `0x${'a'.repeat(64)}`, amount: undefined }, 'Amount is required'],
    ];
    for (const [body, message] of cases) {
      const res = await claim(member, { network: 'BEP20', ...body });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('who may claim', () => {
  it('refuses members without a verified email, and everyone while deposits or withdrawals are off', async () => {
    const unverified = await createMember(fixture.t, { verified: false });
    const hash = `0x${'cd'.repeat(32)}`;
    const res = await claim(unverified, { network: 'BEP20', transactionHash: hash });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EMAIL_NOT_VERIFIED_MESSAGE);

    const member = await createMember(fixture.t);
    const admin = await createMember(fixture.t, { isAdmin: true });
    const cases = [
      [{ isDepositEnabled: false }, 'Deposits are currently disabled.'],
      [{ isWithdrawalEnabled: false }, /^Deposits are paused while withdrawals are paused/],
    ] as const;
    for (const [change, message] of cases) {
      await fixture.t.app.services.settings.update(admin.userId, change);
      for (const url of ['/api/deposit/usdt/addresses', '/api/wallet/company-addresses']) {
        const hidden = await api(fixture.t, member, 'GET', url);
        expect(hidden.statusCode).toBe(403);
        expect(hidden.json().message).toMatch(message);
      }
      const refused = await claim(member, { network: 'BEP20', transactionHash: hash });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
      expect(refused.json().message).toMatch(message);
      // Administrators still see the addresses (the admin screens need them).
      expect((await api(fixture.t, admin, 'GET', '/api/wallet/company-addresses')).statusCode).toBe(200);
      await fixture.t.app.services.settings.update(admin.userId, {
        isDepositEnabled: true,
        isWithdrawalEnabled: true,
      });
    }
  });
});
