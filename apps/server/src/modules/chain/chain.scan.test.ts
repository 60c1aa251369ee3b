import { createServer } from 'node:http';
import { parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../../../test/chain-fixture.ts';
import { sendBatchTransfers } from '../../dev-chains/batch-transfers.ts';
import { devTokenAbi } from '../../dev-chains/contracts/artifacts.gen.ts';
import { deployLookAlikeToken, headBlock, sendToken, walletOn } from '../../dev-chains/dev-chain-actions.ts';

let fixture: ChainFixture;
beforeAll(async () => {
  fixture = await startChainFixture();
});
afterAll(() => fixture.stop());

const newAddress = () => privateKeyToAddress(generatePrivateKey());

describe('scanTransfers', () => {
  it('reads every accepted-token transfer to our addresses over a range, in chain order, in bounded calls', async () => {
    const bsc = fixture.dev.chains.BEP20;
    const personal = newAddress();
    const outsider = newAddress();
    const fromBlock = (await headBlock(bsc)) + 1n;
    const sent = await sendBatchTransfers(bsc, {
      token: 'USDT',
      recipients: [bsc.companyAddress, personal, outsider],
      count: 25,
      transfersPerTx: 4,
      emptyBlocksBetween: 2,
    });
    await sendToken(bsc, { token: 'USDC', to: personal, amountRaw: parseUnits('0.5', 18) });
    const fake = await deployLookAlikeToken(bsc, 'USDT', 18, parseUnits('100', 18));
    const wallet = walletOn(bsc);
    await wallet.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: fake,
        abi: devTokenAbi,
        functionName: 'transfer',
        args: [bsc.companyAddress, parseUnits('100', 18)],
      }),
    });
    const toBlock = await headBlock(bsc);

    // Ranges of 3 blocks and one recipient per call force many bounded eth_getLogs calls.
    const service = fixture.serviceWith((settings) => ({
      ...settings,
      scanBlockRangeMax: 3,
      scanRecipientsMax: 1,
    }));
    const found = await service.scanTransfers('BEP20', fromBlock, toBlock, [bsc.companyAddress, personal]);

    // Transfer i goes to recipients[i % 3] with (i % 100 + 1) whole tokens.
    const expected = Array.from({ length: 25 }, (_, index) => index)
      .filter((index) => index % 3 !== 2)
      .map((index) => [
        index % 3 === 0 ? bsc.companyAddress : personal,
        'USDT',
        BigInt(index + 1) * 1_000_000n,
      ]);
    expected.push([personal, 'USDC', 500_000n]);
    expect(found.map((transfer) => [transfer.to, transfer.token, transfer.amountMicros])).toEqual(expected);
    expect(sent.lastBlock).toBeGreaterThan(sent.firstBlock);
    for (const [index, transfer] of found.entries()) {
      const next = found[index + 1];
      if (next) {
        const inOrder =
          transfer.blockNumber < next.blockNumber ||
          (transfer.blockNumber === next.blockNumber && transfer.logIndex < next.logIndex);
        expect(inOrder).toBe(true);
      }
      expect(transfer.from).toBe(bsc.demoWallet.address);
      expect(transfer.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
  });

  it('finds nothing outside the range and nothing for other recipients', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const personal = newAddress();
    await sendToken(polygon, { token: 'USDT', to: personal, amountRaw: 1_000_000n });
    const head = await headBlock(polygon);
    expect(await fixture.chain.scanTransfers('POLYGON', head, head, [newAddress()])).toEqual([]);
    expect(await fixture.chain.scanTransfers('POLYGON', 0n, head - 1n, [personal])).toEqual([]);
    const [hit] = await fixture.chain.scanTransfers('POLYGON', head, head, [personal.toLowerCase()]);
    expect(hit).toMatchObject({
      network: 'POLYGON',
      to: personal,
      amountMicros: 1_000_000n,
      blockNumber: head,
    });
    expect(await fixture.chain.scanTransfers('POLYGON', 0n, head, [])).toEqual([]);
  });

  it('splits a range the RPC refuses as too large and still reads all of it', async () => {
    const polygon = fixture.dev.chains.POLYGON;
    const personal = newAddress();
    const fromBlock = (await headBlock(polygon)) + 1n;
    await sendBatchTransfers(polygon, {
      token: 'USDC',
      recipients: [personal],
      count: 6,
      transfersPerTx: 1,
      emptyBlocksBetween: 1,
    });
    const toBlock = await headBlock(polygon);
    const limited = await rangeLimitedProxy(polygon.rpcUrl, 2n);
    try {
      const service = fixture.serviceWith((settings) => ({
        ...settings,
        scanBlockRangeMax: 50,
        networks: { ...settings.networks, POLYGON: { ...settings.networks.POLYGON, rpcUrls: [limited.url] } },
      }));
      const found = await service.scanTransfers('POLYGON', fromBlock, toBlock, [personal]);
      expect(found.map((transfer) => transfer.amountMicros)).toEqual(
        [1n, 2n, 3n, 4n, 5n, 6n].map((n) => n * 1_000_000n),
      );
      expect(limited.refused()).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('refuses a reversed range', async () => {
    await expect(fixture.chain.scanTransfers('POLYGON', 5n, 4n, [newAddress()])).rejects.toThrow(RangeError);
  });
});

/**
 * Forwards JSON-RPC to the real chain but refuses `eth_getLogs` over more than `maxRange` blocks,
 * as public RPC endpoints do.
 */
async function rangeLimitedProxy(target: string, maxRange: bigint) {
  let refusals = 0;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      id: number;
      method: string;
      params: unknown[];
    };
    const filter = body.params?.[0] as { fromBlock?: string; toBlock?: string } | undefined;
    response.setHeader('content-type', 'application/json');
    if (
      body.method === 'eth_getLogs' &&
      BigInt(filter?.toBlock ?? 0) - BigInt(filter?.fromBlock ?? 0) >= maxRange
    ) {
      refusals += 1;
      const error = { code: -32005, message: `block range is too wide (max ${maxRange})` };
      response.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error }));
      return;
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
