import type { Network } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import { type Address, parseUnits } from 'viem';
import { mineBlocks, sendToken } from '../src/dev-chains/dev-chain-actions.ts';
import { type DevChains, startDevChains } from '../src/dev-chains/dev-chains.ts';
import { createDepositKeyPair } from '../src/modules/chain/index.ts';
import { createMember, type TestMember } from '../test/members.ts';
import { type Harness, micros } from './harness.ts';
import { Tally } from './load.ts';
import type { ServerProcess } from './server-process.ts';

/**
 * The deposit scenarios' world: the two local chains (serving the mainnet chain ids, so servers
 * run as configured for production), members with personal deposit addresses, and the suite's own
 * bookkeeping of what it sent each member, which every balance must equal at the end.
 */
export interface DepositWorld {
  h: Harness;
  dev: DevChains;
  /** The server environment: chains, deposit key, database and mail. */
  env: Record<string, string>;
  tally: Tally;
  admin: TestMember;
  members: { member: TestMember; address: Address }[];
  sent: Map<string, bigint>;
  sentOn: Record<Network, bigint>;
  transfers: number;
}

export async function createDepositWorld(h: Harness, smtpUrl: string): Promise<DepositWorld> {
  const dev = await startDevChains({ mainnetChainIds: true });
  const { xpub } = createDepositKeyPair();
  return {
    h,
    dev,
    env: { ...dev.env, DATABASE_URL: h.url, SMTP_URL: smtpUrl, DEPOSIT_XPUB: xpub },
    tally: new Tally(),
    admin: await createMember(h.t, { isAdmin: true }),
    members: [],
    sent: new Map(),
    sentOn: { BEP20: 0n, POLYGON: 0n },
    transfers: 0,
  };
}

/** Members, each given a personal deposit address by the server (the same on both networks). */
export async function addMembers(world: DepositWorld, server: ServerProcess, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const member = await createMember(world.h.t);
    const answer = await world.tally.call(server.baseUrl, 'GET', '/api/deposit/usdt/addresses', {
      token: member.token,
    });
    const address = (answer.body as { addresses?: Record<Network, Address> }).addresses?.POLYGON;
    if (!address) throw new Error(`no deposit address: ${answer.status}`);
    world.members.push({ member, address });
  }
}

export async function deposit(world: DepositWorld, network: Network, index: number, amount: string) {
  const chain = world.dev.chains[network];
  const target = world.members[index] as DepositWorld['members'][number];
  await sendToken(chain, {
    token: 'USDT',
    to: target.address,
    amountRaw: parseUnits(amount, chain.decimals),
  });
  const userId = target.member.userId;
  world.sent.set(userId, (world.sent.get(userId) ?? 0n) + micros(amount));
  world.sentOn[network] += micros(amount);
  world.transfers += 1;
}

/** Mines past both chains' depth, so everything sent is final. */
export async function finalize(world: DepositWorld) {
  await mineBlocks(world.dev.chains.BEP20, 4);
  await mineBlocks(world.dev.chains.POLYGON, 6);
}

export async function creditedMicros(h: Harness, network: Network): Promise<bigint> {
  const [row] = await h.rows<{ total: string | null }>(
    sql`select sum(amount_micros)::text as total from deposits where network = ${network} and status = 'CONFIRMED'`,
  );
  return BigInt(row?.total ?? 0);
}

/** Everything sent on `network` is credited. */
export const allCredited = async (world: DepositWorld, network: Network) =>
  (await creditedMicros(world.h, network)) === world.sentOn[network];

export async function until(
  what: string,
  deadlineMs: number,
  check: () => Promise<boolean>,
): Promise<number> {
  const startedAt = performance.now();
  while (!(await check())) {
    if (performance.now() - startedAt > deadlineMs) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Math.round(performance.now() - startedAt);
}

/**
 * The nothing-lost check for deposits: members whose deposit balance is not exactly what the
 * suite sent them, and problems for any transfer credited twice.
 */
export async function depositsChecked(world: DepositWorld): Promise<{ lost: number; problems: string[] }> {
  let lost = 0;
  for (const { member } of world.members) {
    const actual = await world.h.available(member.userId);
    if (actual.deposit !== (world.sent.get(member.userId) ?? 0n)) lost += 1;
  }
  const [twice] = await world.h.rows<{ n: number }>(
    sql`select count(*)::int as n from (select transaction_hash, log_index from deposits
      where status = 'CONFIRMED' group by 1, 2 having count(*) > 1) credited_twice`,
  );
  const problems = (twice?.n ?? 0) > 0 ? [`${twice?.n} transfers credited twice`] : [];
  return { lost, problems: [...problems, ...(await world.h.audit())] };
}
