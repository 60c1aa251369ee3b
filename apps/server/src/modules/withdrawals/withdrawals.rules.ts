import type { WithdrawalAction, WithdrawalStatus } from '@nova/contracts';

/**
 * The withdrawal status machine (rule 33) and what each
 * step does to the hold: COMPLETED posts it, REJECTED and FAILED void it.
 */
export type HoldSettlement = 'keep' | 'post' | 'void';

export interface Transition {
  to: WithdrawalStatus;
  settle: HoldSettlement;
}

export function transitionFor(
  status: WithdrawalStatus,
  action: WithdrawalAction,
  hasPayoutHash: boolean,
): Transition | undefined {
  if (status === 'PENDING' && action === 'APPROVE') {
    return hasPayoutHash ? { to: 'COMPLETED', settle: 'post' } : { to: 'APPROVED', settle: 'keep' };
  }
  if (status === 'APPROVED' && action === 'COMPLETE' && hasPayoutHash)
    return { to: 'COMPLETED', settle: 'post' };
  if (status === 'PENDING' && action === 'REJECT') return { to: 'REJECTED', settle: 'void' };
  if (status === 'APPROVED' && action === 'FAIL') return { to: 'FAILED', settle: 'void' };
  return undefined;
}

const actionVerbs: Record<WithdrawalAction, string> = {
  APPROVE: 'approved',
  REJECT: 'rejected',
  COMPLETE: 'completed',
  FAIL: 'marked as failed',
};

/** The 409 answer when an action does not fit the current status. */
export function wrongStatusMessage(status: WithdrawalStatus, action: WithdrawalAction): string {
  return `This withdrawal is ${status} and cannot be ${actionVerbs[action]}`;
}

/** Only a PENDING request may be edited (rule 44). */
export function isEditable(status: WithdrawalStatus): boolean {
  return status === 'PENDING';
}
