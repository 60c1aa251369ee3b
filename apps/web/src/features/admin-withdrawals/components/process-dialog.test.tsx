// @vitest-environment happy-dom
import type { AdminWithdrawal } from '@nova/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ProcessDialog } from './process-dialog.tsx';

const hash = `0x${'ab'.repeat(32)}`;
const pendingWithdrawal: AdminWithdrawal = {
  id: '01890a5d-ac96-774b-bcce-b302099a8060',
  amount: '50.00',
  fee: '1.00',
  feeAmount: '1.00',
  netAmount: '49.00',
  currency: 'USDT',
  network: 'BEP20',
  method: 'BEP20-USDT',
  source: 'EARNINGS',
  walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  status: 'PENDING',
  transactionHash: null,
  explorerUrl: null,
  adminNotes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  processedAt: null,
  user: {
    id: '01890a5d-ac96-774b-bcce-b302099a8061',
    fullName: 'Wanda Withdraw',
    email: 'w@example.com',
    phone: null,
  },
};
const path = `PATCH /admin/withdrawals/${pendingWithdrawal.id}/process`;
const processed = {
  success: true,
  message: 'Withdrawal processed',
  withdrawal: pendingWithdrawal,
  payoutCheck: null,
};

function renderDialog(withdrawal: AdminWithdrawal = pendingWithdrawal) {
  const onClose = vi.fn();
  renderWithApp(<ProcessDialog withdrawal={withdrawal} onClose={onClose} onEdit={() => {}} />);
  return { user: userEvent.setup(), onClose };
}

/** Pasted, as an administrator copies a hash from an explorer. */
async function enterHash(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(screen.getByLabelText('Transaction hash'));
  await user.paste(value);
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('ProcessDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('approves with the notes and the payout hash, both actions disabled while it is out, then closes', async () => {
    const answer = heldAnswer({ body: processed });
    const api = fakeApi({ [path]: answer.route });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Admin notes'), 'Paid from the hot wallet');
    await enterHash(user, hash);
    await user.click(button('Approve'));
    await waitFor(() => expect(button('Approve').disabled).toBe(true));
    expect(button('Reject').disabled).toBe(true);
    answer.release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = api.to(path);
    expect(sent?.body).toEqual({
      action: 'APPROVE',
      adminNotes: 'Paid from the hot wallet',
      transactionHash: hash,
      acknowledgeMismatch: false,
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify.success).toHaveBeenCalledWith('Withdrawal processed successfully!');
  });

  it('rejects with the notes and no hash', async () => {
    const api = fakeApi({ [path]: { body: processed } });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Admin notes'), 'Address not whitelisted');
    await enterHash(user, hash);
    await user.click(button('Reject'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.to(path).map((request) => request.body)).toEqual([
      {
        action: 'REJECT',
        adminNotes: 'Address not whitelisted',
        transactionHash: '',
        acknowledgeMismatch: false,
      },
    ]);
  });

  it("shows the server's refusal of the hash under its field and stays open", async () => {
    fakeApi({
      [path]: refusal(422, 'Invalid input', [
        { path: 'transactionHash', msg: 'Please enter a valid transaction hash' },
      ]),
    });
    const { user, onClose } = renderDialog();
    await enterHash(user, '0x123');
    await user.click(button('Approve'));
    expect(await screen.findByText('Please enter a valid transaction hash')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Invalid input');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lists a payout that does not match, and records it only once the administrator acknowledges it', async () => {
    let calls = 0;
    const api = fakeApi({
      [path]: () => {
        calls += 1;
        return calls === 1
          ? refusal(
              409,
              'The payout does not match',
              [{ path: 'amount', msg: 'The transfer sent 40.00 USDT, not 49.00' }],
              'PAYOUT_MISMATCH',
            )
          : { body: processed };
      },
    });
    const { user, onClose } = renderDialog();
    await enterHash(user, hash);
    await user.click(button('Approve'));
    expect(await screen.findByText('The transfer sent 40.00 USDT, not 49.00')).toBeTruthy();
    expect(button('Approve').disabled).toBe(true);
    await user.click(screen.getByLabelText(/record this payout anyway/));
    await user.click(button('Approve'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      api.to(path).map((request) => (request.body as { acknowledgeMismatch: boolean }).acknowledgeMismatch),
    ).toEqual([false, true]);
  });

  it('completes an approved request only with a payout hash', async () => {
    const api = fakeApi({ [path]: { body: processed } });
    const { user } = renderDialog({ ...pendingWithdrawal, status: 'APPROVED' });
    expect(button('Complete').disabled).toBe(true);
    await enterHash(user, hash);
    expect(button('Complete').disabled).toBe(false);
    await user.click(button('Complete'));
    await waitFor(() => expect(api.to(path)).toHaveLength(1));
    expect(api.to(path)[0]?.body).toMatchObject({ action: 'COMPLETE', transactionHash: hash });
  });
});
