import { randomUUID } from 'node:crypto';
import { toMicros } from '@nova/contracts';
import { type Address, parseUnits } from 'viem';
import { createCluster } from '../faults/cluster.ts';
import { createDepositWorld, type DepositWorld, until } from '../faults/deposit-world.ts';
import { type Acknowledged, countLost, createHarness, type Harness, micros } from '../faults/harness.ts';
import { seedLevels } from '../faults/members.ts';
import { type ServerProcess, startServer } from '../faults/server-process.ts';
import { mineBlocks, sendToken } from '../src/dev-chains/dev-chain-actions.ts';
import { startSmtp, type TestSmtp } from '../test/smtp.ts';
import { creditEarnings, payoutAddress } from '../test/withdrawal-fixtures.ts';
import { openInspector } from './inspector.ts';
import { judgeMemory, type MemorySample, RouteTimes } from './soak-figures.ts';

/**
 * `npm run bench -- soak`: SOAK_MEMBERS simulated members (default 300) for SOAK_MINUTES (default
 * 10) against two server processes on a PostgreSQL cluster of the run's own, with the local chains.
 * Each member registers (with the previous member's referral code), verifies the address with the
 * mailed code, deposits on the Polygon chain to the personal address, joins a level, starts
 * earning, upgrades, requests withdrawals and keeps reading the wallet with its live stream open;
 * an admin bot approves each withdrawal, pays it on the BSC chain and completes it. Printed: rps,
 * p50/p95/p99 per route, answers by status, each process's memory sampled about 24 times (RSS,
 * and the V8 heap after a full collection, read through the inspector) with the heap's trend over
 * the second half (`judgeMemory`: a growth trend fails the soak), then the ledger auditor and
 * every member's balances against the soak's own bookkeeping.
 */
const DEPOSIT = '300';
const EARNINGS = '50';
const WITHDRAWAL = '10';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Member {
  email: string;
  token: string;
  userId: string;
  referralCode: string;
  upgraded: boolean;
  withdrawals: number;
}

/** One sender per chain wallet: transactions from one account must not race for a nonce. */
function serially() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
}

export async function runSoakBench(members: number, minutes: number): Promise<void> {
  const cluster = await createCluster();
  const smtp = await startSmtp();
  const servers: ServerProcess[] = [];
  let world: DepositWorld | undefined;
  try {
    const h = await createHarness(cluster, new Date());
    world = await createDepositWorld(h, smtp.url);
    const env = { ...world.env, TRUST_PROXY: '1', LOG_LEVEL: 'error' };
    servers.push(await startServer(env, { inspect: true }), await startServer(env, { inspect: true }));
    await soak({ h, world, servers, smtp }, members, minutes);
    await h.close();
  } finally {
    // Nothing the soak started outlives it, even when it stops early.
    for (const server of servers) await server.kill('SIGTERM');
    await world?.dev.stop();
    await smtp.close();
    cluster.remove();
  }
}

interface Soaked {
  h: Harness;
  world: DepositWorld;
  servers: ServerProcess[];
  smtp: TestSmtp;
}

