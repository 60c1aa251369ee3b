import {
  type WithdrawalAction,
  type WithdrawalStatus,
  withdrawalActions,
  withdrawalStatuses,
} from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import { transitionFor } from './withdrawals.rules.ts';

describe('withdrawal status machine', () => {
  it('allows exactly the transitions of the design', () => {
    const allowed: string[] = [];
    for (const status of withdrawalStatuses) {
      for (const action of withdrawalActions) {
        for (const hash of [false, true]) {
          const step = transitionFor(status, action, hash);
          if (step) allowed.push(`${status} ${action}${hash ? '+hash' : ''} → ${step.to} (${step.settle})`);
        }
      }
    }
    expect(allowed).toEqual([
      'PENDING APPROVE → APPROVED (keep)',
      'PENDING APPROVE+hash → COMPLETED (post)',
      'PENDING REJECT → REJECTED (void)',
      'PENDING REJECT+hash → REJECTED (void)',
      'APPROVED COMPLETE+hash → COMPLETED (post)',
      'APPROVED FAIL → FAILED (void)',
      'APPROVED FAIL+hash → FAILED (void)',
    ]);
  });

  it('never moves a final status', () => {
    const finals: WithdrawalStatus[] = ['COMPLETED', 'REJECTED', 'FAILED'];
    for (const status of finals) {
      for (const action of withdrawalActions as readonly WithdrawalAction[]) {
        expect(transitionFor(status, action, true)).toBeUndefined();
      }
    }
  });
});
