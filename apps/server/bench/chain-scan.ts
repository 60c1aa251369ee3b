import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { loadConfig } from '../src/config.ts';
import { sendBatchTransfers } from '../src/dev-chains/batch-transfers.ts';
import { startDevChains } from '../src/dev-chains/dev-chains.ts';
import { createChainService, resolveChainSettings } from '../src/modules/chain/index.ts';

/**
 * Chain-level benchmark: makes `transfers` token transfers over many blocks on the local
 * BSC-like chain (to the company address and a set of personal addresses), then reads them back
 * with scanTransfers in the watcher's bounded batches and prints transfers/s and blocks/s.
 */
export async function runChainScanBench(transfers = 10_000): Promise<void> {
  const dev = await startDevChains();
  try {
    const bsc = dev.chains.BEP20;
    const personal = Array.from({ length: 50 }, () => privateKeyToAddress(generatePrivateKey()));
    const recipients = [bsc.companyAddress, ...personal];
    const madeAt = performance.now();
    const sent = await sendBatchTransfers(bsc, {
      token: 'USDT',
      recipients,
      count: transfers,
      transfersPerTx: 100,
      emptyBlocksBetween: 20,
    });
    const madeMs = performance.now() - madeAt;
    const chain = createChainService(
      resolveChainSettings(loadConfig(dev.env), dev.identities, { pollingIntervalMs: 50 }),
    );
    const scanAt = performance.now();
    const found = await chain.scanTransfers('BEP20', sent.firstBlock, sent.lastBlock, recipients);
    const scanMs = performance.now() - scanAt;
    if (found.length !== transfers) throw new Error(`scan found ${found.length} of ${transfers} transfers`);
    const blocks = Number(sent.lastBlock - sent.firstBlock) + 1;
    console.info(`made ${transfers} transfers in ${blocks} blocks in ${(madeMs / 1000).toFixed(1)} s`);
    console.info(
      `scanned: ${Math.round((transfers * 1000) / scanMs)} transfers/s, ${Math.round((blocks * 1000) / scanMs)} blocks/s`,
    );
  } finally {
    await dev.stop();
  }
}
