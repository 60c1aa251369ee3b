import { type RpcFault, startRpcProxy } from '../test/rpc-proxy.ts';
import type { TestSmtp } from '../test/smtp.ts';
import type { Cluster } from './cluster.ts';
import {
  addMembers,
  allCredited,
  createDepositWorld,
  creditedMicros,
  type DepositWorld,
  deposit,
  depositsChecked,
  finalize,
  until,
} from './deposit-world.ts';
import { createHarness, type Figures } from './harness.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * The Polygon RPC failing the ways providers fail, one after another, through a proxy in front of
 * the local chain: no answer, HTTP 503, another chain's id, malformed JSON. During each, members
 * keep sending deposits on both networks: the site must stay up and ready, Polygon's deposits wait
 * while BSC's are credited, the admin health must show Polygon failing with the reason, and once
 * the RPC is back the watcher must resume from its cursor, crediting every transfer exactly once.
 * Then a second server is given the failing proxy as primary and a working fallback: deposits
 * must be credited through the fallback, the primary skipped for its back-off.
 */
const MEMBERS = 8;
/**
 * A wrong chain id comes from a provider that fails over to a node of another chain: the
 * endpoint first fails (the reconnect), then answers for the other chain.
 */
const FAULTS: { fault: RpcFault; reason: RegExp; after?: RpcFault }[] = [
  { fault: 'timeout', reason: /did not answer in time/ },
  { fault: 'http-503', reason: /answered HTTP 503/ },
  { fault: 'wrong-chain-id', reason: /serves chain id 1, not the configured 137/, after: 'http-503' },
  { fault: 'malformed-json', reason: /malformed JSON/ },
];

async function polygonHealth(world: DepositWorld, server: ServerProcess) {
  const answer = await world.tally.call(server.baseUrl, 'GET', '/api/admin/health/chains', {
    token: world.admin.token,
  });
  const rows = (answer.body as { data?: { network: string; status: string; lastError: string | null }[] })
    .data;
  return rows?.find((row) => row.network === 'POLYGON');
}

export async function rpcFaultsScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const world = await createDepositWorld(h, smtp.url);
  const primary = await startRpcProxy(world.dev.chains.POLYGON.rpcUrl);
  const fallback = await startRpcProxy(world.dev.chains.POLYGON.rpcUrl);
  const problems: string[] = [];
  const notes: string[] = [];
  let server = await startServer({ ...world.env, POLYGON_RPC_URL: primary.url });
  try {
    await addMembers(world, server, MEMBERS);
    for (let i = 0; i < MEMBERS; i++) await deposit(world, 'POLYGON', i, String(i + 1));
    await finalize(world);
    await until('the first deposits credited', 60_000, () => allCredited(world, 'POLYGON'));

    for (const { fault, reason, after } of FAULTS) {
      const faultAt = performance.now();
      if (after) {
        primary.fault = after;
        await until(
          `the health showing ${after}`,
          90_000,
          async () => (await polygonHealth(world, server))?.status === 'failing',
        );
      }
      primary.fault = fault;
      for (let i = 0; i < MEMBERS; i++) await deposit(world, 'POLYGON', i, '2');
      await deposit(world, 'BEP20', 0, '5');
      await finalize(world);
      const creditedBefore = await creditedMicros(h, 'POLYGON');
      let shown = '';
      await until(`the health showing ${fault}`, 90_000, async () => {
        const row = await polygonHealth(world, server);
        shown = row?.lastError ?? '';
        return row?.status === 'failing' && reason.test(shown);
      });
      await until('BSC credited meanwhile', 60_000, () => allCredited(world, 'BEP20'));
      const ready = await world.tally.call(server.baseUrl, 'GET', '/api/health/ready');
      if (ready.status !== 200) problems.push(`${fault}: not ready (${ready.status})`);
      const creditedDuring = (await creditedMicros(h, 'POLYGON')) - creditedBefore;
      if (creditedDuring !== 0n) problems.push(`${fault}: ${creditedDuring} credited through a failing RPC`);
      primary.fault = 'pass';
      const backAt = performance.now();
      const resumedMs = await until(`Polygon resumed after ${fault}`, 120_000, () =>
        allCredited(world, 'POLYGON'),
      );
      notes.push(
        `${fault}: health said "${shown}" ${Math.round(backAt - faultAt)} ms in; ready 200; ` +
          `Polygon credited nothing meanwhile, BSC carried on; all credited ${resumedMs} ms after recovery`,
      );
    }

    // Primary failing, fallback working: a second server configured with both.
    await server.kill('SIGTERM');
    primary.fault = 'http-503';
    primary.received.clear();
    server = await startServer({ ...world.env, POLYGON_RPC_URL: `${primary.url},${fallback.url}` });
    for (let i = 0; i < MEMBERS; i++) await deposit(world, 'POLYGON', i, '3');
    await finalize(world);
    const viaFallbackMs = await until('credited through the fallback', 60_000, () =>
      allCredited(world, 'POLYGON'),
    );
    const row = await polygonHealth(world, server);
    if (row?.status !== 'ok') problems.push(`with a working fallback the health says ${row?.status}`);
    notes.push(
      `primary answering 503, fallback working: credited in ${viaFallbackMs} ms; requests to the primary ` +
        `${primary.total()}, to the fallback ${fallback.total()}; health ${row?.status}`,
    );
    if (primary.total() > fallback.total()) problems.push('the failing primary was not skipped');
  } catch (error) {
    problems.push(`${(error as Error).message}\n${server.output().slice(-3000)}`);
  }

  const checked = await depositsChecked(world);
  problems.push(...checked.problems);
  if (server.exited()) problems.push(`the server process ended: ${server.exited()}`);
  notes.push(`transfers sent: ${world.transfers}; server memory at the end: ${await server.rssMiB()} MiB`);
  await server.kill('SIGTERM');
  await Promise.all([primary.close(), fallback.close()]);
  await world.dev.stop();
  await h.close();
  return {
    scenario: `Polygon RPC failing, lying and falling back (${MEMBERS} members)`,
    requests: world.tally.sent,
    errors: world.tally.errors(),
    longestUnavailableMs: 0,
    lost: checked.lost,
    notes,
    problems,
  };
}
