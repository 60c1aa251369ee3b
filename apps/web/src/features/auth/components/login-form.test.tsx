// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n/catalogs.ts';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { aUser } from '@/test/members.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const session = { token: 'session-token', user: aUser() };

function renderLogin() {
  renderWithApp(<LoginForm redirectTo="/profile" />, { path: '/login' });
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email or phone number'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Analytical-Engine1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('LoginForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();
  afterEach(() => localStorage.clear());

  it('names each missing field and sends nothing', async () => {
    const api = fakeApi({});
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email or phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('speaks Spanish when the member does: labels, the button and the contract messages', async () => {
    await loadCatalogs('es', ['member', 'account']);
    i18n.activate('es');
    try {
      fakeApi({});
      const user = renderLogin();
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      expect(await screen.findByText('Se requiere correo o número de teléfono')).toBeTruthy();
      expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
      expect(screen.getByLabelText('Correo o número de teléfono')).toBeTruthy();
    } finally {
      i18n.activate('en');
    }
  });

  it('sends the identifier and password, is busy while it waits, then goes where the member was going', async () => {
    const answer = heldAnswer({ body: session });
    const api = fakeApi({ 'POST /auth/login': answer.route });
    const user = renderLogin();
    await signIn(user);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.release();
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(api.to('POST /auth/login').map((request) => request.body)).toEqual([
      { identifier: 'ada@example.com', password: 'Analytical-Engine1' },
    ]);
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(notify.success).toHaveBeenCalledWith(expect.stringMatching(/, Ada Lovelace$/), expect.anything());
  });

  it('shows the refusal beside the form and in a toast, and stays', async () => {
    fakeApi({ 'POST /auth/login': refusal(401, 'Invalid email/phone or password') });
    const user = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Invalid email/phone or password')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Invalid email/phone or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks an account with two-factor authentication for a code, shows a wrong one, signs in with a right one', async () => {
    const challenge = { twoFactorRequired: true, challengeToken: 'challenge-1' };
    let codes = 0;
    const api = fakeApi({
      'POST /auth/login': { body: challenge },
      'POST /auth/login/2fa': () => {
        codes += 1;
        return codes === 1
          ? refusal(422, 'Invalid code', [{ path: 'code', msg: 'Invalid code' }])
          : { body: session };
      },
    });
    const user = renderLogin();
    await signIn(user);
    const code = await screen.findByLabelText('Authentication code');
    expect(localStorage.getItem('token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(api.to('POST /auth/login/2fa')).toEqual([]);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();

    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
    expect(api.to('POST /auth/login/2fa').map((request) => request.body)).toEqual([
      { challengeToken: 'challenge-1', code: '123456' },
      { challengeToken: 'challenge-1', code: '654321' },
    ]);
    expect(localStorage.getItem('token')).toBe('session-token');
  });
});
