// @vitest-environment happy-dom
import type { WalletStats, WithdrawalOptionsResponse } from '@nova/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const options: WithdrawalOptionsResponse = {
  methods: [
    {
      key: 'BEP20-USDT',
      network: 'BEP20',
      currency: 'USDT',
      networkFee: '0.10',
      networkFeePaidBy: 'PLATFORM',
      processingTime: 'within 24 hours',
      minimum: '10.00',
    },
  ],
  minimum: '10.00',
  isWithdrawalEnabled: true,
  sources: ['EARNINGS'],
};
const stats = {
  balance: '0.00',
  withdrawable: '120.00',
  heldEarnings: '0.00',
  heldDeposit: '0.00',
} as WalletStats;

/** The fee-tier preview: 2 % of what is asked. */
const preview = (body: unknown) => {
  const { amount } = body as { amount: string };
  const fee = (Number(amount) * 0.02).toFixed(2);
  return {
    body: {
      amount: Number(amount).toFixed(2),
      fee,
      net: (Number(amount) - Number(fee)).toFixed(2),
      feePercent: 0.02,
      networkFee: '0.10',
      networkFeePaidBy: 'PLATFORM',
    },
  };
};

const withdrawal = {
  id: '01890a5d-ac96-774b-bcce-b302099a8058',
  amount: '50.00',
  fee: '1.00',
  netAmount: '49.00',
  currency: 'USDT',
  network: 'BEP20',
  method: 'BEP20-USDT',
  source: 'EARNINGS',
  walletAddress: address,
  status: 'PENDING',
  transactionHash: null,
  explorerUrl: null,
  adminNotes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  processedAt: null,
};

function renderForm(onDone = () => {}) {
  renderWithApp(<WithdrawalForm options={options} stats={stats} onDone={onDone} />);
  return userEvent.setup();
}

/** Replaces a field's text, pasted as a member pastes an address. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const submit = () => screen.getByRole('button', { name: 'Request withdrawal' }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('WithdrawalForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('keeps Request withdrawal disabled, and says why, below the minimum, above the balance or without an address', async () => {
    fakeApi({ 'POST /withdrawal/preview-fee': ({ body }) => preview(body) });
    const user = renderForm();
    expect(submit().disabled).toBe(true);

    await enter(user, 'Amount (USD)', '5');
    await enter(user, 'Wallet address', address);
    expect(await screen.findByText('Please enter a valid amount (minimum 10.00)')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await enter(user, 'Amount (USD)', '500');
    await user.tab();
    expect(
      await screen.findByText('Amount exceeds the available withdrawable balance (120.00)'),
    ).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await enter(user, 'Amount (USD)', '50');
    await user.clear(screen.getByLabelText('Wallet address'));
    await user.tab();
    expect(await screen.findByText('Please enter a valid wallet address')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('previews the fee, reviews before sending, and sends the request once with an idempotency key', async () => {
    const created = heldAnswer({
      status: 201,
      body: { success: true, message: 'Withdrawal request submitted successfully', withdrawal },
    });
    const api = fakeApi({
      'POST /withdrawal/preview-fee': ({ body }) => preview(body),
      'POST /withdrawal/request': created.route,
    });
    const onDone = vi.fn();
    const user = renderForm(onDone);
    await enter(user, 'Amount (USD)', '50');
    await enter(user, 'Wallet address', address);
    expect((await screen.findByTestId('withdrawal-net')).textContent).toBe('$49.0000');
    expect(api.to('POST /withdrawal/preview-fee').at(-1)?.body).toEqual({
      amount: '50',
      network: 'BEP20',
      currency: 'USDT',
    });

    await user.click(submit());
    const review = await screen.findByRole('region', { name: 'Review your withdrawal' });
    expect(review.textContent).toContain(address);
    expect(api.to('POST /withdrawal/request')).toEqual([]);

    // Back keeps what was entered; nothing was sent.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('50');
    await user.click(submit());
    const confirm = await screen.findByRole('button', { name: 'Confirm withdrawal' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await user.click(confirm);

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    created.release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sent = api.to('POST /withdrawal/request');
    expect(sent.map((request) => request.body)).toEqual([
      { amount: '50', currency: 'USDT', network: 'BEP20', walletAddress: address, source: 'EARNINGS' },
    ]);
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify.success).toHaveBeenCalledWith('Withdrawal request submitted successfully');
  });
});
