import { type Hash, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../../../test/chain-fixture.ts';
import { mineBlocks, revertTo, sendToken, snapshot } from '../../dev-chains/dev-chain-actions.ts';
import type { MinedTransaction } from './chain.lookup.ts';

let fixture: ChainFixture;
beforeAll(async () => {
  fixture = await startChainFixture();
});
afterAll(() => fixture.stop());

async function minedLookup(network: 'BEP20' | 'POLYGON', hash: Hash): Promise<MinedTransaction> {
  const lookup = await fixture.chain.lookupTransaction(network, hash);
  if (lookup.state !== 'mined') throw new Error(`expected a mined transaction, got ${lookup.state}`);
  return lookup;
}

describe('finality', () => {
  it('uses the configured depth where the RPC has no finalized tag (Polygon-like chain)', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    expect(polygon.finalizedLagBlocks).toBeNull();
    const hash = await sendToken(polygon, {
      token: 'USDT',
      to: polygon.companyAddress,
      amountRaw: 1_000_000n,
    });
    const fresh = await minedLookup('POLYGON', hash);
    expect(fresh).toMatchObject({
      confirmations: 1,
      confirmationsRequired: polygon.confirmations,
      isFinal: false,
      finalitySource: 'depth',
    });
    await mineBlocks(polygon, polygon.confirmations - 2);
    expect(await minedLookup('POLYGON', hash)).toMatchObject({
      confirmations: polygon.confirmations - 1,
      isFinal: false,
    });
    await mineBlocks(polygon, 1);
    expect(await minedLookup('POLYGON', hash)).toMatchObject({
      confirmations: polygon.confirmations,
      isFinal: true,
    });
  });

  it("follows the chain's finalized tag where the RPC offers it (BSC-like chain)", async () => {
    const bsc = fixture.dev.chains.BEP20;
    const lag = bsc.finalizedLagBlocks ?? 0;
    expect(lag).toBeGreaterThan(0);
    const hash = await sendToken(bsc, {
      token: 'USDT',
      to: bsc.companyAddress,
      amountRaw: parseUnits('2', 18),
    });
    expect(await minedLookup('BEP20', hash)).toMatchObject({
      confirmations: 1,
      confirmationsRequired: lag + 1,
      isFinal: false,
      finalitySource: 'finalized-tag',
    });
    await mineBlocks(bsc, lag - 1);
    expect((await minedLookup('BEP20', hash)).isFinal).toBe(false);
    await mineBlocks(bsc, 1);
    expect(await minedLookup('BEP20', hash)).toMatchObject({ confirmations: lag + 1, isFinal: true });
  });

  it('reports the head, the final block and how it was decided', async () => {
    const view = await fixture.chain.readFinality('POLYGON');
    const polygon = fixture.dev.chains.POLYGON;
    expect(view.source).toBe('depth');
    expect(view.finalizedBlock).toBe(view.head - BigInt(polygon.confirmations) + 1n);
    const tagged = await fixture.chain.readFinality('BEP20');
    expect(tagged.source).toBe('finalized-tag');
    expect(tagged.finalizedBlock).toBe(
      tagged.head - BigInt(fixture.dev.chains.BEP20.finalizedLagBlocks ?? 0),
    );
  });
});

describe('reverifyBlock', () => {
  it('confirms a block that is still on the chain, and counts its confirmations', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const hash = await sendToken(polygon, {
      token: 'USDC',
      to: polygon.companyAddress,
      amountRaw: 3_000_000n,
    });
    const { blockNumber, blockHash } = await minedLookup('POLYGON', hash);
    await mineBlocks(polygon, polygon.confirmations);
    expect(await fixture.chain.reverifyBlock('POLYGON', blockNumber, blockHash)).toEqual({
      matches: true,
      currentHash: blockHash,
      confirmations: polygon.confirmations + 1,
      isFinal: true,
    });
  });

  it('fails for a block that a reorg (snapshot and revert) replaced', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const before = await snapshot(polygon);
    const hash = await sendToken(polygon, {
      token: 'USDT',
      to: polygon.companyAddress,
      amountRaw: 9_000_000n,
    });
    const { blockNumber, blockHash } = await minedLookup('POLYGON', hash);
    expect((await fixture.chain.reverifyBlock('POLYGON', blockNumber, blockHash)).matches).toBe(true);

    await revertTo(polygon, before);
    expect(await fixture.chain.reverifyBlock('POLYGON', blockNumber, blockHash)).toEqual({
      matches: false,
      currentHash: null,
      confirmations: 0,
      isFinal: false,
    });
    expect((await fixture.chain.lookupTransaction('POLYGON', hash)).state).toBe('not-found');

    // The chain grows past that height again with other contents: a different block, still no match.
    await sendToken(polygon, { token: 'USDT', to: polygon.companyAddress, amountRaw: 1_000_000n });
    await mineBlocks(polygon, polygon.confirmations);
    const recheck = await fixture.chain.reverifyBlock('POLYGON', blockNumber, blockHash);
    expect(recheck.matches).toBe(false);
    expect(recheck.isFinal).toBe(false);
    expect(recheck.currentHash).not.toBeNull();
    expect(recheck.currentHash).not.toBe(blockHash);
  });
});
