// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { addresses, credited, hash, ours, token } from '@/test/deposits.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DirectDepositForm } from './direct-deposit-form.tsx';

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
  resetAfterEachTest();

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
  it("names a failed pre-verification by the server's message, else 'Transaction verification failed', and claims nothing", async () => {
    let calls = 0;
    const api = fakeApi({
      ...routes,
      'POST /deposit/pre-verify': () => {
        calls += 1;
        return calls === 1
          ? refusal(422, 'Amount does not match (Expected: 50.00, Received: 40.00)')
          : { status: 502, body: 'Bad gateway' };
      },
    });
    const user = renderForm('50');
    await enterHash(user, hash);
    await user.click(submit());
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Amount does not match (Expected: 50.00, Received: 40.00)'),
    );
    await user.click(submit());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Transaction verification failed'));
    expect(api.to('POST /deposit/usdt/create')).toEqual([]);
  });
});
