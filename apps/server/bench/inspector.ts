import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A server process's V8 heap as the soak reads it: through the Node inspector (the process started
 * with `--inspect=127.0.0.1:0`), a full garbage collection, then the heap's used size, so that
 * what is counted is what survives a collection, not garbage waiting for one. Node 20 has no
 * WebSocket client, so this speaks the little of RFC 6455 the inspector needs: one text frame per
 * message each way, the client's masked, no fragments.
 */
export interface Inspector {
  /** MiB of V8 heap in use after a full collection. */
  heapAfterGcMiB(): Promise<number>;
  close(): void;
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const masked = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i++) masked[i] = (payload[i] as number) ^ (mask[i % 4] as number);
  // FIN and a text frame; the length in 7 bits, or 126 and 16 bits (messages here are far below 64 KiB).
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, mask, masked]);
}

export async function openInspector(webSocketUrl: string): Promise<Inspector> {
  const url = new URL(webSocketUrl);
  const socket = await new Promise<Duplex>((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
      },
    });
    request.on('upgrade', (_response, upgraded, head) => {
      if (head.length > 0) upgraded.unshift(head);
      resolve(upgraded);
    });
    request.on('response', (response) =>
      reject(new Error(`the inspector answered HTTP ${response.statusCode}`)),
    );
    request.on('error', reject);
    request.end();
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let received = Buffer.alloc(0);
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  socket.on('error', failAll);
  socket.on('close', () => failAll(new Error('the inspector connection closed')));
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (;;) {
      if (received.length < 2) return;
      const opcode = (received[0] as number) & 0x0f;
      let length = (received[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (received.length < 4) return;
        length = received.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (received.length < 10) return;
        length = Number(received.readBigUInt64BE(2));
        offset = 10;
      }
      if (received.length < offset + length) return;
      const payload = received.subarray(offset, offset + length);
      received = received.subarray(offset + length);
      // Text frames carry the protocol's messages; events (no id) are not asked for and ignored.
      if (opcode !== 1) continue;
      const message = JSON.parse(payload.toString()) as { id?: number; result?: unknown; error?: unknown };
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`inspector: ${JSON.stringify(message.error)}`));
      else waiting.resolve(message.result);
    }
  });
  const call = (method: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.write(frame(JSON.stringify({ id, method })));
    });
  return {
    async heapAfterGcMiB() {
      await call('HeapProfiler.collectGarbage');
      const usage = (await call('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize / 1024 / 1024;
    },
    close: () => socket.destroy(),
  };
}
