import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/client.ts';
import { auditLedger, type LedgerAudit } from './ledger-audit.ts';

export { auditLedger, type LedgerAudit };

/** Fails the test with every problem the auditor found. */
export async function expectLedgerSound(db: DbOrTx): Promise<LedgerAudit> {
  const audit = await auditLedger(db);
  expect(audit.problems).toEqual([]);
  return audit;
}
