import type { Network } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type Address, type Hash, parseUnits } from 'viem';
import { mineBlocks, sendToken } from '../src/dev-chains/dev-chain-actions.ts';
import type { DevChain } from '../src/dev-chains/dev-chains.ts';
import { createDepositKeyPair } from '../src/modules/chain/chain.addresses.ts';
import { deposits } from '../src/modules/deposits/deposits.tables.ts';
import type { WatchRun } from '../src/modules/deposits/deposits.watcher.ts';
import { type ChainFixture, startChainFixture } from './chain-fixture.ts';
import { expectLedgerSound } from './ledger-auditor.ts';
import { bearer, createMember, type TestMember } from './members.ts';
import { createTestApp, type TestApp, type TestAppExtras } from './test-app.ts';

/**
 * The deposit tests' world: the two local chains, a deposit key for personal addresses, and an app
 * pointed at them over a fresh database; helpers to move tokens and call the deposit API.
 */
export interface DepositFixture {
  chains: ChainFixture;
  t: TestApp;
  xpub: string;
  /** Another app over the same database and chains (a restart, or changed options). */
  restart(extras?: TestAppExtras, env?: Record<string, string>): Promise<TestApp>;
  /** Audits the ledger the file's tests left (rule 4), then stops the apps and the chains. */
  stop(): Promise<void>;
}

export async function startDepositFixture(extras: TestAppExtras = {}): Promise<DepositFixture> {
  const { xpub } = createDepositKeyPair();
  const chains = await startChainFixture({ DEPOSIT_XPUB: xpub });
  const env = { ...chains.dev.env, DEPOSIT_XPUB: xpub };
  const t = await createTestApp(env, { chainSettings: chains.chain.settings, ...extras });
  const others: TestApp[] = [];
  return {
    chains,
    t,
    xpub,
    async restart(more = {}, moreEnv = {}) {
      const next = await createTestApp(
        { ...env, ...moreEnv },
        {
          chainSettings: chains.chain.settings,
          database: t.database,
          ...more,
        },
      );
      others.push(next);
      return next;
    },
    async stop() {
      try {
        await expectLedgerSound(t.database.db);
      } finally {
        for (const other of others) await other.close();
        await t.close();
        await chains.stop();
      }
    },
  };
}

export function chainOf(fixture: DepositFixture, network: Network): DevChain {
  return fixture.chains.dev.chains[network];
}

/** Sends `amount` whole-token units (a decimal string) of `token` on `network` to `to`. */
export async function send(
  fixture: DepositFixture,
  network: Network,
  to: Address | string,
  amount: string,
  token: 'USDT' | 'USDC' = 'USDT',
): Promise<Hash> {
  const chain = chainOf(fixture, network);
  return sendToken(chain, { token, to: to as Address, amountRaw: parseUnits(amount, chain.decimals) });
}

export async function api(
  t: TestApp,
  member: TestMember | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { ...(member ? bearer(member.token) : {}), ...headers },
  });
}

/** The member's personal deposit address, given out by GET /api/deposit/usdt/addresses. */
export async function personalAddressOf(t: TestApp, member: TestMember): Promise<Address> {
  const res = await api(t, member, 'GET', '/api/deposit/usdt/addresses');
  if (res.statusCode !== 200) throw new Error(`addresses: ${res.statusCode} ${res.body}`);
  return res.json().addresses.BEP20 as Address;
}

/** The member's rows in `deposits`, as the deposit module wrote them. */
export function depositRowsOf(t: TestApp, member: TestMember) {
  return t.database.db.select().from(deposits).where(eq(deposits.userId, member.userId));
}

export async function balanceOf(t: TestApp, member: TestMember): Promise<string> {
  const res = await api(t, member, 'GET', '/api/wallet/stats');
  return res.json().balance as string;
}

/** Runs the watcher of `network` until its cursor reaches the final block. */
export async function watchUntilCaughtUp(t: TestApp, network: Network): Promise<WatchRun[]> {
  const runs: WatchRun[] = [];
  for (let round = 0; round < 50; round++) {
    const run = await t.app.services.deposits.watcher.run(network);
    runs.push(run);
    if (run.caughtUp || run.state === 'error' || run.state === 'backing-off') return runs;
  }
  throw new Error('the watcher never caught up');
}

/** Mines enough blocks that everything sent so far is final on both chains. */
export async function finalizeAll(fixture: DepositFixture): Promise<void> {
  await mineBlocks(chainOf(fixture, 'BEP20'), 5);
  await mineBlocks(chainOf(fixture, 'POLYGON'), 6);
}

/** Claims a transfer by its hash as the member (POST /api/deposit/usdt/create); amount 50 unless given. */
export function claimDeposit(fixture: DepositFixture, member: TestMember, body: Record<string, unknown>) {
  return api(fixture.t, member, 'POST', '/api/deposit/usdt/create', { amount: '50', ...body });
}

export { createMember };
