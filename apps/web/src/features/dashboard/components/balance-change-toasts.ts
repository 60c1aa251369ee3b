import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WalletStats } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { useEffect, useRef } from 'react';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';

const watched: { key: 'balance' | 'withdrawable'; label: MessageDescriptor }[] = [
  { key: 'balance', label: msg`Deposited balance` },
  { key: 'withdrawable', label: msg`Withdrawable balance` },
];

/** A change of balance by `micros`, as "+$1.50" or "−$2.00" (exact: bigint micro-units). */
function signedUsd(micros: bigint): string {
  return micros < 0n ? formatUsd(formatMicros(micros)) : `+${formatUsd(formatMicros(micros))}`;
}

/** A change of a balance seen while polling is announced with the difference. */
export function useBalanceChangeToasts(stats: WalletStats | undefined): void {
  const { i18n } = useLingui();
  const previous = useRef<WalletStats | undefined>(undefined);
  useEffect(() => {
    if (!stats) return;
    const before = previous.current;
    previous.current = stats;
    if (!before) return;
    for (const { key, label } of watched) {
      const difference = toMicros(stats[key]) - toMicros(before[key]);
      if (difference !== 0n) notify.success(`${i18n._(label)} ${signedUsd(difference)}`);
    }
  }, [stats, i18n]);
}
