import { networks } from '@nova/contracts';
import type { Address } from 'viem';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { sendBatchTransfers } from '../src/dev-chains/batch-transfers.ts';
import { mineBlocks } from '../src/dev-chains/dev-chain-actions.ts';
import { startDevChains } from '../src/dev-chains/dev-chains.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createDepositKeyPair, resolveChainSettings } from '../src/modules/chain/index.ts';
import { createMember } from '../test/members.ts';

/**
 * The deposit watcher end to end: `transfers` token transfers over many blocks on the local
 * BSC-like chain, to members' personal addresses and the shared address, then the watcher runs
 * until it has caught up — reading the logs, recording every transfer and crediting each
 * personal one through the ledger on the embedded database. Prints transfers/s and blocks/s.
 */
export async function runDepositWatcherBench(transfers = 10_000): Promise<void> {
  const dev = await startDevChains();
  const database = await openPglite('memory://');
  try {
    await runMigrations(database);
    const { xpub } = createDepositKeyPair();
    const env = { ...dev.env, DEPOSIT_XPUB: xpub, DEMO: 'false', LOG_LEVEL: 'silent' };
    const config = loadConfig(env);
    const chainSettings = resolveChainSettings(config, dev.identities, { pollingIntervalMs: 50 });
    const app = await buildApp({ config, database, clock: systemClock, chainSettings });
    const t = { app, database, clock: systemClock };
    const personal: Address[] = [];
    for (let member = 0; member < 50; member++) {
      const { userId } = await createMember(t as never);
      personal.push((await app.services.deposits.book.personalAddress(userId)) as Address);
    }
    const bsc = dev.chains.BEP20;
    const sent = await sendBatchTransfers(bsc, {
      token: 'USDT',
      recipients: [bsc.companyAddress, ...personal],
      count: transfers,
      transfersPerTx: 100,
      emptyBlocksBetween: 20,
    });
    await mineBlocks(bsc, 5);
    // Catch the other network up first, so only the measured one does work below.
    await app.services.deposits.watcher.run(networks[1]);

    const startedAt = performance.now();
    let seen = 0;
    let credited = 0;
    for (let round = 0; round < 1_000; round++) {
      const run = await app.services.deposits.watcher.run('BEP20');
      if (run.state === 'error') throw new Error(`watcher failed: ${run.error}`);
      seen += run.transfers;
      credited += run.credited;
      if (run.caughtUp) break;
    }
    const ms = performance.now() - startedAt;
    const blocks = Number(sent.lastBlock) + 1;
    if (credited !== transfers - Math.ceil(transfers / (personal.length + 1))) {
      throw new Error(`the watcher credited ${credited} personal transfers`);
    }
    console.info(
      `deposit watcher: ${seen} transfers read (${credited} credited) over ${blocks} blocks in ${(ms / 1000).toFixed(1)} s`,
    );
    console.info(
      `deposit watcher: ${Math.round((transfers * 1000) / ms)} transfers/s, ${Math.round((blocks * 1000) / ms)} blocks/s`,
    );
    await app.close();
  } finally {
    await database.close();
    await dev.stop();
  }
}
