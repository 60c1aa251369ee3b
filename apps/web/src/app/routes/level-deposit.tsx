import { Suspense } from 'react';
import type { LevelDepositProps } from '@/features/vip/components/level-purchase.tsx';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words.ts';

/**
 * The deposit dialog loads when first opened, not with the screen that offers it (decision 011),
 * with the deposits' words (decision 032).
 */
const DepositModal = lazyWithWords(
  ['deposits'],
  async () => (await import('@/features/deposits/components/deposit-modal.tsx')).DepositModal,
);

/** A deposit for a VIP level, in place: the deposits feature's modal with the level's notice. */
export function LevelDeposit({ amountNeeded, notice, onClose }: LevelDepositProps) {
  return (
    <Suspense fallback={null}>
      <DepositModal
        open
        onOpenChange={(open) => !open && onClose()}
        amountNeeded={amountNeeded}
        notice={notice}
      />
    </Suspense>
  );
}
