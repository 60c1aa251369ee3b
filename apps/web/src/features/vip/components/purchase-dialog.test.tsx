// @vitest-environment happy-dom
import type { UpgradeOption, VipLevel } from '@nova/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast.ts';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi, heldAnswer, refusal } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { wholeText } from '@/test/text.ts';
import { PurchaseDialog } from './purchase-dialog.tsx';

const silver: VipLevel = {
  id: '01890a5d-ac96-774b-bcce-b302099a8059',
  name: 'Silver',
  level: 2,
  amount: '100.00',
  dailyEarning: '10.00',
  dailyReturnPercent: '10.00',
  monthlyEarning: '300.00',
  bicycleModel: null,
  bicycleColor: null,
  bicycleFeatures: [],
  isActive: true,
};

const option = (deposited: string): UpgradeOption => {
  const short = Math.max(0, 100 - Number(deposited));
  return {
    id: silver.id,
    name: silver.name,
    level: silver.level,
    dailyEarning: silver.dailyEarning,
    upgradeCost: '100.00',
    amount: '100.00',
    canAfford: short === 0,
    missingAmount: short.toFixed(2),
    totalDeposits: deposited,
    totalBalance: deposited,
    fullVipCost: '100.00',
    amountNeededForFullVip: short.toFixed(2),
  };
};

const joined = {
  success: true,
  message: 'Successfully joined Silver',
  isUpgrade: false,
  vipLevel: silver,
  amountPaid: '100.00',
  userVip: {
    vipLevel: silver,
    totalPaid: '100.00',
    isActive: true,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
  },
};

function renderDialog(deposited: string, onClose = () => {}, onDeposit = () => {}) {
  renderWithApp(
    <PurchaseDialog
      level={silver}
      option={option(deposited)}
      isUpgrade={false}
      onClose={onClose}
      onDeposit={onDeposit}
    />,
    {
      path: '/vip-selection',
    },
  );
  return userEvent.setup();
}

// Typing through user-event takes a while on a loaded machine: 15 s a test rather than 5.
describe('PurchaseDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('with too little deposited, says how much more and offers a deposit in place', async () => {
    const api = fakeApi({});
    const onDeposit = vi.fn();
    const user = renderDialog('40.00', () => {}, onDeposit);
    expect(screen.getByRole('dialog', { name: 'Deposit needed' })).toBeTruthy();
    expect(
      screen.getByText(wholeText('You need $60.00 more in deposited funds to join Silver.')),
    ).toBeTruthy();
    expect(screen.getByText(/earnings and referral bonuses cannot be used for VIP purchases/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm purchase' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('location'), 'the member stays on the page').toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('sends one join for the level with an idempotency key, is busy meanwhile, then goes to the dashboard', async () => {
    const answer = heldAnswer({ body: joined });
    const api = fakeApi({ 'POST /vip/join': answer.route });
    const onClose = vi.fn();
    const user = renderDialog('150.00', onClose);
    expect(screen.getByText(/\$100\.00 will be taken from your deposited balance/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Confirm purchase' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    answer.release();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(onClose).toHaveBeenCalled();
    const sent = api.to('POST /vip/join');
    expect(sent.map((request) => request.body)).toEqual([{ vipLevelId: silver.id }]);
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify.success).toHaveBeenCalledWith('Successfully joined Silver');
  });

  it("shows the server's refusal and stays open; a retry of the same purchase resends the same key", async () => {
    const api = fakeApi({ 'POST /vip/join': refusal(422, 'Insufficient deposited balance') });
    const onClose = vi.fn();
    const user = renderDialog('150.00', onClose);
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Insufficient deposited balance'));
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(api.to('POST /vip/join')).toHaveLength(2));
    const [first, second] = api.to('POST /vip/join');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm VIP Purchase' })).toBeTruthy();
  });

  it("says 'Failed to join VIP level' when the server answers without a message", async () => {
    fakeApi({ 'POST /vip/join': { status: 500, body: 'Internal error' } });
    const user = renderDialog('150.00');
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to join VIP level'));
  });
});
