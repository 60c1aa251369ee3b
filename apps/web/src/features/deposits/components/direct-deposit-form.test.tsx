// @vitest-environment happy-dom
import type { Deposit, DepositAddressesResponse } from '@nova/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DirectDepositForm } from './direct-deposit-form.tsx';

const hash = `0x${'cd'.repeat(32)}`;
const ours = '0x1111111111111111111111111111111111111111';
const token = '0x2222222222222222222222222222222222222222';
const addresses: DepositAddressesResponse = {
  addresses: { BEP20: ours, POLYGON: ours },
  personal: true,
  warning: null,
  companyAddresses: { BEP20: ours, POLYGON: ours },
  networks: (['BEP20', 'POLYGON'] as const).map((network, index) => ({
    network,
    name: network === 'BEP20' ? 'BNB Smart Chain' : 'Polygon',
    chainId: 56 + index,
    explorerUrl: null,
    companyAddress: ours,
    tokens: [
      { symbol: 'USDT', contractAddress: token, decimals: 18 },
      { symbol: 'USDC', contractAddress: token, decimals: 18 },
    ],
  })),
  minDepositAmount: '30.00',
  hostedCheckout: false,
  testTransfer: false,
};

const deposit: Deposit = {
  id: '01890a5d-ac96-774b-bcce-b302099a8062',
  amount: '50.00',
  requestedAmount: '50.00',
  currency: 'USDT',
  network: 'BEP20',
  depositType: 'USDT',
  source: 'HASH_CLAIM',
  status: 'CONFIRMED',
  progress: 'credited',
  transactionHash: hash,
  logIndex: 0,
  senderAddress: null,
  recipientAddress: ours,
  tokenContract: token,
  blockNumber: '12',
  confirmations: 6,
  confirmationsRequired: 3,
  reviewRequired: false,
  explorerUrl: null,
  checkoutUrl: null,
  adminNotes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  confirmedAt: '2026-11-28T10:00:00.000Z',
};
const credited = {
  success: true,
  message: 'Deposit confirmed',
  deposit,
  deposits: [deposit],
  autoConfirmed: true,
  foundOnNetwork: 'BEP20',
  networkWarning: null,
};

/** The chain check before the claim: the transfer is final, and on Polygon, not the network chosen. */
const onPolygon = {
  valid: true,
  foundOnNetwork: 'POLYGON',
  requestedNetwork: 'BEP20',
  networkWarning: '(Found on Polygon, you selected BEP20)',
  amount: '50.00',
  currency: 'USDC',
  senderAddress: token,
  recipientAddress: ours,
  confirmations: 6,
  confirmationsRequired: 5,
  isConfirmed: true,
  requiresReview: false,
};

/** The hash look-up answers 'not found': the form must not depend on it to submit. */
const routes = {
  'POST /deposit/transaction-details': refusal(404, 'Transaction not found'),
  'POST /deposit/pre-verify': { body: onPolygon },
};

function renderForm(initialAmount = '') {
  renderWithApp(<DirectDepositForm addresses={addresses} initialAmount={initialAmount} />, {
    path: '/deposit',
  });
  return userEvent.setup();
}

async function enterHash(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(screen.getByLabelText('Transaction hash'));
  await user.paste(value);
}

const submit = () => screen.getByRole('button', { name: 'Submit Deposit' }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('DirectDepositForm', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stays disabled without an amount, and names a short amount and a missing or malformed hash', async () => {
    const api = fakeApi(routes);
    const user = renderForm();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Amount (USDT)'), '10');
    await user.click(submit());
    expect(await screen.findByText('The minimum deposit is 30.00 USDT')).toBeTruthy();
    expect(screen.getByText('Please provide the transaction hash for USDT deposits')).toBeTruthy();
    await enterHash(user, '0x1234');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid transaction hash')).toBeTruthy();
    expect(api.to('POST /deposit/usdt/create')).toEqual([]);
  });

  it('checks the transfer, then claims it once on the network it was found on, with an idempotency key, busy meanwhile', async () => {
    const answer = heldAnswer({ status: 201, body: credited });
    const api = fakeApi({ ...routes, 'POST /deposit/usdt/create': answer.route });
    const user = renderForm('50');
    await user.click(screen.getByRole('radio', { name: 'USDC' }));
    await enterHash(user, hash);
    await user.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    answer.release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Deposit of 50.00 USDT credited'));
    expect(notify.success).toHaveBeenCalledWith('(Found on Polygon, you selected BEP20)', {
      duration: 5_000,
    });
    const claim = { amount: '50', network: 'BEP20', currency: 'USDC', transactionHash: hash };
    expect(api.to('POST /deposit/pre-verify').map((request) => request.body)).toEqual([claim]);
    // The claim goes to the network where the chain check found the transfer.
    const sent = api.to('POST /deposit/usdt/create');
    expect(sent.map((request) => request.body)).toEqual([{ ...claim, network: 'POLYGON' }]);
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The hash was looked up on the chosen network as soon as it was valid.
    expect(api.to('POST /deposit/transaction-details')[0]?.body).toEqual({
      transactionHash: hash,
      network: 'BEP20',
    });
    expect((screen.getByLabelText('Transaction hash') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal and keeps the hash for a retry with the same key", async () => {
    let calls = 0;
    const api = fakeApi({
      ...routes,
      'POST /deposit/usdt/create': () => {
        calls += 1;
        return calls === 1
          ? refusal(409, 'This transaction was already used')
          : { status: 201, body: credited };
      },
    });
    const user = renderForm('50');
    await enterHash(user, hash);
    await user.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This transaction was already used'));
    expect((screen.getByLabelText('Transaction hash') as HTMLInputElement).value).toBe(hash);
    await user.click(submit());
    await waitFor(() => expect(api.to('POST /deposit/usdt/create')).toHaveLength(2));
    const [first, second] = api.to('POST /deposit/usdt/create');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });
});
