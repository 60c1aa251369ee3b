// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RemoveSenderAddressForm } from './remove-sender-address-form.tsx';

const address = '0x3333333333333333333333333333333333333333';
const removePath = `DELETE /deposit/sender-addresses/${address}`;

function renderForm() {
  const onDone = vi.fn();
  renderWithApp(<RemoveSenderAddressForm address={address} twoFactorEnabled onDone={onDone} />, {
    path: '/profile',
  });
  return { user: userEvent.setup(), onDone };
}

const removeButton = () => screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;

describe('RemoveSenderAddressForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('asks the current password before sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.click(removeButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.sent).toEqual([]);
  });

  it('sends the password and the code, is busy meanwhile, then closes', async () => {
    const answer = heldAnswer({ body: { success: true, message: 'Sender address removed' } });
    const api = fakeApi({
      [removePath]: answer.route,
      'GET /deposit/sender-addresses': { body: { data: [] } },
    });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(removeButton());
    await waitFor(() => expect(removeButton().disabled).toBe(true));
    answer.release();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.to(removePath).map((request) => request.body)).toEqual([
      { currentPassword: 'Analytical-Engine1', twoFactorCode: '123456' },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Sender address removed');
  });
});
