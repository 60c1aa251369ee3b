import { OperatorText } from '@/components/operator-text.tsx';
import { formatUsd } from '@/lib/format.ts';

/** "Walk Bronze ($100.00)": the level's name is the operator's words, the price ours. */
export function vipLevelLabel(level: { name: string; amount: string }) {
  return (
    <>
      <OperatorText>{level.name}</OperatorText> ({formatUsd(level.amount)})
    </>
  );
}
