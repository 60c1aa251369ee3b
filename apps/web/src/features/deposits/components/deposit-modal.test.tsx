// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import type { TransactionLookupResponse } from '@nova/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { addresses, credited, hash, ours, token } from '@/test/deposits.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { DepositModal, modalMessages } from './deposit-modal.tsx';

/** The chain's answer for the pasted hash: a final USDC transfer of 75.00 to our address on BEP20. */
function lookup(overrides: Partial<TransactionLookupResponse> = {}): TransactionLookupResponse {
  return {
    found: true,
    outcome: 'success',
    message: 'Transaction found',
    transactionHash: hash,
    foundOnNetwork: 'BEP20',
    suggestedNetwork: 'BEP20',
    suggestedAmount: '75.00',
    suggestedCurrency: 'USDC',
    recipientAddress: ours,
    senderAddress: token,
    tokenContract: token,
    blockNumber: '12',
    confirmations: 6,
    confirmationsRequired: 3,
    isConfirmed: true,
    isTokenTransfer: true,
    isRecipientMatching: true,
    alreadyUsed: false,
    expectedCompanyAddress: ours,
    companyAddresses: { BEP20: ours, POLYGON: ours },
    explorerUrl: null,
    details: null,
    ...overrides,
  };
}

const preVerified = {
  valid: true,
  foundOnNetwork: 'BEP20',
  requestedNetwork: 'BEP20',
  networkWarning: null,
  amount: '75.00',
  currency: 'USDC',
  senderAddress: token,
  recipientAddress: ours,
  confirmations: 6,
  confirmationsRequired: 3,
  isConfirmed: true,
  requiresReview: false,
};

/** The chain's answer for a hash no network knows. */
const notFound = lookup({
  found: false,
  outcome: 'error',
  message: 'Transaction not found on BEP20',
  suggestedAmount: null,
  suggestedCurrency: null,
  suggestedNetwork: null,
});

function routes(found: TransactionLookupResponse) {
  return {
    'GET /deposit/usdt/addresses': { body: addresses },
    'POST /deposit/transaction-details': { body: found },
    'POST /deposit/pre-verify': { body: preVerified },
  };
}

function renderModal() {
  const onOpenChange = vi.fn();
  renderWithApp(<DepositModal open onOpenChange={onOpenChange} />, { path: '/dashboard' });
  return { user: userEvent.setup(), onOpenChange };
}

const submit = () => screen.getByRole('button', { name: 'Submit Deposit' }) as HTMLButtonElement;

/** Pastes the hash and waits for the chain's answer to show under the field. */
async function pasteHash(user: ReturnType<typeof userEvent.setup>, value: string, shows: RegExp) {
  await user.click(await screen.findByLabelText('Transaction hash'));
  await user.paste(value);
  await screen.findByText(shows);
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('DepositModal (deposit by hash)', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('is disabled until the addresses are in, and names a hash not found on chain', async () => {
    const api = fakeApi(routes(notFound));
    const { user } = renderModal();
    expect(submit().disabled).toBe(true);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());
    expect(notify.error).toHaveBeenLastCalledWith(i18n._(modalMessages.notFound));
    await pasteHash(user, hash, /Transaction not found on BEP20/);
    await user.click(submit());
    expect(notify.error).toHaveBeenLastCalledWith(i18n._(modalMessages.notFound));
    expect(api.to('POST /deposit/usdt/create')).toEqual([]);
  });

  it('refuses a transfer to another address and one without an amount, sending nothing', async () => {
    const elsewhere = { isRecipientMatching: false, outcome: 'warning', message: 'Sent elsewhere' } as const;
    const api = fakeApi(routes(lookup(elsewhere)));
    const { user } = renderModal();
    await pasteHash(user, hash, /Sent elsewhere/);
    await user.click(submit());
    expect(notify.error).toHaveBeenLastCalledWith(i18n._(modalMessages.wrongRecipient));
    cleanup();

    const zero = fakeApi(routes(lookup({ suggestedAmount: '0.00' })));
    const again = renderModal();
    await pasteHash(again.user, hash, /Found on BEP20: 0.00 USDC/);
    await again.user.click(submit());
    expect(notify.error).toHaveBeenLastCalledWith(i18n._(modalMessages.badAmount));
    expect([...api.to('POST /deposit/usdt/create'), ...zero.to('POST /deposit/usdt/create')]).toEqual([]);
  });

  it('claims what the chain found, with an idempotency key, busy meanwhile, then shows it credited', async () => {
    const answer = heldAnswer({ status: 201, body: credited });
    const api = fakeApi({ ...routes(lookup()), 'POST /deposit/usdt/create': answer.route });
    const { user } = renderModal();
    await pasteHash(user, hash, /Found on BEP20: 75.00 USDC/);
    // The hash is looked up on the chosen method's network (the first: BEP20-USDT).
    expect(api.to('POST /deposit/transaction-details')[0]?.body).toEqual({
      transactionHash: hash,
      network: 'BEP20',
    });
    await user.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    answer.release();
    expect(await screen.findByText('Deposit confirmed and credited to your balance.')).toBeTruthy();
    // Confirmed: the modal does not take a second claim while it closes.
    expect(submit().disabled).toBe(true);
    expect(notify.success).toHaveBeenCalledWith('Deposit of 50.00 USDT credited');
    // The amount, network and currency are the ones found on chain, not the method picked.
    const claim = { amount: '75.00', network: 'BEP20', currency: 'USDC', transactionHash: hash };
    expect(api.to('POST /deposit/pre-verify').map((request) => request.body)).toEqual([claim]);
    const sent = api.to('POST /deposit/usdt/create');
    expect(sent.map((request) => request.body)).toEqual([claim]);
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
