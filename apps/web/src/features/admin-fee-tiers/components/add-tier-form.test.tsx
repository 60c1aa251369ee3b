// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AddTierForm } from './add-tier-form.tsx';

const path = 'POST /admin/withdrawal-fee-tiers';
const button = () => screen.getByRole('button', { name: 'Add tier' }) as HTMLButtonElement;

function renderForm() {
  renderWithApp(<AddTierForm />);
  return userEvent.setup();
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('AddTierForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('asks for a percent, then for a max above the min, sending nothing', async () => {
    const api = fakeApi({});
    const user = renderForm();
    await user.type(screen.getByLabelText('Min amount'), '100');
    await user.type(screen.getByLabelText('Max amount'), '50');
    await user.type(screen.getByLabelText('Percent'), 'abc');
    await user.click(button());
    expect(await screen.findByText('Enter a percent such as 1.5')).toBeTruthy();
    await user.clear(screen.getByLabelText('Percent'));
    await user.type(screen.getByLabelText('Percent'), '1.5');
    await user.click(button());
    expect(await screen.findByText('Max must be greater than min')).toBeTruthy();
    expect(screen.queryByText('Enter a percent such as 1.5')).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('sends the percent as a fraction and a blank max as is, disabled while out', async () => {
    const held = heldAnswer(refusal(409, 'The tier overlaps another'));
    const api = fakeApi({ [path]: held.route });
    const user = renderForm();
    await user.type(screen.getByLabelText('Min amount'), '10');
    await user.type(screen.getByLabelText('Percent'), '1.5');
    await user.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(api.to(path).map((request) => request.body)).toEqual([
      { minAmount: '10', maxAmount: '', percent: 0.015 },
    ]);
    held.release();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The tier overlaps another'));
    expect(button().disabled).toBe(false);
    expect((screen.getByLabelText('Percent') as HTMLInputElement).value).toBe('1.5');
  });
});
