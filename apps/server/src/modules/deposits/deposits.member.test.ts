import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  chainOf,
  claimDeposit,
  createMember,
  type DepositFixture,
  personalAddressOf,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';

let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const company = () => chainOf(fixture, 'BEP20').companyAddress;

const claim = (member: TestMember, hash: string, network = 'BEP20', amount = '50') =>
  claimDeposit(fixture, member, { network, transactionHash: hash, amount });

describe('deposit addresses', () => {
  it('gives each member a stable personal address, with the facts of each network', async () => {
    const [first, second] = [await createMember(fixture.t), await createMember(fixture.t)];
    const res = await api(fixture.t, first, 'GET', '/api/deposit/usdt/addresses');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      personal: true,
      warning: null,
      minDepositAmount: '30.00',
      hostedCheckout: false,
      testTransfer: false,
      companyAddresses: { BEP20: company(), POLYGON: chainOf(fixture, 'POLYGON').companyAddress },
    });
    expect(body.addresses.BEP20).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(body.addresses.POLYGON).toBe(body.addresses.BEP20);
    const [bsc, polygon] = body.networks;
    expect(bsc).toMatchObject({
      network: 'BEP20',
      chainId: 1_337_056,
      name: 'Local BNB Smart Chain (BEP20)',
    });
    expect(bsc.tokens).toEqual([
      { symbol: 'USDT', contractAddress: chainOf(fixture, 'BEP20').tokens.USDT, decimals: 18 },
      { symbol: 'USDC', contractAddress: chainOf(fixture, 'BEP20').tokens.USDC, decimals: 18 },
    ]);
    expect(polygon).toMatchObject({ network: 'POLYGON', chainId: 1_337_137 });
    expect(polygon.tokens[0].decimals).toBe(6);
    expect((await api(fixture.t, first, 'GET', '/api/deposit/usdt/addresses')).json().addresses).toEqual(
      body.addresses,
    );
    expect(await personalAddressOf(fixture.t, second)).not.toBe(body.addresses.BEP20);
    const shared = (await api(fixture.t, first, 'GET', '/api/wallet/company-addresses')).json();
    expect(shared).toEqual({ BEP20: company(), POLYGON: chainOf(fixture, 'POLYGON').companyAddress });
  });

  it('falls back to the shared addresses, with a warning, without DEPOSIT_XPUB', async () => {
    const noKey = fixture.chains.serviceWith((settings) => ({ ...settings, depositXpub: null }));
    const t = await fixture.restart({ chainSettings: noKey.settings });
    const member = await createMember(t);
    const body = (await api(t, member, 'GET', '/api/deposit/usdt/addresses')).json();
    expect(body).toMatchObject({ personal: false, addresses: { BEP20: company() } });
    expect(body.warning).toMatch(/shared company address/);
  });
});

describe('looking a transaction up', () => {
  it('answers Transaction Details and Auto-fill for a transfer to us, and marks it used once claimed', async () => {
    const member = await createMember(fixture.t);
    const hash = await send(fixture, 'POLYGON', await personalAddressOf(fixture.t, member), '42.5', 'USDC');
    for (const url of ['/api/deposit/transaction-details', '/api/deposit/auto-fill-transaction']) {
      const res = await api(fixture.t, member, 'POST', url, {
        transactionHash: `  ${hash.slice(2).toUpperCase()} `,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        found: true,
        outcome: 'success',
        transactionHash: hash,
        foundOnNetwork: 'POLYGON',
        suggestedNetwork: 'POLYGON',
        suggestedAmount: '42.50',
        suggestedCurrency: 'USDC',
        isRecipientMatching: true,
        isTokenTransfer: true,
        isConfirmed: false,
        alreadyUsed: false,
        details: { amount: '42.50', isTokenTransfer: true },
      });
    }
    await claim(member, hash, 'POLYGON');
    const used = await api(fixture.t, member, 'POST', '/api/deposit/transaction-details', {
      transactionHash: hash,
    });
    expect(used.json()).toMatchObject({
      alreadyUsed: true,
      outcome: 'warning',
      message: 'This transaction has already been used for a deposit',
    });
  });

  it('warns when the recipient is not ours and says when nothing was found', async () => {
    const member = await createMember(fixture.t);
    const hash = await send(fixture, 'BEP20', privateKeyToAddress(generatePrivateKey()), '3');
    const other = (
      await api(fixture.t, member, 'POST', '/api/deposit/auto-fill-transaction', { transactionHash: hash })
    ).json();
    expect(other).toMatchObject({
      found: true,
      outcome: 'warning',
      isRecipientMatching: false,
      message: "Transaction found on BEP20, but recipient doesn't match our address",
    });
    const missing = `0x${'34'.repeat(32)}`;
    const none = (
      await api(fixture.t, member, 'POST', '/api/deposit/transaction-details', { transactionHash: missing })
    ).json();
    expect(none).toMatchObject({
      found: false,
      outcome: 'error',
      message: 'The transaction hash was not found on any supported blockchain network.',
      companyAddresses: { BEP20: company() },
    });
    const all = (
      await api(fixture.t, member, 'POST', '/api/deposit/check-transaction-all-networks', {
        transactionHash: hash,
      })
    ).json();
    expect(all).toMatchObject({ found: true, foundOnNetwork: 'BEP20', totalNetworksChecked: 2 });
    expect(all.results[0].details).toMatchObject({
      amount: '3.00',
      isRecipientMatching: false,
      status: 'success',
    });
  });
});
