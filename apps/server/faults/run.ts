import { startSmtp, type TestSmtp } from '../test/smtp.ts';
import { type Cluster, createCluster } from './cluster.ts';
import { dbRestartScenario } from './db-restart.ts';
import type { Figures } from './harness.ts';
import { report } from './harness.ts';
import { killOutboxScenario } from './kill-outbox.ts';
import { killSettlementScenario } from './kill-settlement.ts';
import { killWatcherScenario } from './kill-watcher.ts';
import { poolExhaustionScenario } from './pool-exhaustion.ts';
import { reorgScenario } from './reorg.ts';
import { rpcFaultsScenario } from './rpc-faults.ts';
import { smtpDownScenario } from './smtp-down.ts';

/**
 * `npm run test:faults`: real server processes over HTTP, on a PostgreSQL cluster of the suite's
 * own (created, restarted and deleted here), each fault injected while members use the site;
 * after each, the ledger auditor and every member's balance against what the answers said.
 * `npm run test:faults -- restart` runs only the scenarios whose name contains the filter.
 * Exits non-zero when anything was lost or a check failed.
 */
const scenarios: Record<string, (cluster: Cluster, smtp: TestSmtp) => Promise<Figures>> = {
  'db-restart': dbRestartScenario,
  'pool-exhaustion': poolExhaustionScenario,
  'kill-settlement': killSettlementScenario,
  'smtp-down': smtpDownScenario,
  'rpc-faults': rpcFaultsScenario,
  reorg: reorgScenario,
  'kill-watcher': killWatcherScenario,
  'kill-outbox': killOutboxScenario,
};

const filter = process.argv[2] ?? '';
const cluster = await createCluster();
const smtp = await startSmtp();
let failed = 0;
let passed = 0;
try {
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (!name.includes(filter)) continue;
    const figures = await scenario(cluster, smtp);
    report(figures);
    if (figures.lost > 0 || figures.problems.length > 0) {
      failed += 1;
      console.info(`failed: ${name}`);
    } else passed += 1;
  }
} finally {
  await smtp.close();
  cluster.remove();
}
// The summary line .ci/run reads.
console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