async function soak({ h, world, servers, smtp }: Soaked, members: number, minutes: number): Promise<void> {
  const levels = await seedLevels(h);
  const times = new RouteTimes();
  const chainSend = serially();
  const endAt = performance.now() + minutes * 60_000;
  const running = () => performance.now() < endAt;
  const memory = await Promise.all(servers.map((server) => server.rssMiB()));
  console.info(
    `soak: ${members} members, ${minutes} min, two servers (${memory.join(' MiB, ')} MiB at start)`,
  );
  // About 24 memory samples per process whatever the length: every 5 to 30 s.
  const sampleEveryMs = Math.max(5_000, Math.min(30_000, (minutes * 60_000) / 24));
  const startedAt = performance.now();
  const inspectors = await Promise.all(
    servers.map((server) => openInspector(server.inspectorUrl() ?? 'ws://127.0.0.1:0/none')),
  );
  const samples: MemorySample[][] = servers.map(() => []);
  const sampleMemory = () =>
    Promise.all(
      servers.map(async (server, i) => {
        const heapMiB = await (inspectors[i] as (typeof inspectors)[number]).heapAfterGcMiB();
        const rssMiB = await server.rssMiB();
        samples[i]?.push({ atS: (performance.now() - startedAt) / 1000, rssMiB, heapMiB });
      }),
    );
  // The last sample is taken as the members stop, never after: the trend is the load's.
  const sampler = (async () => {
    for (;;) {
      await sampleMemory();
      if (!running()) return;
      await sleep(Math.min(sampleEveryMs, Math.max(0, endAt - performance.now())));
    }
  })();
  let streamEvents = 0;
  const streams = new AbortController();

  // Blocks keep coming, so deposits and payouts become final.
  const miner = (async () => {
    while (running()) {
      await chainSend(() => mineBlocks(world.dev.chains.POLYGON, 1));
      await chainSend(() => mineBlocks(world.dev.chains.BEP20, 1));
      await sleep(300);
    }
  })();

  async function openStream(server: ServerProcess, token: string) {
    const res = await fetch(`${server.baseUrl}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: streams.signal,
    }).catch(() => null);
    const reader = res?.body?.getReader();
    if (!reader) return;
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      streamEvents += 1;
    }
  }

  async function member(index: number, previous: () => Member | undefined): Promise<Member | null> {
    const server = servers[index % 2] as ServerProcess;
    const call = (method: string, route: string, url: string, token?: string, body?: unknown, key?: string) =>
      times.call(server.baseUrl, method, route, url, {
        token,
        body,
        headers: {
          'x-forwarded-for': `10.90.${index >> 8}.${index & 255}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
      });
    // Arrivals spread over the first minute.
    await sleep(Math.random() * Math.min(60_000, minutes * 30_000));
    const email = `soak-${index}@example.com`;
    const referralCode = previous()?.referralCode;
    const registered = await call('POST', 'register', '/api/auth/register', undefined, {
      email,
      password: 'Soak-Secret9',
      ...(referralCode ? { referralCode } : {}),
    });
    const auth = registered.body as { token?: string; user?: { id: string; referralCode: string } };
    if (registered.status !== 201 || !auth.token || !auth.user) return null;
    const me: Member = {
      email,
      token: auth.token,
      userId: auth.user.id,
      referralCode: auth.user.referralCode,
      upgraded: false,
      withdrawals: 0,
    };
    void openStream(server, me.token);
    await until('the verification code', 120_000, async () =>
      smtp.delivered.some((mail) => mail.to.includes(email)),
    );
    const code = /verification code is (\d{6})/.exec(smtp.lastTo(email).text)?.[1];
    await call('POST', 'verify-email', '/api/auth/verify-email', me.token, { otp: code });
    await creditEarnings(h.t, me.userId, EARNINGS);
    const addresses = await call('GET', 'deposit addresses', '/api/deposit/usdt/addresses', me.token);
    const address = (addresses.body as { addresses?: { POLYGON: Address } }).addresses?.POLYGON;
    if (!address) return null;
    const polygon = world.dev.chains.POLYGON;
    await chainSend(() =>
      sendToken(polygon, { token: 'USDT', to: address, amountRaw: parseUnits(DEPOSIT, polygon.decimals) }),
    );
    await until('the deposit credited', 180_000, async () => {
      const stats = await call('GET', 'wallet stats', '/api/wallet/stats', me.token);
      const balance = (stats.body as { balance?: string })?.balance;
      return balance !== undefined && toMicros(balance) === micros(DEPOSIT);
    }).catch(() => undefined);
    await join(call, me, levels.first.id);
    await call('POST', 'start earning', '/api/vip/start-earning', me.token);
    let round = 0;
    while (running()) {
      round += 1;
      await call('GET', 'wallet stats', '/api/wallet/stats', me.token);
      await call('GET', 'withdrawal history', '/api/withdrawal/history', me.token);
      if (round === 3 && (await join(call, me, levels.second.id))) me.upgraded = true;
      if (round % 4 === 0 && me.withdrawals < 3) {
        const key = randomUUID();
        const answer = await call(
          'POST',
          'withdrawal request',
          '/api/withdrawal/request',
          me.token,
          {
            amount: WITHDRAWAL,
            currency: 'USDT',
            network: 'BEP20',
            walletAddress: payoutAddress,
          },
          key,
        );
        if (answer.status === 201 || answer.status === 200) me.withdrawals += 1;
      }
      await sleep(2_000 + Math.random() * 3_000);
    }
    return me;
  }

  async function join(
    call: (
      m: string,
      r: string,
      u: string,
      t?: string,
      b?: unknown,
      k?: string,
    ) => Promise<{ status: number }>,
    me: Member,
    levelId: string,
  ): Promise<boolean> {
    const answer = await call(
      'POST',
      'join level',
      '/api/vip/join',
      me.token,
      { vipLevelId: levelId },
      randomUUID(),
    );
    return answer.status === 200;
  }

  const admin = adminBot(world, servers[0] as ServerProcess, times, chainSend, running);
  const joined: Member[] = [];
  const all = await Promise.all(
    Array.from({ length: members }, (_, i) =>
      member(i, () => joined.at(-1)).then((m) => {
        if (m) joined.push(m);
        return m;
      }),
    ),
  );
  await admin;
  streams.abort();
  await miner;
  await sampler;
  for (const inspector of inspectors) inspector.close();
  const memoryEnd = await Promise.all(servers.map((server) => server.rssMiB()));
  const done = all.filter((m): m is Member => m !== null);
  times.print(minutes);
  console.info(`members active: ${done.length} of ${members}; live-stream chunks received: ${streamEvents}`);
  console.info(
    `memory per process: ${memory.map((start, i) => `${start} → ${memoryEnd[i]} MiB`).join(', ')}`,
  );
  const { lines: memoryLines, problems: memoryProblems } = judgeMemory(samples);
  for (const line of memoryLines) console.info(line);
  const expected: Acknowledged[] = [];
  for (const m of done) {
    // Referral bonuses follow the level rules; the amount is the member's own report, the auditor checks its entries.
    const stats = await times.call(servers[0]?.baseUrl ?? '', 'GET', 'wallet stats', '/api/wallet/stats', {
      token: m.token,
    });
    const bonus = toMicros((stats.body as { totalReferralBonus?: string }).totalReferralBonus ?? '0');
    expected.push({
      userId: m.userId,
      deposit: micros(DEPOSIT) - micros(m.upgraded ? levels.second.amount : levels.first.amount),
      earnings: [micros(EARNINGS) + bonus - micros(WITHDRAWAL) * BigInt(m.withdrawals)],
      withdrawals: m.withdrawals,
    });
  }
  const lost = await countLost(h, expected);
  const problems = await h.audit();
  console.info(
    `reconciliation: ${lost} members differ from the soak's bookkeeping; auditor: ${problems.length === 0 ? 'clean' : problems.join('; ')}`,
  );
  for (const problem of memoryProblems) console.info(`memory: ${problem}`);
  console.info(`memory: ${memoryProblems.length === 0 ? 'no growth trend' : 'FAILED, a growth trend'}`);
  for (const server of servers)
    if (server.exited()) console.info(`a server process ended: ${server.exited()}`);
  if (lost > 0 || problems.length > 0 || times.serverErrors() > 0 || memoryProblems.length > 0)
    process.exitCode = 1;
}

