import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import { InvalidArgumentsError } from 'hardhat/internal/core/providers/errors.js';
import { JsonRpcHandler } from 'hardhat/internal/hardhat-network/jsonrpc/handler.js';
import { createHardhatNetworkProvider } from 'hardhat/internal/hardhat-network/provider/provider.js';
import type { EIP1193Provider, RequestArguments } from 'hardhat/types';
import { type Hex, toHex } from 'viem';
import { EVM_VERSION } from './contracts/compile.ts';

/**
 * One in-process EVM chain served over JSON-RPC on 127.0.0.1, for the demo and the tests. The
 * node itself reports every block as final at once; a real chain does not, so this node answers
 * the `finalized` and `safe` tags its own way: `finalizedLagBlocks` blocks behind the head, or (null)
 * not at all, like an RPC without the tag, so the configured depth applies. Both finality rules of
 * rule 20 can then be exercised.
 */
export interface LocalNodeOptions {
  chainId: number;
  /** 0 = any free port. */
  port: number;
  finalizedLagBlocks: number | null;
  genesisAccounts: { privateKey: Hex; balance: bigint }[];
}

export interface LocalNode {
  rpcUrl: string;
  /** In-process access to the same node (faster than HTTP for set-up work). */
  provider: EIP1193Provider;
  close(): Promise<void>;
}

/**
 * Hardhat sets up its shared EDR context lazily on the first provider; a second provider created
 * meanwhile can find the context before its chain type is registered and fail. Create one at a time.
 */
let providerQueue: Promise<unknown> = Promise.resolve();
function createProviderInTurn(
  ...args: Parameters<typeof createHardhatNetworkProvider>
): ReturnType<typeof createHardhatNetworkProvider> {
  const next = providerQueue.then(() => createHardhatNetworkProvider(...args));
  providerQueue = next.catch(() => undefined);
  return next;
}

export async function startLocalNode(options: LocalNodeOptions): Promise<LocalNode> {
  const node = await createProviderInTurn(
    {
      hardfork: EVM_VERSION,
      chainId: options.chainId,
      networkId: options.chainId,
      blockGasLimit: 60_000_000,
      minGasPrice: 0n,
      automine: true,
      intervalMining: 0,
      mempoolOrder: 'priority',
      chains: new Map(),
      genesisAccounts: options.genesisAccounts.map((account) => ({
        privateKey: account.privateKey,
        balance: account.balance.toString(),
      })),
      allowUnlimitedContractSize: false,
      throwOnTransactionFailures: false,
      throwOnCallFailures: false,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: false,
      enableRip7212: false,
    },
    { enabled: false },
  );
  const provider = new FinalityTagView(node, options.finalizedLagBlocks);
  const server = createServer(new JsonRpcHandler(provider).handleHttp);
  const port = await listen(server, options.port);
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    provider,
    close: async () => {
      // Stop interval mining first so no timer outlives the chain.
      await node.request({ method: 'evm_setIntervalMining', params: [0] });
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Listens on 127.0.0.1 and fails (instead of hanging) when the port is taken. */
function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

const finalityTags = new Set(['finalized', 'safe']);

class FinalityTagView extends EventEmitter implements EIP1193Provider {
  constructor(
    private readonly node: EIP1193Provider,
    private readonly finalizedLagBlocks: number | null,
  ) {
    super();
    node.on('notification', (message) => this.emit('notification', message));
  }

  async request(args: RequestArguments): Promise<unknown> {
    if (!mentionsTag(args.params)) return this.node.request(args);
    if (this.finalizedLagBlocks === null) {
      throw new InvalidArgumentsError("This chain offers no 'finalized' or 'safe' block tag");
    }
    const head = BigInt((await this.node.request({ method: 'eth_blockNumber' })) as Hex);
    const lag = BigInt(this.finalizedLagBlocks);
    const finalized = toHex(head > lag ? head - lag : 0n);
    return this.node.request({
      method: args.method,
      params: replaceTags(args.params, finalized) as unknown[],
    });
  }
}

function mentionsTag(value: unknown): boolean {
  if (typeof value === 'string') return finalityTags.has(value);
  if (Array.isArray(value)) return value.some(mentionsTag);
  if (value !== null && typeof value === 'object') return Object.values(value).some(mentionsTag);
  return false;
}

function replaceTags(value: unknown, blockNumber: Hex): unknown {
  if (typeof value === 'string') return finalityTags.has(value) ? blockNumber : value;
  if (Array.isArray(value)) return value.map((item) => replaceTags(item, blockNumber));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceTags(item, blockNumber)]),
    );
  }
  return value;
}
