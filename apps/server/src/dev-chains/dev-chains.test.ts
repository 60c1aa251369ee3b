import { createServer } from 'node:net';
import { createPublicClient, erc20Abi, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChains, startDevChains } from './dev-chains.ts';

async function freePortPair(): Promise<number> {
  for (;;) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (port < 65_000) return port;
  }
}

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
}

let port: number;
let dev: DevChains;
beforeAll(async () => {
  // Another process may take the second port between the probe and the start: probe again then.
  for (let attempt = 1; ; attempt++) {
    port = await freePortPair();
    try {
      dev = await startDevChains({ port });
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
});
afterAll(() => dev.stop());

describe('startDevChains', () => {
  it('serves the two chains on the given port and the next, with their own chain ids', async () => {
    const { BEP20: bsc, POLYGON: polygon } = dev.chains;
    expect(bsc.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    expect(polygon.rpcUrl).toBe(`http://127.0.0.1:${port + 1}`);
    expect((await rpc(bsc.rpcUrl, 'eth_chainId')).result).toBe(`0x${bsc.chainId.toString(16)}`);
    expect((await rpc(polygon.rpcUrl, 'eth_chainId')).result).toBe(`0x${polygon.chainId.toString(16)}`);
    expect(bsc.chainId).not.toBe(56);
    expect(dev.identities.POLYGON).toEqual({
      name: polygon.identity.name,
      chainId: polygon.chainId,
      explorerUrl: null,
    });
  });

  it('deploys USDT and USDC with the chain’s decimals and funds the demo wallet', async () => {
    for (const chain of Object.values(dev.chains)) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      for (const [symbol, address] of Object.entries(chain.tokens)) {
        const read = <F extends 'symbol' | 'decimals'>(functionName: F) =>
          client.readContract({ address, abi: erc20Abi, functionName });
        expect(await read('symbol')).toBe(symbol);
        expect(await read('decimals')).toBe(chain.decimals);
        const balance = await client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [chain.demoWallet.address],
        });
        expect(balance).toBe(10n ** BigInt(9 + chain.decimals));
      }
      expect(await client.getBalance({ address: chain.demoWallet.address })).toBeGreaterThan(10n ** 18n);
    }
    expect(dev.chains.BEP20.decimals).toBe(18);
    expect(dev.chains.POLYGON.decimals).toBe(6);
  });

  it('exports the configuration variables that point the server at the chains', () => {
    const { BEP20: bsc, POLYGON: polygon } = dev.chains;
    expect(dev.env).toEqual({
      BSC_RPC_URL: bsc.rpcUrl,
      POLYGON_RPC_URL: polygon.rpcUrl,
      BSC_USDT_ADDRESS: bsc.tokens.USDT,
      BSC_USDC_ADDRESS: bsc.tokens.USDC,
      POLYGON_USDT_ADDRESS: polygon.tokens.USDT,
      POLYGON_USDC_ADDRESS: polygon.tokens.USDC,
      COMPANY_ADDRESS_BSC: bsc.companyAddress,
      COMPANY_ADDRESS_POLYGON: polygon.companyAddress,
      BSC_CONFIRMATIONS: String(bsc.confirmations),
      POLYGON_CONFIRMATIONS: String(polygon.confirmations),
    });
  });

  it('answers the finalized tag behind the head on the BSC-like chain and refuses it on the Polygon-like one', async () => {
    const { BEP20: bsc, POLYGON: polygon } = dev.chains;
    const head = BigInt((await rpc(bsc.rpcUrl, 'eth_blockNumber')).result as string);
    const finalized = await rpc(bsc.rpcUrl, 'eth_getBlockByNumber', ['finalized', false]);
    expect(BigInt((finalized.result as { number: string }).number)).toBe(
      head - BigInt(bsc.finalizedLagBlocks ?? 0),
    );
    const refused = await rpc(polygon.rpcUrl, 'eth_getBlockByNumber', ['safe', false]);
    expect(refused.error?.code).toBe(-32602);
  });

  it('fails as a whole, leaving nothing listening, when a port is taken', async () => {
    // Other test files take ports too: a port lost to one of them is retried on a fresh pair, while
    // a chain left listening would fail every attempt.
    for (let attempt = 1; ; attempt++) {
      try {
        await expectCleanFailureOnTakenPort();
        return;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
      }
    }
  });
});

/** Blocks the first port; the start must fail and close the chain it had opened on the next one. */
async function expectCleanFailureOnTakenPort(): Promise<void> {
  const blocker = createServer();
  const blockedPort = await freePortPair();
  await listenOn(blocker, blockedPort);
  try {
    await expect(startDevChains({ port: blockedPort })).rejects.toThrow();
    const probe = createServer();
    await listenOn(probe, blockedPort + 1);
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  } finally {
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
  }
}

function listenOn(server: ReturnType<typeof createServer>, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}
