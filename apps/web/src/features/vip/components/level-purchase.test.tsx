// @vitest-environment happy-dom
import type { UpgradeOption, UpgradeOptionsResponse, VipLevel } from '@nova/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { wholeText } from '@/test/text.ts';
import { useLevelPurchase } from '../hooks/use-level-purchase.ts';
import { type LevelDepositProps, LevelPurchase } from './level-purchase.tsx';

const gold: VipLevel = {
  id: '01890a5d-ac96-774b-bcce-b302099a8060',
  name: 'Gold',
  level: 3,
  amount: '100.00',
  dailyEarning: '10.00',
  dailyReturnPercent: '10.00',
  monthlyEarning: '300.00',
  bicycleModel: null,
  bicycleColor: null,
  bicycleFeatures: [],
  isActive: true,
};

function upgradesWith(deposited: string, missing: string): UpgradeOptionsResponse {
  const option: UpgradeOption = {
    id: gold.id,
    name: gold.name,
    level: gold.level,
    dailyEarning: gold.dailyEarning,
    upgradeCost: '100.00',
    amount: '100.00',
    canAfford: missing === '0.00',
    missingAmount: missing,
    totalDeposits: deposited,
    totalBalance: deposited,
    fullVipCost: '100.00',
    amountNeededForFullVip: missing,
  };
  return { currentLevel: null, options: [option] };
}

/** Stands in for the deposits feature's modal: shows what the level hands it. */
function FakeDeposit({ amountNeeded, notice, onClose }: LevelDepositProps) {
  return (
    <section aria-label="Deposit">
      <p data-testid="amount-needed">{amountNeeded ?? 'none'}</p>
      {notice}
      <button type="button" onClick={onClose}>
        Close deposit
      </button>
    </section>
  );
}

/** The levels with the member's upgrade options; a button stands for a deposit being credited. */
function Levels({ before, after }: { before: UpgradeOptionsResponse; after: UpgradeOptionsResponse }) {
  const [upgrades, setUpgrades] = useState(before);
  const purchase = useLevelPurchase(upgrades);
  return (
    <>
      <button type="button" onClick={() => purchase.choose(gold)}>
        Choose Gold
      </button>
      <button type="button" onClick={() => setUpgrades(after)}>
        Credit the deposit
      </button>
      <LevelPurchase purchase={purchase} renderDeposit={(props) => <FakeDeposit {...props} />} />
    </>
  );
}

const short = upgradesWith('40.00', '60.00');
const covered = upgradesWith('130.00', '0.00');

function renderLevels(before: UpgradeOptionsResponse, after: UpgradeOptionsResponse = before) {
  renderWithApp(<Levels before={before} after={after} />, { path: '/vip-selection' });
  return userEvent.setup();
}

describe('buying a level in place', { timeout: 15_000 }, () => {
  afterEach(cleanup);

  it('a level the deposited balance does not cover opens a deposit for what is still needed', async () => {
    const user = renderLevels(short);
    await user.click(screen.getByRole('button', { name: 'Choose Gold' }));
    expect(screen.getByRole('region', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByTestId('amount-needed').textContent).toBe('60.00');
    expect(
      screen.getByText(wholeText('Gold needs $60.00 more in deposited funds (deposited balance $40.00).')),
    ).toBeTruthy();
    expect(screen.getByText(/Daily earnings and referral bonuses cannot be used/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm VIP Purchase' })).toBeNull();
  });

  it('once the deposit is credited, the deposit offers to join, which opens the confirmation', async () => {
    const user = renderLevels(short, covered);
    await user.click(screen.getByRole('button', { name: 'Choose Gold' }));
    expect(screen.queryByRole('button', { name: 'Join Gold' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Credit the deposit' }));
    expect(screen.getByText(wholeText('Your deposit is credited: you can now join Gold.'))).toBeTruthy();
    expect(screen.getByTestId('amount-needed').textContent).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Join Gold' }));
    expect(screen.queryByRole('region', { name: 'Deposit' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Confirm VIP Purchase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm purchase' })).toBeTruthy();
  });

  it('a covered level opens the confirmation; closing the deposit closes the whole purchase', async () => {
    const user = renderLevels(covered, short);
    await user.click(screen.getByRole('button', { name: 'Choose Gold' }));
    expect(screen.getByRole('dialog', { name: 'Confirm VIP Purchase' })).toBeTruthy();
    // The balance drops while the confirmation is open (an event, not a click: the modal
    // keeps the pointer from the page behind it): it offers the deposit instead.
    fireEvent.click(screen.getByRole('button', { name: 'Credit the deposit', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('amount-needed').textContent).toBe('60.00');
    await user.click(screen.getByRole('button', { name: 'Close deposit' }));
    expect(screen.queryByRole('region', { name: 'Deposit' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
