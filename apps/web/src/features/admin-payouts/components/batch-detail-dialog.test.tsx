// @vitest-environment happy-dom
import type { WithdrawalBatchDetail } from '@nova/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { BatchDetailDialog } from './batch-detail-dialog.tsx';

const batchId = '01890a5d-ac96-774b-bcce-b302099a8071';

function batch(status: WithdrawalBatchDetail['status']): WithdrawalBatchDetail {
  return {
    id: batchId,
    network: 'BEP20',
    token: 'USDT',
    status,
    count: 1,
    completedCount: 0,
    totalAmount: '20.00',
    createdBy: { id: '01890a5d-ac96-774b-bcce-b302099a8072', fullName: 'Ada Admin' },
    createdAt: '2026-11-29T03:00:00.000Z',
    transactionHashes: [],
    chainId: 56,
    tokenAddress: '0x55d398326f99059fF775485246999027B3197955',
    explorerUrl: 'https://bscscan.com',
    items: [
      {
        withdrawalId: '01890a5d-ac96-774b-bcce-b302099a8073',
        walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        netAmount: '20.00',
        status: status === 'OPEN' ? 'APPROVED' : 'FAILED',
        transactionHash: null,
      },
    ],
    transactions: [],
  };
}

async function open(status: WithdrawalBatchDetail['status']) {
  fakeApi({ [`GET /admin/withdrawal-batches/${batchId}`]: { body: { batch: batch(status) } } });
  renderWithApp(<BatchDetailDialog batchId={batchId} onClose={() => undefined} />, {
    path: '/admin/payouts',
  });
  await screen.findByText('0 of 1 completed');
}

describe('BatchDetailDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it('offers the payout files, the cancel button and the hash form while the batch is open', async () => {
    await open('OPEN');
    for (const name of ['Safe file', 'CSV', 'Cancel batch'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByLabelText('Transaction hash of the payout')).toBeTruthy();
  });

  it('offers no payout file once the batch is closed with nothing left to pay', async () => {
    await open('CANCELLED');
    for (const name of ['Safe file', 'CSV', 'Cancel batch'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Transaction hash of the payout')).toBeNull();
  });
});
