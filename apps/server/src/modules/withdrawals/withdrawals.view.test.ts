import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { resolveChainSettings } from '../chain/index.ts';
import { payoutExplorerUrl } from './withdrawals.view.ts';

const hash = `0x${'ab'.repeat(32)}`;

describe('payout explorer link', () => {
  const mainnet = resolveChainSettings(loadConfig({}));

  it("points at the payout on its network's explorer", () => {
    expect(payoutExplorerUrl(mainnet, { network: 'BEP20', transactionHash: hash })).toBe(
      `https://bscscan.com/tx/${hash}`,
    );
    expect(payoutExplorerUrl(mainnet, { network: 'POLYGON', transactionHash: hash })).toBe(
      `https://polygonscan.com/tx/${hash}`,
    );
  });

  it('is absent before the payout and on a local chain, which has no explorer', () => {
    expect(payoutExplorerUrl(mainnet, { network: 'BEP20', transactionHash: null })).toBeNull();
    const local = resolveChainSettings(loadConfig({}), {
      BEP20: { name: 'Local', chainId: 1_337_056, explorerUrl: null },
    });
    expect(payoutExplorerUrl(local, { network: 'BEP20', transactionHash: hash })).toBeNull();
  });
});
