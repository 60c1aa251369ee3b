import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';

/**
 * The HTTP server's time-outs (app.ts): a client that trickles a request body, or its headers, is
 * answered 408 and cut off instead of holding a connection for ever. The time-outs are shortened
 * here; the client keeps trickling until the server ends the connection, however long that takes.
 */
describe('HTTP time-outs', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      httpTimeouts: {
        requestMs: 400,
        headersMs: 300,
        checkIntervalMs: 100,
        idleMs: 60_000,
        keepAliveMs: 5_000,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** Sends `head`, then one byte of `drip` at a time until the server answers or closes. */
  async function trickle(head: string, drip: string): Promise<{ answer: string; closed: boolean }> {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const closed = new Promise<boolean>((resolve) => socket.on('close', () => resolve(true)));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(head);
    let ended = false;
    void closed.then(() => {
      ended = true;
    });
    while (!ended) {
      socket.write(drip);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { answer, closed: await closed };
  }

  it('answers 408 and closes a connection whose body trickles in', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: nova.test\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{';
    const { answer, closed } = await trickle(head, ' ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed).toBe(true);
  });

  it('answers 408 and closes a connection whose headers trickle in', async () => {
    const { answer, closed } = await trickle('GET /api/settings/public HTTP/1.1\r\nHost: nova.test\r\n', 'X');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed).toBe(true);
  });
});
