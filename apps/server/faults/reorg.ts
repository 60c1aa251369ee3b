import { type Hash, parseUnits } from 'viem';
import { mineBlocks, revertTo, sendToken, snapshot } from '../src/dev-chains/dev-chain-actions.ts';
import type { TestSmtp } from '../test/smtp.ts';
import type { Cluster } from './cluster.ts';
import {
  addMembers,
  allCredited,
  createDepositWorld,
  deposit,
  depositsChecked,
  until,
} from './deposit-world.ts';
import { createHarness, type Figures } from './harness.ts';
import { startServer } from './server-process.ts';

/**
 * A reorganisation shallower than Polygon's confirmation depth: a member claims a transfer that
 * the server follows as confirming, the chain is reverted to before it and a different transfer to
 * the same address takes its place. The removed transfer must never be credited (the balance must
 * equal the replacement alone) and the member's claim must say it was dropped; the replacement is
 * credited once.
 */
const DROPPED = '33';
const REPLACEMENT = '21';

interface Claim {
  transactionHash: string | null;
  progress: string;
  confirmations: number;
}

export async function reorgScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const world = await createDepositWorld(h, smtp.url);
  const problems: string[] = [];
  const notes: string[] = [];
  const server = await startServer(world.env);
  await addMembers(world, server, 1);
  const { member, address } = world.members[0] as (typeof world.members)[number];
  const polygon = world.dev.chains.POLYGON;
  const claimOf = async (hash: Hash) => {
    const answer = await world.tally.call(server.baseUrl, 'GET', '/api/deposit/history', {
      token: member.token,
    });
    const claims = (answer.body as { data?: Claim[] } | undefined)?.data ?? [];
    return claims.find((claim) => claim.transactionHash === hash);
  };
  try {
    const before = await snapshot(polygon);
    const hash = await sendToken(polygon, {
      token: 'USDT',
      to: address,
      amountRaw: parseUnits(DROPPED, polygon.decimals),
    });
    const claimed = await world.tally.call(server.baseUrl, 'POST', '/api/deposit/usdt/create', {
      token: member.token,
      body: { amount: DROPPED, network: 'POLYGON', transactionHash: hash },
    });
    if (claimed.status !== 201 && claimed.status !== 200)
      problems.push(`the claim was answered ${claimed.status}`);
    // Three blocks deep of five: the server follows it as confirming, not yet final.
    await mineBlocks(polygon, 3);
    await until('the claim followed to 4 confirmations', 60_000, async () => {
      return ((await claimOf(hash))?.confirmations ?? 0) >= 4;
    });

    await revertTo(polygon, before);
    await deposit(world, 'POLYGON', 0, REPLACEMENT);
    await mineBlocks(polygon, 10);
    const creditedMs = await until('the replacement credited', 120_000, () => allCredited(world, 'POLYGON'));
    notes.push(`replacement credited ${creditedMs} ms after the reorganisation`);
    const droppedMs = await until('the claim shown as dropped', 120_000, async () => {
      return (await claimOf(hash))?.progress === 'dropped';
    });
    notes.push(`claim shown as dropped ${creditedMs + droppedMs} ms after it`);
  } catch (error) {
    problems.push(`${(error as Error).message}\n${server.output().slice(-3000)}`);
  }
  const checked = await depositsChecked(world);
  problems.push(...checked.problems);
  if (server.exited()) problems.push(`the server ended: ${server.exited()}`);
  await server.kill('SIGTERM');
  await world.dev.stop();
  await h.close();
  return {
    scenario: 'Polygon reorganisation removing a claimed transfer',
    requests: world.tally.sent,
    errors: world.tally.errors(),
    longestUnavailableMs: 0,
    lost: checked.lost,
    notes,
    problems,
  };
}
