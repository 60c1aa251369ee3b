import { createPublicClient, type PublicClient } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RpcFault, type RpcProxy, startRpcProxy } from '../../../test/rpc-proxy.ts';
import { type DevChains, startDevChains } from '../../dev-chains/dev-chains.ts';
import { describeRpcError } from './chain.clients.ts';
import { type EndpointOptions, endpointsTransport } from './chain.endpoints.ts';

let dev: DevChains;
let primary: RpcProxy;
let secondary: RpcProxy;
let clock = 0;
beforeAll(async () => {
  dev = await startDevChains();
  primary = await startRpcProxy(dev.chains.POLYGON.rpcUrl);
  secondary = await startRpcProxy(dev.chains.POLYGON.rpcUrl);
});
afterAll(async () => {
  await Promise.all([primary.close(), secondary.close()]);
  await dev.stop();
});
afterEach(() => {
  primary.fault = 'pass';
  secondary.fault = 'pass';
  primary.received.clear();
  secondary.received.clear();
});

function clientOver(urls: string[], options: Partial<EndpointOptions> = {}): PublicClient {
  return createPublicClient({
    // As the product's clients: every call reaches the endpoint, none is answered from a cache.
    cacheTime: 0,
    transport: endpointsTransport(urls, {
      chainId: dev.chains.POLYGON.chainId,
      // Long enough that a loaded machine's slow answer is not taken for a failure.
      timeoutMs: 5_000,
      backoffBaseMs: 30_000,
      backoffMaxMs: 600_000,
      now: () => clock,
      ...options,
    }),
  });
}

async function failureOf(client: PublicClient): Promise<string> {
  try {
    await client.getBlockNumber();
  } catch (error) {
    return describeRpcError(error);
  }
  throw new Error('the call succeeded');
}

describe('a network endpoint', () => {
  it('refuses to use an RPC that serves another chain, at start and after it failed', async () => {
    const client = clientOver([primary.url]);
    primary.fault = 'wrong-chain-id';
    expect(await failureOf(client)).toBe(
      `The network RPC serves chain id 1, not the configured ${dev.chains.POLYGON.chainId}`,
    );
    expect(primary.received.get('eth_blockNumber')).toBeUndefined();

    primary.fault = 'pass';
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    // Checked once while it keeps answering…
    await client.getBlockNumber();
    expect(primary.received.get('eth_chainId')).toBe(2);
    // …and again after a failure: the reconnect may reach a node of another chain.
    primary.fault = 'http-503';
    expect(await failureOf(client)).toBe('The network RPC answered HTTP 503');
    primary.fault = 'wrong-chain-id';
    expect(await failureOf(client)).toMatch(/serves chain id 1/);
  });

  it('catches an RPC that switches chains without failing within the re-check bound', async () => {
    const client = clientOver([primary.url], { chainIdRecheckMs: 10_000 });
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    // The provider now serves another chain but answers every call as before.
    primary.fault = 'wrong-chain-id';
    clock += 9_999;
    await client.getBlockNumber();
    expect(primary.received.get('eth_chainId')).toBe(1);

    clock += 1;
    const blocksAsked = primary.received.get('eth_blockNumber');
    expect(await failureOf(client)).toMatch(/serves chain id 1/);
    expect(primary.received.get('eth_chainId')).toBe(2);
    // Nothing more is read from it: the network's scanning stops until it proves the chain again.
    expect(await failureOf(client)).toMatch(/serves chain id 1/);
    expect(primary.received.get('eth_blockNumber')).toBe(blocksAsked);

    primary.fault = 'pass';
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
  });

  it.each([
    ['timeout', 'The network RPC did not answer in time'],
    ['http-503', 'The network RPC answered HTTP 503'],
    ['malformed-json', 'The network RPC answered malformed JSON'],
  ] as [RpcFault, string][])('says why when the RPC fails: %s', async (fault, reason) => {
    primary.fault = fault;
    expect(await failureOf(clientOver([primary.url], { timeoutMs: 500 }))).toBe(reason);
  });

  it('falls back to the second URL and skips the failing primary for a back-off period', async () => {
    const client = clientOver([primary.url, secondary.url]);
    primary.fault = 'http-503';
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    const triedPrimary = primary.total();
    expect(triedPrimary).toBeGreaterThan(0);
    // Within the back-off the primary is not even asked.
    clock += 29_000;
    await client.getBlockNumber();
    await client.getBlockNumber();
    expect(primary.total()).toBe(triedPrimary);

    // After it, the primary is tried again and, answering, preferred.
    primary.fault = 'pass';
    clock += 2_000;
    const before = secondary.total();
    await client.getBlockNumber();
    expect(primary.total()).toBeGreaterThan(triedPrimary);
    expect(secondary.total()).toBe(before);
  });

  it('skips a primary that serves another chain in favour of the fallback', async () => {
    const client = clientOver([primary.url, secondary.url]);
    primary.fault = 'wrong-chain-id';
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    expect(primary.received.get('eth_blockNumber')).toBeUndefined();
    expect(secondary.received.get('eth_blockNumber')).toBe(1);
  });

  it('says the last reason when every endpoint fails', async () => {
    const client = clientOver([primary.url, secondary.url]);
    primary.fault = 'http-503';
    secondary.fault = 'wrong-chain-id';
    expect(await failureOf(client)).toMatch(/serves chain id 1/);
    // Both skipped now: the reason each failed is kept.
    expect(await failureOf(client)).toMatch(/serves chain id 1/);
  });
});
