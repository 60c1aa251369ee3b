// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function renderForm(email = 'ada@example.com') {
  renderWithApp(<ResetPasswordForm email={email} codeJustSent={false} />, { path: '/reset-password' });
  return userEvent.setup();
}

const resetButton = () =>
  screen.getByRole('button', { name: /Reset password|Resetting/ }) as HTMLButtonElement;

describe('ResetPasswordForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('refuses a confirmation that differs and sends nothing', async () => {
    const api = fakeApi({});
    const user = renderForm();
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Difference-Engine2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Difference-Engine3');
    await user.click(resetButton());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the email, code and password, is busy meanwhile, then goes to sign in', async () => {
    const answer = heldAnswer({ body: { success: true, message: 'Password reset' } });
    const api = fakeApi({ 'POST /auth/reset-password': answer.route });
    const user = renderForm();
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Difference-Engine2');
    await user.type(screen.getByLabelText('Confirm new password'), 'Difference-Engine2');
    await user.click(resetButton());
    await waitFor(() => expect(resetButton().textContent).toContain('Resetting...'));
    expect(resetButton().disabled).toBe(true);
    answer.release();
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(api.to('POST /auth/reset-password').map((request) => request.body)).toEqual([
      {
        email: 'ada@example.com',
        code: '123456',
        newPassword: 'Difference-Engine2',
        confirmPassword: 'Difference-Engine2',
      },
    ]);
  });

  it('asks for a valid email before sending a new code', async () => {
    const api = fakeApi({});
    const user = renderForm('');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent).toEqual([]);
  });
});
