import type { UpgradeOption, UpgradeOptionsResponse, VipLevel } from '@nova/contracts';
import { useState } from 'react';

type Step = 'confirm' | 'deposit';

export interface LevelPurchase {
  level: VipLevel | null;
  /** The level's upgrade option, current with every wallet change. */
  option: UpgradeOption | undefined;
  step: Step | null;
  isUpgrade: boolean;
  /** In the deposit step, the deposited balance now covers the level: the member may join. */
  ready: boolean;
  choose: (level: VipLevel) => void;
  toDeposit: () => void;
  toConfirm: () => void;
  close: () => void;
}

/**
 * Buying a level without leaving the page (rule 26): a level the deposited balance covers opens
 * the purchase confirmation; one it does not opens a deposit for what is still needed. The option
 * is read afresh on each render, so once a deposit is credited (live event or poll) the deposit
 * step knows the member can join.
 */
export function useLevelPurchase(upgrades: UpgradeOptionsResponse | undefined): LevelPurchase {
  const [chosen, setChosen] = useState<{ level: VipLevel; step: Step } | null>(null);
  const optionOf = (levelId: string | undefined) => upgrades?.options.find((option) => option.id === levelId);
  const option = optionOf(chosen?.level.id);
  const moveTo = (step: Step) => setChosen((current) => current && { ...current, step });
  return {
    level: chosen?.level ?? null,
    option,
    step: chosen?.step ?? null,
    isUpgrade: Boolean(upgrades?.currentLevel),
    ready: chosen?.step === 'deposit' && option?.canAfford === true,
    // A level without an option yet (answer still loading) goes to the confirmation, which waits for it.
    choose: (level) =>
      setChosen({ level, step: optionOf(level.id)?.canAfford === false ? 'deposit' : 'confirm' }),
    toDeposit: () => moveTo('deposit'),
    toConfirm: () => moveTo('confirm'),
    close: () => setChosen(null),
  };
}
