// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RewardsPoolPanel } from './rewards-pool-panel.tsx';

const path = 'POST /admin/rewards-pool/fund';
const button = () => screen.getByRole('button', { name: 'Fund pool' }) as HTMLButtonElement;

function renderPanel() {
  renderWithApp(<RewardsPoolPanel />);
  return userEvent.setup();
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('RewardsPoolPanel funding form', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('refuses a zero amount and a missing note, sending nothing', async () => {
    const api = fakeApi({});
    const user = renderPanel();
    await user.type(screen.getByLabelText('Funding amount (USD)'), '0.00');
    await user.click(button());
    expect(await screen.findByText('Amount must be greater than 0')).toBeTruthy();
    expect(screen.getByText('A note is required')).toBeTruthy();
    expect(api.to(path)).toEqual([]);
  });

  it('sends the amount and note with an idempotency key, disabled while out', async () => {
    const held = heldAnswer(
      refusal(422, 'Not enough operator equity', [{ path: 'amount', msg: 'Too much' }]),
    );
    const api = fakeApi({ [path]: held.route });
    const user = renderPanel();
    await user.type(screen.getByLabelText('Funding amount (USD)'), '250.5');
    await user.type(screen.getByLabelText('Note'), 'Top-up');
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    const [sent] = api.to(path);
    expect(sent?.body).toEqual({ amount: '250.5', note: 'Top-up' });
    expect(Object.keys(sent?.headers ?? {}).map((name) => name.toLowerCase())).toContain('idempotency-key');
    held.release();
    expect(await screen.findByText('Too much')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Not enough operator equity');
  });
});
