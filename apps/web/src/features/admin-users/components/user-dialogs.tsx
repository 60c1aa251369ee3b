import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminUser } from '@nova/contracts';
import { lazy, Suspense } from 'react';
import { ReferralTreeDialog } from './referral-tree-dialog.tsx';
import { UserDepositsDialog } from './user-deposits-dialog.tsx';
import { UserWithdrawalsDialog } from './user-withdrawals-dialog.tsx';

// The chart library comes with this dialog only, so no other screen downloads it.
const EarningsDialog = lazy(() => import('./earnings-dialog.tsx'));

export type UserDialogKind = 'deposits' | 'withdrawals' | 'referrals' | 'earnings';
export interface UserDialog {
  kind: UserDialogKind;
  user: Pick<AdminUser, 'id' | 'fullName' | 'email' | 'phone'>;
}

export function userLabel(user: Pick<AdminUser, 'fullName' | 'email' | 'phone'>): string {
  return user.fullName ?? user.email ?? user.phone ?? i18n._(msg`Member`);
}

/** The four per-member dialogs of the Users tab; one is open at a time. */
export function UserDialogs({ dialog, onClose }: { dialog: UserDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  const props = { userId: dialog.user.id, name: userLabel(dialog.user), onClose };
  switch (dialog.kind) {
    case 'deposits':
      return <UserDepositsDialog {...props} />;
    case 'withdrawals':
      return <UserWithdrawalsDialog {...props} />;
    case 'referrals':
      return <ReferralTreeDialog {...props} />;
    case 'earnings':
      return (
        <Suspense fallback={null}>
          <EarningsDialog {...props} />
        </Suspense>
      );
  }
}
