// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { aUser } from '@/test/members.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

function renderDialog(twoFactorEnabled = false) {
  const onOpenChange = vi.fn();
  renderWithApp(
    <EditProfileDialog user={aUser()} twoFactorEnabled={twoFactorEnabled} open onOpenChange={onOpenChange} />,
    { path: '/profile' },
  );
  return { user: userEvent.setup(), onOpenChange };
}

const save = () => screen.getByRole('button', { name: /Save changes|Saving/ }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('EditProfileDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('sends a new name without any proof, is busy meanwhile, then closes', async () => {
    const answer = heldAnswer({ body: { user: aUser({ fullName: 'Ada King' }) } });
    const api = fakeApi({ 'PATCH /auth/profile': answer.route });
    const { user, onOpenChange } = renderDialog();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada King');
    await user.click(save());
    await waitFor(() => expect(save().textContent).toContain('Saving...'));
    expect(save().disabled).toBe(true);
    answer.release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.to('PATCH /auth/profile').map((request) => request.body)).toEqual([
      { fullName: 'Ada King', email: 'ada@example.com', phone: null, showOnLeaderboard: false },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Profile updated');
  });

  it('asks the password and the code for a new email, sends them, then asks for the email code', async () => {
    const api = fakeApi({
      'PATCH /auth/profile': { body: { user: aUser({ email: 'ada@king.example', isEmailVerified: false }) } },
    });
    const { user } = renderDialog(true);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@king.example');
    expect(screen.getByTestId('email-change-proof')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(save());
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(api.to('PATCH /auth/profile').map((request) => request.body)).toEqual([
      {
        fullName: 'Ada Lovelace',
        email: 'ada@king.example',
        phone: null,
        showOnLeaderboard: false,
        currentPassword: 'Analytical-Engine1',
        twoFactorCode: '123456',
      },
    ]);
  });

  it("puts the server's refusal of the password under the password", async () => {
    fakeApi({
      'PATCH /auth/profile': refusal(422, 'Current password is incorrect', [
        { path: 'currentPassword', msg: 'Current password is incorrect' },
      ]),
    });
    const { user, onOpenChange } = renderDialog();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@king.example');
    await user.type(screen.getByLabelText('Current password'), 'wrong-Password1');
    await user.click(save());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Current password is incorrect'));
    expect(document.getElementById('profile-currentPassword')?.getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
