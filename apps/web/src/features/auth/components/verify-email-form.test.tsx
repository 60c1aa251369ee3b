// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, refusal } from '@/test/fake-api.ts';
import { aUser } from '@/test/members.ts';
import { renderWithApp } from '@/test/render.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';

function renderForm(codeJustSent = false) {
  renderWithApp(<VerifyEmailForm email="ada@example.com" codeJustSent={codeJustSent} />, {
    path: '/verify-email',
  });
  return userEvent.setup();
}

const code = () => screen.getByLabelText('Verification code') as HTMLInputElement;

describe('VerifyEmailForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('keeps digits only and sends the code by itself once six are typed', async () => {
    const api = fakeApi({
      'POST /auth/verify-email': { body: { success: true, message: 'Verified', user: aUser() } },
    });
    const user = renderForm();
    await user.type(code(), '12a3-456');
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(api.to('POST /auth/verify-email').map((request) => request.body)).toEqual([{ otp: '123456' }]);
  });

  it('clears a refused code and shows why', async () => {
    fakeApi({
      'POST /auth/verify-email': refusal(422, 'Invalid or expired code', [
        { path: 'otp', msg: 'Invalid or expired code' },
      ]),
    });
    const user = renderForm();
    await user.type(code(), '654321');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Invalid or expired code'));
    expect(code().value).toBe('');
    expect(code().getAttribute('aria-invalid')).toBe('true');
  });

  it('holds the resend back while a code just sent is fresh', () => {
    fakeApi({});
    renderForm(true);
    const resend = screen.getByRole('button', { name: /Resend code in/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });
});
