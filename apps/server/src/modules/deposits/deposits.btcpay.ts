import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMicros, toMicros } from '@nova/contracts';
import type { Config } from '../../config.ts';

/**
 * The hosted checkout (rule 16): a provider interface, and its BTCPay
 * Server adapter speaking the Greenfield API (create and read an invoice; webhooks signed with
 * `BTCPay-Sig: sha256=<HMAC-SHA256 of the raw body with the webhook secret>`).
 */
export type HostedInvoiceStatus = 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';

export interface HostedInvoice {
  id: string;
  status: HostedInvoiceStatus;
  /** The invoice amount in micro-units of its currency (USD). */
  amountMicros: bigint;
  currency: string;
  checkoutUrl: string;
}

export interface HostedWebhookEvent {
  invoiceId: string;
  type: string;
}

export interface HostedCheckoutProvider {
  name: string;
  createInvoice(input: {
    amountMicros: bigint;
    orderId: string;
    buyerEmail?: string | null;
  }): Promise<HostedInvoice>;
  getInvoice(invoiceId: string): Promise<HostedInvoice>;
  /** Whether the raw body carries the provider's valid signature. */
  verifySignature(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The invoice a verified webhook is about; null for events about anything else. */
  parseEvent(rawBody: Buffer): HostedWebhookEvent | null;
}

export class ProviderError extends Error {}

const statuses = new Set<string>(['New', 'Processing', 'Settled', 'Expired', 'Invalid']);
const REQUEST_TIMEOUT_MS = 10_000;

/** The BTCPay adapter, or null when any of its four settings is missing (the BTC method is hidden). */
export function btcpayFromConfig(config: Config): HostedCheckoutProvider | null {
  const { BTCPAY_URL: url, BTCPAY_STORE_ID: storeId, BTCPAY_API_KEY: apiKey } = config;
  const secret = config.BTCPAY_WEBHOOK_SECRET;
  if (!url || !storeId || !apiKey || !secret) return null;
  return createBtcpayProvider({ url, storeId, apiKey, webhookSecret: secret });
}

export function createBtcpayProvider(options: {
  url: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
}): HostedCheckoutProvider {
  const base = `${options.url.replace(/\/+$/, '')}/api/v1/stores/${encodeURIComponent(options.storeId)}/invoices`;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { authorization: `token ${options.apiKey}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new ProviderError('The payment provider could not be reached');
    }
    if (!response.ok) throw new ProviderError(`The payment provider answered HTTP ${response.status}`);
    return response.json();
  }

  return {
    name: 'btcpay',
    async createInvoice(input) {
      const body = {
        amount: formatMicros(input.amountMicros),
        currency: 'USD',
        metadata: { orderId: input.orderId, buyerEmail: input.buyerEmail ?? undefined },
      };
      return toInvoice(await call('', { method: 'POST', body: JSON.stringify(body) }));
    },
    async getInvoice(invoiceId) {
      return toInvoice(await call(`/${encodeURIComponent(invoiceId)}`));
    },
    verifySignature(rawBody, headers) {
      const header = headers['btcpay-sig'];
      const value = Array.isArray(header) ? header[0] : header;
      if (!value?.startsWith('sha256=')) return false;
      const given = Buffer.from(value.slice('sha256='.length), 'hex');
      const expected = createHmac('sha256', options.webhookSecret).update(rawBody).digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    parseEvent(rawBody) {
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as { invoiceId?: unknown; type?: unknown };
        if (typeof event.invoiceId !== 'string' || typeof event.type !== 'string') return null;
        return { invoiceId: event.invoiceId, type: event.type };
      } catch {
        return null;
      }
    },
  };
}

function toInvoice(value: unknown): HostedInvoice {
  const data = value as Partial<Record<'id' | 'status' | 'amount' | 'currency' | 'checkoutLink', unknown>>;
  if (
    typeof data.id !== 'string' ||
    typeof data.status !== 'string' ||
    !statuses.has(data.status) ||
    typeof data.amount !== 'string' ||
    typeof data.checkoutLink !== 'string'
  ) {
    throw new ProviderError('The payment provider answered with an unexpected invoice');
  }
  return {
    id: data.id,
    status: data.status as HostedInvoiceStatus,
    amountMicros: parseAmount(data.amount),
    currency: typeof data.currency === 'string' ? data.currency : 'USD',
    checkoutUrl: data.checkoutLink,
  };
}

function parseAmount(amount: string): bigint {
  try {
    return toMicros(amount);
  } catch {
    throw new ProviderError('The payment provider answered with an amount that is not exact to 6 decimals');
  }
}
