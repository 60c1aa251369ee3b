import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectWaitedMs, openPostgres } from '../db/client.ts';
import { registerConnectBudget } from './connect-budget.ts';

/**
 * The request scope of the connection-wait budget (the budget itself is tested on PostgreSQL in
 * db/database-away.test.ts). A pool that never connects is enough: only the scope is looked at.
 */
describe('the connection-wait budget of a request', () => {
  it('is open in each request, from its first hook to its handler after the body', async () => {
    const database = openPostgres('postgres://nobody@127.0.0.1:1/none', 1, 700);
    const app = Fastify();
    registerConnectBudget(app, database);
    const seen: Record<string, number | undefined> = {};
    app.addHook('onRequest', async (request) => {
      seen[`hook ${request.method}`] = connectWaitedMs();
    });
    app.get('/read', async () => {
      seen.get = connectWaitedMs();
      return {};
    });
    app.post('/write', async () => {
      seen.post = connectWaitedMs();
      return {};
    });
    // Over real HTTP: the body arrives on the socket after the first hooks ran.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await fetch(`${address}/read`);
    // The body's end comes 50 ms after its start, so it is read on a later turn of the socket.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(new TextEncoder().encode('"body read from the socket"}'));
        controller.close();
      },
    });
    await fetch(`${address}/write`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(seen).toEqual({ 'hook GET': 0, get: 0, 'hook POST': 0, post: 0 });
    expect(connectWaitedMs()).toBeUndefined();
    await app.close();
    await database.close();
  });
});
