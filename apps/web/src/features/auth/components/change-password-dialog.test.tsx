// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithApp(<ChangePasswordDialog open onOpenChange={onOpenChange} />, { path: '/profile' });
  return { user: userEvent.setup(), onOpenChange };
}

const change = () => screen.getByRole('button', { name: /Change Password|Changing/ }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('ChangePasswordDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('refuses a confirmation that differs before asking the server', async () => {
    const api = fakeApi({});
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('New password'), 'Difference-Engine2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Difference-Engine3');
    await user.click(change());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the three fields, is busy meanwhile, then closes', async () => {
    const answer = heldAnswer({ body: { success: true, message: 'Password changed' } });
    const api = fakeApi({ 'POST /auth/change-password': answer.route });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('New password'), 'Difference-Engine2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Difference-Engine2');
    await user.click(change());
    await waitFor(() => expect(change().textContent).toContain('Changing...'));
    expect(change().disabled).toBe(true);
    answer.release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.to('POST /auth/change-password').map((request) => request.body)).toEqual([
      {
        currentPassword: 'Analytical-Engine1',
        newPassword: 'Difference-Engine2',
        confirmPassword: 'Difference-Engine2',
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Password changed');
  });
});
