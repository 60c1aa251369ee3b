// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { VipLevelForm } from './vip-level-form.tsx';

const path = 'POST /admin/vip-levels';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderForm() {
  const onDone = vi.fn();
  renderWithApp(<VipLevelForm level={null} onDone={onDone} />);
  return { user: userEvent.setup(), onDone };
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('VipLevelForm', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('names every missing required field and a price with too many decimals, sending nothing', async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Daily earning (USD)'), '1.234');
    await user.click(button('Create level'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('Daily earning must be a number with at most 2 decimals')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('sends blank bicycle fields as null, is disabled while out, and shows a refused field', async () => {
    const held = heldAnswer(
      refusal(409, 'A level with this name exists', [{ path: 'name', msg: 'Name taken' }]),
    );
    const api = fakeApi({ [path]: held.route });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Name'), ' Gold ');
    await user.type(screen.getByLabelText('Amount (USD)'), '100');
    await user.type(screen.getByLabelText('Daily earning (USD)'), '2.50');
    await user.type(screen.getByLabelText('Bicycle features'), 'Bell, Basket');
    await user.click(button('Create level'));
    await waitFor(() => expect(button('Create level').disabled).toBe(true));
    expect(api.to(path).map((request) => request.body)).toEqual([
      {
        name: 'Gold',
        amount: '100',
        dailyEarning: '2.50',
        bicycleModel: null,
        bicycleColor: null,
        bicycleFeatures: 'Bell, Basket',
        isActive: true,
      },
    ]);
    held.release();
    expect(await screen.findByText('Name taken')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('A level with this name exists');
    expect(button('Create level').disabled).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });
});
