import type { WalletStats } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { useEffect, useRef } from 'react';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';

const watched = [
  { key: 'balance', label: 'Deposited balance' },
  { key: 'withdrawable', label: 'Withdrawable balance' },
] as const;

/** A change of balance by `micros`, as "+$1.50" or "−$2.00" (exact: bigint micro-units). */
function signedUsd(micros: bigint): string {
  return micros < 0n ? formatUsd(formatMicros(micros)) : `+${formatUsd(formatMicros(micros))}`;
}

/** A change of a balance seen while polling is announced with the difference. */
export function useBalanceChangeToasts(stats: WalletStats | undefined): void {
  const previous = useRef<WalletStats | undefined>(undefined);
  useEffect(() => {
    if (!stats) return;
    const before = previous.current;
    previous.current = stats;
    if (!before) return;
    for (const { key, label } of watched) {
      const difference = toMicros(stats[key]) - toMicros(before[key]);
      if (difference !== 0n) notify.success(`${label} ${signedUsd(difference)}`);
    }
  }, [stats]);
}
