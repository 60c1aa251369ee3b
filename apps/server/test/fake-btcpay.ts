import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local HTTP server speaking the BTCPay Server Greenfield calls Nova uses (create an
 * invoice, read an invoice), for the hosted-checkout tests: the one stand-in for an outside service these tests allow.
 * Tests change an invoice's status as the provider would, and sign webhooks with the secret.
 */
export interface FakeInvoice {
  id: string;
  storeId: string;
  status: 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';
  amount: string;
  currency: string;
  checkoutLink: string;
  metadata: Record<string, unknown>;
}

export interface FakeBtcpay {
  url: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
  invoices: Map<string, FakeInvoice>;
  /** Every request received, as `METHOD path`. */
  requests: string[];
  /** While true, every call answers 503. */
  failing: boolean;
  env: Record<string, string>;
  /** A webhook body for the invoice and its signature header. */
  webhook(invoiceId: string, type: string): { body: string; headers: Record<string, string> };
  stop(): Promise<void>;
}

export async function startFakeBtcpay(): Promise<FakeBtcpay> {
  const storeId = 'store-test';
  const apiKey = 'api-key-test';
  const webhookSecret = 'webhook-secret-test';
  let sequence = 0;
  const fake = {
    invoices: new Map<string, FakeInvoice>(),
    requests: [] as string[],
    failing: false,
  };
  const base = `/api/v1/stores/${storeId}/invoices`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '';
    fake.requests.push(`${request.method} ${path}`);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (fake.failing) return reply(503, { message: 'unavailable' });
    if (request.headers.authorization !== `token ${apiKey}`)
      return reply(401, { message: 'unauthenticated' });
    if (request.method === 'POST' && path === base) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      sequence += 1;
      const id = `Inv${sequence}`;
      const invoice: FakeInvoice = {
        id,
        storeId,
        status: 'New',
        amount: body.amount,
        currency: body.currency,
        checkoutLink: `${url}/i/${id}`,
        metadata: body.metadata ?? {},
      };
      fake.invoices.set(id, invoice);
      return reply(200, invoice);
    }
    const match =
      request.method === 'GET' && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : null;
    const invoice = match ? fake.invoices.get(decodeURIComponent(match)) : undefined;
    if (invoice) return reply(200, invoice);
    return reply(404, { message: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url,
    storeId,
    apiKey,
    webhookSecret,
    env: {
      BTCPAY_URL: url,
      BTCPAY_STORE_ID: storeId,
      BTCPAY_API_KEY: apiKey,
      BTCPAY_WEBHOOK_SECRET: webhookSecret,
    },
    webhook(invoiceId: string, type: string) {
      const body = JSON.stringify({
        deliveryId: `delivery-${Math.random().toString(36).slice(2)}`,
        webhookId: 'webhook-1',
        isRedelivery: false,
        type,
        timestamp: 1_767_600_000,
        storeId,
        invoiceId,
      });
      const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'btcpay-sig': `sha256=${signature}` } };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