/** Approves each pending withdrawal, pays it on the BSC chain, and completes it once the payout is final. */
async function adminBot(
  world: DepositWorld,
  server: ServerProcess,
  times: RouteTimes,
  chainSend: ReturnType<typeof serially>,
  running: () => boolean,
): Promise<void> {
  const token = world.admin.token;
  const bsc = world.dev.chains.BEP20;
  const processWithdrawal = (id: string, body: unknown) =>
    times.call(server.baseUrl, 'PATCH', 'admin process withdrawal', `/api/admin/withdrawals/${id}/process`, {
      token,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
  while (running()) {
    const pending = await times.call(
      server.baseUrl,
      'GET',
      'admin pending withdrawals',
      '/api/admin/withdrawals/pending',
      { token },
    );
    const rows = (pending.body as { data?: { id: string; status: string; netAmount: string }[] }).data ?? [];
    for (const row of rows) {
      if (row.status === 'PENDING') await processWithdrawal(row.id, { action: 'APPROVE' });
      const hash = await chainSend(() =>
        sendToken(bsc, {
          token: 'USDT',
          to: payoutAddress as Address,
          amountRaw: parseUnits(row.netAmount, bsc.decimals),
        }),
      );
      await chainSend(() => mineBlocks(bsc, 4));
      await until('the payout completed', 60_000, async () => {
        const answer = await processWithdrawal(row.id, { action: 'COMPLETE', transactionHash: hash });
        return answer.status === 200;
      }).catch(() => undefined);
    }
    await sleep(2_000);
  }
}
