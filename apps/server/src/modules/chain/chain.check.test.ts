import { createServer, type Server, type Socket } from 'node:net';
import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../../../test/chain-fixture.ts';
import { sendToken } from '../../dev-chains/dev-chain-actions.ts';
import type { ChainSettings } from './chain.networks.ts';

let fixture: ChainFixture;
let polygonHash: Hash;
beforeAll(async () => {
  fixture = await startChainFixture();
  const polygon = fixture.dev.chains.POLYGON;
  polygonHash = await sendToken(polygon, {
    token: 'USDT',
    to: polygon.companyAddress,
    amountRaw: 25_000_000n,
  });
});
afterAll(() => fixture.stop());

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An endpoint that accepts connections and never answers: a stuck RPC. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function withBscRpc(url: string, timeouts: Partial<ChainSettings> = {}) {
  return (settings: ChainSettings): ChainSettings => ({
    ...settings,
    ...timeouts,
    networks: { ...settings.networks, BEP20: { ...settings.networks.BEP20, rpcUrls: [url] } },
  });
}

describe('checkAllNetworks', () => {
  it('finds a hash on the other network and says where', async () => {
    const check = await fixture.chain.checkAllNetworks(polygonHash);
    expect(check).toMatchObject({ transactionHash: polygonHash, found: true, foundOnNetwork: 'POLYGON' });
    const [bsc, polygon] = check.results;
    expect(bsc).toMatchObject({
      network: 'BEP20',
      found: false,
      error: null,
      lookup: { state: 'not-found' },
    });
    expect(polygon).toMatchObject({ network: 'POLYGON', found: true, error: null });
    expect(polygon?.lookup).toMatchObject({
      state: 'mined',
      isTokenTransfer: true,
      isRecipientMatching: true,
    });
    expect((await fixture.chain.lookupTransaction('BEP20', polygonHash)).found).toBe(false);
  });

  it('answers not found on every network for an unknown hash', async () => {
    const check = await fixture.chain.checkAllNetworks(`0x${'cd'.repeat(32)}`);
    expect(check.found).toBe(false);
    expect(check.foundOnNetwork).toBeNull();
    expect(check.results.map((row) => [row.network, row.found, row.error])).toEqual([
      ['BEP20', false, null],
      ['POLYGON', false, null],
    ]);
  });

  it('still answers for the other network when one RPC is unreachable', async () => {
    const port = await closedPort();
    const service = fixture.serviceWith(withBscRpc(`http://127.0.0.1:${port}`));
    const check = await service.checkAllNetworks(polygonHash);
    expect(check).toMatchObject({ found: true, foundOnNetwork: 'POLYGON' });
    const [bsc, polygon] = check.results;
    expect(bsc).toMatchObject({ network: 'BEP20', found: false, lookup: null });
    expect(bsc?.error).toBe('The network RPC is unreachable');
    expect(polygon).toMatchObject({ found: true, error: null });
    await expect(service.lookupTransaction('BEP20', polygonHash)).rejects.toThrow();
  });

  it('gives up on a network that does not answer within its time limit', async () => {
    const silent = await silentServer();
    try {
      // The limit applies to the answering network too: long enough for it on a busy machine.
      const service = fixture.serviceWith(withBscRpc(silent.url, { networkCheckTimeoutMs: 2_000 }));
      const check = await service.checkAllNetworks(polygonHash);
      expect(check.foundOnNetwork).toBe('POLYGON');
      expect(check.results[0]).toMatchObject({
        network: 'BEP20',
        found: false,
        error: 'No answer within 2000 ms',
        lookup: null,
      });
    } finally {
      await silent.close();
    }
  });

  it('never shows the RPC address in an error (it may carry an API key)', async () => {
    const port = await closedPort();
    const service = fixture.serviceWith(withBscRpc(`http://127.0.0.1:${port}/secret-key`));
    const check = await service.checkAllNetworks(polygonHash);
    expect(check.results[0]?.error).not.toContain('secret-key');
  });
});
