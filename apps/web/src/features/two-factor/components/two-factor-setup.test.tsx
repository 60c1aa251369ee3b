// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

const setup = {
  body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Nova:ada?secret=JBSWY3DPEHPK3PXP' },
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code-${index}`);

function renderSetup() {
  const onEnabled = vi.fn();
  renderWithApp(<TwoFactorSetup onEnabled={onEnabled} onCancel={() => undefined} />, { path: '/profile' });
  return { user: userEvent.setup(), onEnabled };
}

const confirm = () => screen.getByRole('button', { name: 'Confirm and turn on' }) as HTMLButtonElement;

describe('TwoFactorSetup', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('shows the key in groups of four and marks the missing password and sends nothing', async () => {
    const api = fakeApi({ 'POST /auth/2fa/setup': setup });
    const { user } = renderSetup();
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await user.click(confirm());
    await waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.to('POST /auth/2fa/enable')).toEqual([]);
  });

  it('sends the code with the password, is busy meanwhile, then hands over the recovery codes', async () => {
    const answer = heldAnswer({ body: { success: true, message: 'On', recoveryCodes } });
    const api = fakeApi({ 'POST /auth/2fa/setup': setup, 'POST /auth/2fa/enable': answer.route });
    const { user, onEnabled } = renderSetup();
    await screen.findByTestId('two-factor-secret');
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(confirm());
    await waitFor(() => expect(confirm().disabled).toBe(true));
    answer.release();
    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith(recoveryCodes));
    expect(api.to('POST /auth/2fa/enable').map((request) => request.body)).toEqual([
      { code: '123456', currentPassword: 'Analytical-Engine1' },
    ]);
  });

  it('clears a refused code and shows why under it', async () => {
    fakeApi({
      'POST /auth/2fa/setup': setup,
      'POST /auth/2fa/enable': refusal(422, 'Invalid code', [{ path: 'code', msg: 'Invalid code' }]),
    });
    const { user, onEnabled } = renderSetup();
    await screen.findByTestId('two-factor-secret');
    await user.type(screen.getByLabelText('Current password'), 'Analytical-Engine1');
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(confirm());
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');
    expect(onEnabled).not.toHaveBeenCalled();
  });
});
