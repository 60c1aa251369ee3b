// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { aUser } from '@/test/members.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

type User = ReturnType<typeof userEvent.setup>;

function renderRegister(referralCode = '') {
  renderWithApp(<RegisterForm referralCode={referralCode} />, { path: '/register' });
  return userEvent.setup();
}

async function fillIn(user: User, { email = 'ada@example.com', confirm = 'Analytical-Engine1' } = {}) {
  await user.type(screen.getByLabelText('Full name (optional)'), 'Ada Lovelace');
  if (email) await user.type(screen.getByLabelText('Email', { exact: true }), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Analytical-Engine1');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByLabelText(/I accept the/));
}

const create = () =>
  screen.getByRole('button', { name: /Create Account|Creating account/ }) as HTMLButtonElement;

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('RegisterForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();
  afterEach(() => localStorage.clear());

  it('names every rule a blank form breaks and sends nothing', async () => {
    const api = fakeApi({});
    const user = renderRegister();
    await user.click(create());
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('asks for an email or a phone number once the rest is filled in', async () => {
    const api = fakeApi({});
    const user = renderRegister();
    await fillIn(user, { email: '' });
    await user.click(create());
    expect(await screen.findByText('Please provide either email or phone number')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('refuses a confirmation that differs and a weak password before asking the server', async () => {
    const api = fakeApi({});
    const user = renderRegister();
    await fillIn(user, { confirm: 'Analytical-Engine2' });
    await user.click(create());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'lowercase1');
    await user.click(create());
    expect(await screen.findByText('Password must contain uppercase, lowercase, and number')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends the account without the confirmation or the terms box, is busy meanwhile, then asks for the email code', async () => {
    const answer = heldAnswer({
      status: 201,
      body: { token: 'session-token', user: aUser({ isEmailVerified: false }) },
    });
    const api = fakeApi({ 'POST /auth/register': answer.route });
    const user = renderRegister();
    await fillIn(user);
    await user.click(create());
    await waitFor(() => expect(create().textContent).toContain('Creating account...'));
    expect(create().disabled).toBe(true);
    answer.release();
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(api.to('POST /auth/register').map((request) => request.body)).toEqual([
      {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: null,
        password: 'Analytical-Engine1',
        referralCode: null,
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Welcome to Nova, Ada Lovelace!', expect.anything());
  });

  it('checks a referral code once typing stops and refuses to register with an unknown one', async () => {
    const api = fakeApi({
      'GET /referral/validate/GRACE1': { body: { valid: true, referrerName: 'Grace H.' } },
      'GET /referral/validate/NOSUCH': refusal(404, 'Invalid referral code'),
    });
    const user = renderRegister('GRACE1');
    expect(await screen.findByText("Referral code valid! You'll get bonus from Grace H.")).toBeTruthy();
    await user.clear(screen.getByLabelText('Referral code (optional)'));
    await user.type(screen.getByLabelText('Referral code (optional)'), 'NOSUCH');
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
    // Only the code the member stopped at is looked up, not each prefix typed on the way.
    expect(api.sent.map((request) => request.path)).toEqual([
      '/referral/validate/GRACE1',
      '/referral/validate/NOSUCH',
    ]);
    await fillIn(user);
    await user.click(create());
    expect(api.to('POST /auth/register')).toEqual([]);
  });

  it("puts the server's field refusal under its field", async () => {
    fakeApi({
      'POST /auth/register': refusal(409, 'Email already registered', [
        { path: 'email', msg: 'Email already registered' },
      ]),
    });
    const user = renderRegister();
    await fillIn(user);
    await user.click(create());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Email already registered'));
    expect(document.getElementById('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
