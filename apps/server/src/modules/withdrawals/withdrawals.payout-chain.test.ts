import { toMicros } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { type Address, type Hash, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../../../test/chain-fixture.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  checksummedAddress,
  creditEarnings,
  requestWithdrawal,
  walletStats,
} from '../../../test/withdrawal-fixtures.ts';
import { mineBlocks, sendToken } from '../../dev-chains/dev-chain-actions.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { mainnetNetworks } from '../chain/index.ts';
import { systemAccountKey } from '../ledger/ledger.accounts.ts';

/** Payouts recorded with a hash are checked on the real local chains (rule 33). */
describe('payout hashes on chain', () => {
  let fixture: ChainFixture;
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  const processAs = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${id}/process`,
      headers: bearer(admin.token),
      payload,
    });

  async function request(amount: string, network: 'BEP20' | 'POLYGON' = 'BEP20'): Promise<string> {
    const res = await requestWithdrawal(t, member.token, { amount, network });
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal.id;
  }

  /** Pays on the chain as the operator would, and waits for finality unless told otherwise. */
  async function pay(network: 'BEP20' | 'POLYGON', to: Address, amount: string, final = true): Promise<Hash> {
    const chain = fixture.dev.chains[network];
    const hash = await sendToken(chain, { token: 'USDT', to, amountRaw: parseUnits(amount, chain.decimals) });
    if (final) await mineBlocks(chain, chain.confirmations + 5);
    return hash;
  }

  const posted = async (key: string) => (await t.app.services.ledger.balanceOf(key))?.postedMicros;

  beforeAll(async () => {
    fixture = await startChainFixture();
    // The local BEP20 chain is given mainnet's explorer, so the payout links can be read; POLYGON keeps none.
    const chainSettings = structuredClone(fixture.settings);
    chainSettings.networks.BEP20.explorerUrl = mainnetNetworks.BEP20.explorerUrl;
    t = await createTestApp({}, { chainSettings });
    admin = await createMember(t, { isAdmin: true });
    member = await createMember(t);
    await creditEarnings(t, member.userId, '500');
    await t.app.services.feeTiers.create({ minAmount: '0', maxAmount: null, percent: 0.02 }, admin.userId);
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
    await fixture.stop();
  });

  it('approves with a matching hash straight to COMPLETED, splitting the hold into payout and fee', async () => {
    const id = await request('50');
    const hash = await pay('BEP20', checksummedAddress, '49');
    const res = await processAs(id, { action: 'APPROVE', transactionHash: hash, adminNotes: 'Paid' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      withdrawal: {
        status: 'COMPLETED',
        transactionHash: hash,
        amount: '50.00',
        fee: '1.00',
        netAmount: '49.00',
      },
      payoutCheck: { matches: true, problems: [], amount: '49.00', currency: 'USDT', acknowledged: false },
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history',
      headers: bearer(member.token),
    });
    expect(history.json().data.find((row: { id: string }) => row.id === id)).toMatchObject({
      transactionHash: hash,
      explorerUrl: `https://bscscan.com/tx/${hash}`,
    });
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '450.00',
      heldEarnings: '0.00',
      totalWithdrawn: '50.00',
    });
    expect(await posted(systemAccountKey('withdrawal_fees'))).toBe(toMicros('1'));
    expect(await posted(systemAccountKey('payouts_in_flight'))).toBe(0n);
    expect(await posted(systemAccountKey('custody', 'BEP20'))).toBe(-toMicros('49'));
  });

  it('completes an APPROVED request when the payout hash arrives', async () => {
    const id = await request('20', 'POLYGON');
    expect((await processAs(id, { action: 'APPROVE' })).json().withdrawal.status).toBe('APPROVED');
    const hash = await pay('POLYGON', checksummedAddress, '19.6');
    const res = await processAs(id, { action: 'COMPLETE', transactionHash: hash });
    // A chain without an explorer: the hash alone.
    expect(res.json().withdrawal).toMatchObject({
      status: 'COMPLETED',
      netAmount: '19.60',
      explorerUrl: null,
    });
    expect(await posted(systemAccountKey('custody', 'POLYGON'))).toBe(-toMicros('19.6'));
  });

  it('refuses a mismatching payout with each difference, and changes nothing', async () => {
    const id = await request('30');
    const stranger = '0x2222222222222222222222222222222222222222';
    const hash = await pay('BEP20', stranger, '29');
    const res = await processAs(id, { action: 'APPROVE', transactionHash: hash });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PAYOUT_MISMATCH',
      errors: [
        {
          path: 'transactionHash',
          msg: `Recipient ${stranger} is not the request address ${checksummedAddress}`,
        },
        { path: 'transactionHash', msg: 'Amount 29.00 differs from the net amount 29.40' },
      ],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals/pending',
      headers: bearer(admin.token),
    });
    expect(list.json().data.find((w: { id: string }) => w.id === id)).toMatchObject({
      status: 'PENDING',
      transactionHash: null,
    });

    const confirmed = await processAs(id, {
      action: 'APPROVE',
      transactionHash: hash,
      acknowledgeMismatch: true,
    });
    expect(confirmed.json()).toMatchObject({
      withdrawal: { status: 'COMPLETED' },
      payoutCheck: { matches: false, acknowledged: true },
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry?.note).toBe(
      `Payout mismatch confirmed by the administrator: Recipient ${stranger} is not the request address ${checksummedAddress}; Amount 29.00 differs from the net amount 29.40`,
    );
  });

  it('refuses a hash that is unknown, not final yet, or already recorded', async () => {
    const id = await request('10', 'POLYGON');
    const unknown = await processAs(id, { action: 'APPROVE', transactionHash: `0x${'12'.repeat(32)}` });
    expect(unknown.json().errors).toEqual([
      { path: 'transactionHash', msg: 'Transaction not found on POLYGON' },
    ]);
    const early = await pay('POLYGON', checksummedAddress, '9.8', false);
    const notFinal = await processAs(id, { action: 'APPROVE', transactionHash: early });
    expect(notFinal.json().errors).toEqual([
      { path: 'transactionHash', msg: 'The transaction is not final yet; wait for more confirmations' },
    ]);
    const first = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/withdrawals?status=COMPLETED',
        headers: bearer(admin.token),
      })
    ).json().data[0];
    const reused = await processAs(id, { action: 'APPROVE', transactionHash: first.transactionHash });
    expect([reused.statusCode, reused.json().message]).toEqual([
      409,
      'This transaction hash is already recorded for another withdrawal',
    ]);
    expect((await walletStats(t, member.token)).heldEarnings).toBe('10.00');
  });
});
