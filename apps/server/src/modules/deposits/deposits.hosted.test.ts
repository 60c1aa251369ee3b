import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, balanceOf } from '../../../test/deposit-fixture.ts';
import { type FakeBtcpay, startFakeBtcpay } from '../../../test/fake-btcpay.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deposits, hostedInvoices } from './deposits.tables.ts';

let btcpay: FakeBtcpay;
let t: TestApp;
beforeAll(async () => {
  btcpay = await startFakeBtcpay();
  t = await createTestApp(btcpay.env);
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
  await btcpay.stop();
});

async function checkout(member: TestMember, amount: string, headers: Record<string, string> = {}) {
  return api(t, member, 'POST', '/api/deposit/create', { amount, currency: 'BTC' }, headers);
}

async function deliver(invoiceId: string, type: string, tamper?: (headers: Record<string, string>) => void) {
  const { body, headers } = btcpay.webhook(invoiceId, type);
  tamper?.(headers);
  return t.app.inject({ method: 'POST', url: '/api/deposit/btcpay/webhook', payload: body, headers });
}

async function started(member: TestMember, amount = '100') {
  const res = await checkout(member, amount);
  expect(res.statusCode).toBe(201);
  const invoiceId = [...btcpay.invoices.values()].at(-1)?.id as string;
  return {
    deposit: res.json().deposit as { id: string },
    checkoutUrl: res.json().checkoutUrl as string,
    invoiceId,
  };
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(deposits).where(eq(deposits.id, id)))[0]?.status;

describe('the hosted BTC checkout', () => {
  it('creates an invoice for the amount and answers its checkout page', async () => {
    const member = await createMember(t);
    const { deposit, checkoutUrl, invoiceId } = await started(member, '150.5');
    expect(checkoutUrl).toBe(`${btcpay.url}/i/${invoiceId}`);
    expect(btcpay.invoices.get(invoiceId)).toMatchObject({
      amount: '150.50',
      currency: 'USD',
      metadata: { orderId: deposit.id },
    });
    const history = (await api(t, member, 'GET', '/api/deposit/history')).json();
    expect(history.data[0]).toMatchObject({
      currency: 'BTC',
      depositType: 'BTC',
      network: null,
      status: 'PENDING',
      progress: 'awaiting-payment',
      checkoutUrl,
    });
  });

  it('refuses an amount below the minimum deposit from settings', async () => {
    const member = await createMember(t);
    const res = await checkout(member, '29.99');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The minimum deposit is 30.00 USD.');
  });

  it('replays a retried request with the same Idempotency-Key', async () => {
    const member = await createMember(t);
    const first = await checkout(member, '40', { 'idempotency-key': 'intent-1' });
    const retry = await checkout(member, '40', { 'idempotency-key': 'intent-1' });
    expect(retry.json().deposit.id).toBe(first.json().deposit.id);
    expect(retry.json().checkoutUrl).toBe(first.json().checkoutUrl);
  });

  it('answers 502 and keeps nothing pending when the provider is down', async () => {
    const member = await createMember(t);
    btcpay.failing = true;
    try {
      const res = await checkout(member, '50');
      expect(res.statusCode).toBe(502);
    } finally {
      btcpay.failing = false;
    }
    const pending = (await api(t, member, 'GET', '/api/deposit/pending-count')).json();
    expect(pending.pendingCount).toBe(0);
  });
});

