import { msg } from '@lingui/core/macro';

/** Shown by the withdrawable card and the Withdraw dialog while an administrator pauses withdrawals. */
export const WITHDRAWALS_PAUSED_MESSAGE = msg`Withdrawals are paused by the administrator. Please try again later.`;
