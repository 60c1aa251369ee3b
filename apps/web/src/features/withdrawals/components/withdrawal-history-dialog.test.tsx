// @vitest-environment happy-dom
import type { Withdrawal } from '@nova/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAfterEachTest } from '@/test/each-test.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { WithdrawalHistoryDialog } from './withdrawal-history-dialog.tsx';

const hash = `0x${'3f'.repeat(31)}c0ffee`;

function completed(id: string, explorerUrl: string | null): Withdrawal {
  return {
    id,
    amount: '40.00',
    fee: '0.00',
    netAmount: '40.00',
    currency: 'USDT',
    network: 'BEP20',
    method: 'BEP20-USDT',
    source: 'EARNINGS',
    walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    status: 'COMPLETED',
    transactionHash: hash,
    explorerUrl,
    adminNotes: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T11:00:00.000Z',
    processedAt: '2026-11-28T11:00:00.000Z',
  };
}

async function openHistory(rows: Withdrawal[]) {
  fakeApi({
    'GET /withdrawal/history?page=1&limit=10': {
      body: {
        data: rows,
        pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, itemsPerPage: 10 },
      },
    },
  });
  renderWithApp(<WithdrawalHistoryDialog open onOpenChange={() => undefined} />);
  return screen.findByRole('list', { name: 'Withdrawals' });
}

describe('WithdrawalHistoryDialog', { timeout: 15_000 }, () => {
  resetAfterEachTest();

  it("links a completed withdrawal's payout to the explorer, in a new tab, left to right", async () => {
    const list = await openHistory([
      completed('01890a5d-ac96-774b-bcce-b302099a8090', `https://bscscan.com/tx/${hash}`),
    ]);
    const link = within(list).getByRole('link', { name: `${hash} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(`https://bscscan.com/tx/${hash}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('dir')).toBe('ltr');
    expect(link.getAttribute('title')).toBe(hash);
    expect(within(list).getByText('Payout')).toBeTruthy();
  });

  it('shows the whole hash, unlinked, on a network without an explorer', async () => {
    const list = await openHistory([completed('01890a5d-ac96-774b-bcce-b302099a8091', null)]);
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).getByText(hash).getAttribute('dir')).toBe('ltr');
  });
});
