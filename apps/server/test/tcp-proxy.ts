import net from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL here) that a test can cut and restore: `cut()`
 * ends every relayed connection and refuses new ones, as a restarting database does; `restore()`
 * accepts again on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function listen(): Promise<void> {
    const next = net.createServer((inbound) => {
      const outbound = net.connect(target.port, target.host);
      for (const socket of [inbound, outbound]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
      inbound.on('close', () => outbound.destroy());
      outbound.on('close', () => inbound.destroy());
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as net.AddressInfo).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