describe('its webhook', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const member = await createMember(t);
    const { deposit, invoiceId } = await started(member);
    (btcpay.invoices.get(invoiceId) as { status: string }).status = 'Settled';
    const cases: ((headers: Record<string, string>) => void)[] = [
      (headers) => {
        delete headers['btcpay-sig'];
      },
      (headers) => {
        headers['btcpay-sig'] = `sha256=${'0'.repeat(64)}`;
      },
      (headers) => {
        headers['btcpay-sig'] = 'not-a-signature';
      },
    ];
    const before = btcpay.requests.length;
    for (const tamper of cases) {
      const res = await deliver(invoiceId, 'InvoiceSettled', tamper);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid webhook signature');
    }
    // Not even a read of the invoice happened.
    expect(btcpay.requests.length).toBe(before);
    expect(await statusOf(deposit.id)).toBe('PENDING');
    expect(await balanceOf(t, member)).toBe('0.00');
  });

  it('credits the USD amount once on settlement; repeated, reordered and late deliveries are harmless', async () => {
    const member = await createMember(t);
    const { deposit, invoiceId } = await started(member, '120');
    const invoice = btcpay.invoices.get(invoiceId) as NonNullable<ReturnType<typeof btcpay.invoices.get>>;

    invoice.status = 'Processing';
    expect((await deliver(invoiceId, 'InvoiceProcessing')).statusCode).toBe(200);
    expect(await statusOf(deposit.id)).toBe('PENDING');

    invoice.status = 'Settled';
    for (let delivery = 0; delivery < 3; delivery++) {
      expect((await deliver(invoiceId, 'InvoiceSettled')).statusCode).toBe(200);
    }
    expect(await statusOf(deposit.id)).toBe('CONFIRMED');
    expect(await balanceOf(t, member)).toBe('120.00');

    // An older 'processing' event arriving late: the invoice is read again and still says Settled.
    expect((await deliver(invoiceId, 'InvoiceProcessing')).statusCode).toBe(200);
    // Even if the provider itself went back to Processing, nothing is undone.
    invoice.status = 'Processing';
    expect((await deliver(invoiceId, 'InvoiceProcessing')).statusCode).toBe(200);
    expect(await statusOf(deposit.id)).toBe('CONFIRMED');
    expect(await balanceOf(t, member)).toBe('120.00');
    const [stored] = await t.database.db
      .select()
      .from(hostedInvoices)
      .where(eq(hostedInvoices.invoiceId, invoiceId));
    expect(stored?.providerStatus).toBe('Processing');
  });

  it('marks expired and invalid invoices EXPIRED and FAILED; a late settlement is still credited', async () => {
    const member = await createMember(t);
    const expired = await started(member, '60');
    const invalid = await started(member, '70');
    (btcpay.invoices.get(expired.invoiceId) as { status: string }).status = 'Expired';
    (btcpay.invoices.get(invalid.invoiceId) as { status: string }).status = 'Invalid';
    await deliver(expired.invoiceId, 'InvoiceExpired');
    await deliver(invalid.invoiceId, 'InvoiceInvalid');
    expect(await statusOf(expired.deposit.id)).toBe('EXPIRED');
    expect(await statusOf(invalid.deposit.id)).toBe('FAILED');

    // Paid after expiry: the provider settles it late; money received is always credited.
    (btcpay.invoices.get(expired.invoiceId) as { status: string }).status = 'Settled';
    await deliver(expired.invoiceId, 'InvoiceSettled');
    expect(await statusOf(expired.deposit.id)).toBe('CONFIRMED');
    expect(await balanceOf(t, member)).toBe('60.00');
  });

  it('ignores events about invoices it did not make', async () => {
    const res = await deliver('SomeoneElsesInvoice', 'InvoiceSettled');
    expect(res.statusCode).toBe(200);
    expect(btcpay.requests.at(-1)).not.toContain('SomeoneElsesInvoice');
  });

  it('lets an administrator approve a hosted deposit by hand, crediting the invoice amount once', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const member = await createMember(t);
    const { deposit, invoiceId } = await started(member, '45');
    const res = await api(t, admin, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {
      adminNotes: 'Paid',
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t, member)).toBe('45.00');
    // The provider's settlement afterwards changes nothing.
    (btcpay.invoices.get(invoiceId) as { status: string }).status = 'Settled';
    await deliver(invoiceId, 'InvoiceSettled');
    expect(await balanceOf(t, member)).toBe('45.00');
  });
});

describe('without BTCPay configured', () => {
  it('hides the method', async () => {
    const plain = await createTestApp();
    try {
      const member = await createMember(plain);
      const res = await api(plain, member, 'POST', '/api/deposit/create', { amount: '50', currency: 'BTC' });
      expect(res.statusCode).toBe(404);
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/deposit/btcpay/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
