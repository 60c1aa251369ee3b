import { createServer } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A JSON-RPC proxy in front of a local chain that can be told to fail the ways providers do: not
 * answer at all, answer HTTP 5xx, claim another chain id, or answer malformed JSON. `pass` forwards
 * every request as it is. Used by the chain tests and the fault suite.
 */
export type RpcFault = 'pass' | 'timeout' | 'http-503' | 'wrong-chain-id' | 'malformed-json';

export interface RpcProxy {
  url: string;
  fault: RpcFault;
  /** Requests received, by JSON-RPC method. */
  readonly received: Map<string, number>;
  total(): number;
  close(): Promise<void>;
}

const WRONG_CHAIN_ID = '0x1';

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const sockets = new Set<Socket>();
  const proxy: RpcProxy = {
    url: '',
    fault: 'pass',
    received: new Map(),
    total: () => [...proxy.received.values()].reduce((sum, n) => sum + n, 0),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = JSON.parse(text) as { id: number; method: string };
    proxy.received.set(body.method, (proxy.received.get(body.method) ?? 0) + 1);
    const fault = proxy.fault;
    // Never answered: the caller's timeout ends it (close() ends the connection).
    if (fault === 'timeout') return;
    if (fault === 'http-503') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('upstream unavailable');
      return;
    }
    if (fault === 'malformed-json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":');
      return;
    }
    if (fault === 'wrong-chain-id' && body.method === 'eth_chainId') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: WRONG_CHAIN_ID }));
      return;
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    } catch {
      response.writeHead(502).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return proxy;
}
