import { type Address, type Hash, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../../../test/chain-fixture.ts';
import { sendBatchTransfers } from '../../dev-chains/batch-transfers.ts';
import { devTokenAbi } from '../../dev-chains/contracts/artifacts.gen.ts';
import {
  deployLookAlikeToken,
  mineBlocks,
  sendNative,
  sendToken,
  setAutomine,
  walletOn,
} from '../../dev-chains/dev-chain-actions.ts';
import type { MinedTransaction, TransactionLookup } from './chain.lookup.ts';

let fixture: ChainFixture;
beforeAll(async () => {
  fixture = await startChainFixture();
});
afterAll(() => fixture.stop());

const stranger = () => privateKeyToAddress(generatePrivateKey());

function mined(lookup: TransactionLookup): MinedTransaction {
  expect(lookup.state).toBe('mined');
  return lookup as MinedTransaction;
}

describe('lookupTransaction', () => {
  it('decodes an 18-decimal transfer on the BSC-like chain into exact micro-units', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const hash = await sendToken(bsc, {
      token: 'USDT',
      to: bsc.companyAddress,
      amountRaw: parseUnits('123.456789', 18),
    });
    const lookup = mined(await fixture.chain.lookupTransaction('BEP20', hash));
    expect(lookup).toMatchObject({
      found: true,
      status: 'success',
      from: bsc.demoWallet.address,
      to: bsc.tokens.USDT,
      isTokenTransfer: true,
      isRecipientMatching: true,
      expectedCompanyAddress: bsc.companyAddress,
      foreignTransferLogs: 0,
    });
    expect(lookup.transfers).toHaveLength(1);
    expect(lookup.primaryTransfer).toMatchObject({
      network: 'BEP20',
      token: 'USDT',
      tokenAddress: bsc.tokens.USDT,
      from: bsc.demoWallet.address,
      to: bsc.companyAddress,
      decimals: 18,
      amountRaw: 123_456_789_000_000_000_000n,
      amountMicros: 123_456_789n,
      dustRaw: 0n,
      transactionHash: hash,
      blockNumber: lookup.blockNumber,
      blockHash: lookup.blockHash,
      recipientKind: 'company',
      isRecipientMatching: true,
    });
    expect(lookup.creditable).toEqual(lookup.transfers);
  });

  it('flags the part of an 18-decimal amount below one micro-unit as dust', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const hash = await sendToken(bsc, {
      token: 'USDC',
      to: bsc.companyAddress,
      amountRaw: parseUnits('1.0000005', 18),
    });
    const transfer = mined(await fixture.chain.lookupTransaction('BEP20', hash)).primaryTransfer;
    expect(transfer).toMatchObject({ token: 'USDC', amountMicros: 1_000_000n, dustRaw: 500_000_000_000n });
  });

  it('takes a 6-decimal amount on the Polygon-like chain one to one', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const hash = await sendToken(polygon, {
      token: 'USDC',
      to: polygon.companyAddress,
      amountRaw: 50_250_001n,
    });
    const lookup = mined(await fixture.chain.lookupTransaction('POLYGON', hash));
    expect(lookup.primaryTransfer).toMatchObject({
      network: 'POLYGON',
      token: 'USDC',
      decimals: 6,
      amountRaw: 50_250_001n,
      amountMicros: 50_250_001n,
      dustRaw: 0n,
      recipientKind: 'company',
    });
  });

  it('refuses a look-alike token with the same symbol: only the configured contract counts', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const fake = await deployLookAlikeToken(bsc, 'USDT', 18, parseUnits('1000', 18));
    const wallet = walletOn(bsc);
    const hash = await wallet.writeContract({
      address: fake,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [bsc.companyAddress, parseUnits('100', 18)],
    });
    await wallet.waitForTransactionReceipt({ hash });
    const lookup = mined(await fixture.chain.lookupTransaction('BEP20', hash));
    expect(lookup).toMatchObject({
      status: 'success',
      isTokenTransfer: false,
      isRecipientMatching: false,
      transfers: [],
      creditable: [],
      primaryTransfer: null,
      foreignTransferLogs: 1,
    });
  });

  it('reports a reverted transaction as not creditable', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const wallet = walletOn(bsc);
    // An explicit gas limit skips estimation, so the failing transfer is mined instead of refused.
    const hash = await wallet.writeContract({
      address: bsc.tokens.USDT,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [bsc.companyAddress, 2n ** 200n],
      gas: 200_000n,
    });
    const receipt = await wallet.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    const lookup = mined(await fixture.chain.lookupTransaction('BEP20', hash));
    expect(lookup).toMatchObject({
      status: 'reverted',
      isTokenTransfer: false,
      isRecipientMatching: false,
      creditable: [],
    });
  });

  it('returns every qualifying Transfer log of one transaction', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const personal = stranger();
    const sent = await sendBatchTransfers(polygon, {
      token: 'USDT',
      recipients: [polygon.companyAddress, personal],
      count: 2,
      amountRaw: (index) => (index === 0 ? 10_000_000n : 20_500_000n),
    });
    const hash = sent.transactions[0] as Hash;
    const lookup = mined(
      await fixture.chain.lookupTransaction('POLYGON', hash, { personalAddresses: [personal.toLowerCase()] }),
    );
    expect(lookup.to).toBe(polygon.batchSender);
    expect(
      lookup.creditable.map((transfer) => [transfer.to, transfer.recipientKind, transfer.amountMicros]),
    ).toEqual([
      [polygon.companyAddress, 'company', 10_000_000n],
      [personal, 'personal', 20_500_000n],
    ]);
    const [first, second] = lookup.creditable;
    expect(first?.logIndex).not.toBe(second?.logIndex);
    expect(first?.from).toBe(polygon.demoWallet.address);
  });

  it('says when the recipient is not one of our addresses', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const other = stranger();
    const hash = await sendToken(bsc, { token: 'USDT', to: other, amountRaw: parseUnits('40', 18) });
    const lookup = mined(await fixture.chain.lookupTransaction('BEP20', hash));
    expect(lookup).toMatchObject({ isTokenTransfer: true, isRecipientMatching: false, creditable: [] });
    expect(lookup.primaryTransfer).toMatchObject({
      to: other,
      recipientKind: null,
      amountMicros: 40_000_000n,
    });
  });

  it('matches a personal address case-insensitively and only when it is given', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const personal = stranger();
    const hash = await sendToken(polygon, { token: 'USDT', to: personal, amountRaw: 5_000_000n });
    const without = mined(await fixture.chain.lookupTransaction('POLYGON', hash));
    expect(without.isRecipientMatching).toBe(false);
    const upper = `0x${personal.slice(2).toUpperCase()}` as Address;
    const withIt = mined(
      await fixture.chain.lookupTransaction('POLYGON', hash, { personalAddresses: [upper] }),
    );
    expect(withIt.isRecipientMatching).toBe(true);
    expect(withIt.primaryTransfer?.recipientKind).toBe('personal');
  });

  it('tells a plain value transfer apart from a token transfer', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const hash = await sendNative(bsc, bsc.companyAddress, 10n ** 18n);
    const lookup = mined(await fixture.chain.lookupTransaction('BEP20', hash));
    expect(lookup).toMatchObject({
      status: 'success',
      to: bsc.companyAddress,
      isTokenTransfer: false,
      isRecipientMatching: false,
      transfers: [],
      foreignTransferLogs: 0,
    });
  });

  it('answers not found for an unknown hash', async () => {
    const hash = `0x${'ab'.repeat(32)}` as Hash;
    const lookup = await fixture.chain.lookupTransaction('POLYGON', hash);
    expect(lookup).toEqual({
      network: 'POLYGON',
      transactionHash: hash,
      expectedCompanyAddress: fixture.dev.chains.POLYGON.companyAddress,
      found: false,
      state: 'not-found',
    });
  });

  it('reports a transaction still waiting for a block as pending, then mined', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    await setAutomine(polygon, false);
    try {
      const hash = await sendToken(polygon, {
        token: 'USDT',
        to: polygon.companyAddress,
        amountRaw: 7_000_000n,
        wait: false,
      });
      const pending = await fixture.chain.lookupTransaction('POLYGON', hash);
      expect(pending).toMatchObject({ found: true, state: 'pending', from: polygon.demoWallet.address });
      await mineBlocks(polygon, 1);
      const lookup = mined(await fixture.chain.lookupTransaction('POLYGON', hash));
      expect(lookup.primaryTransfer?.amountMicros).toBe(7_000_000n);
    } finally {
      await setAutomine(polygon, true);
    }
  });

  it('refuses a malformed hash as a programming error', async () => {
    await expect(fixture.chain.lookupTransaction('BEP20', '0x1234' as Hash)).rejects.toThrow(TypeError);
  });
});
