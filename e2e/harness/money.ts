import type { Network } from '@nova/contracts';
import { type Address, type Hash, type Hex, parseUnits } from 'viem';
import { mineBlocks, sendToken } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import type { TestApp } from '../../apps/server/test/test-app.ts';
import { creditEarnings as creditEarningsInLedger } from '../../apps/server/test/withdrawal-fixtures.ts';
import type { Api } from './api.ts';
import type { ApiServer } from './api-server.ts';
import type { Admin, Member, Members } from './members.ts';

/**
 * Money fixtures for browser tests: what a test needs in place but is not testing, made through
 * the API and the local chains as a member or the administrator makes it, except earnings, which
 * no endpoint credits.
 */

/** Where members' withdrawals in the tests are paid: a valid address nobody uses. */
export const payoutAddress = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** Deposits and withdrawals open: a test on the same worker may have switched them off. */
export async function openMoney(api: Api, admin: Admin): Promise<void> {
  const body = { isDepositEnabled: true, isWithdrawalEnabled: true };
  await api.request('PUT', '/admin/settings', body, await admin.token());
}

/** Deposits and withdrawals open, then a new member: how a money test starts. */
export async function memberWithMoneyOpen(
  { api, admin, members }: { api: Api; admin: Admin; members: Members },
  fullName: string,
): Promise<Member> {
  await openMoney(api, admin);
  return members.create({ fullName });
}

/**
 * The demo's test transfer of USDT on BEP20 to the shared company address, claimed by `member`: a
 * claim with no proof of the sender, so it waits for an administrator (decision 017).
 */
export async function claimCompanyTransfer(api: Api, member: Member, amount: string) {
  const body = { network: 'BEP20', currency: 'USDT', amount, target: 'company' };
  const sent = (await api.request('POST', '/deposit/test-transfer', body, member.token)) as {
    transactionHash: string;
  };
  const claim = { amount, network: 'BEP20', transactionHash: sent.transactionHash };
  const answer = (await api.request('POST', '/deposit/usdt/create', claim, member.token)) as {
    deposit: { status: string; reviewRequired: boolean };
  };
  return { transactionHash: sent.transactionHash, deposit: answer.deposit };
}

/** Enough blocks on top that every transfer so far is final (3 on the BSC-like chain, 5 on the other). */
export async function finalize(server: ApiServer, network: Network): Promise<void> {
  await mineBlocks(server.chains.chains[network], 6);
}

/** A payout: a real token transfer on the local chain, made final. */
export async function payOnChain(
  server: ApiServer,
  network: Network,
  to: Address,
  amount: string,
): Promise<Hash> {
  const chain = server.chains.chains[network];
  const hash = await sendToken(chain, { token: 'USDT', to, amountRaw: parseUnits(amount, chain.decimals) });
  await mineBlocks(chain, chain.confirmations + 5);
  return hash;
}

/**
 * A deposit as the member makes it: the demo's test transfer of USDT on BEP20 to the member's
 * own address, made final, and its hash submitted, which credits it at once. Deposits must be open.
 */
export async function deposit(api: Api, server: ApiServer, member: Member, amount: string): Promise<Hash> {
  const body = { network: 'BEP20', currency: 'USDT', amount };
  const sent = (await api.request('POST', '/deposit/test-transfer', body, member.token)) as {
    transactionHash: Hash;
  };
  await finalize(server, 'BEP20');
  const claim = { amount, network: 'BEP20', transactionHash: sent.transactionHash };
  await api.request('POST', '/deposit/usdt/create', claim, member.token);
  return sent.transactionHash;
}

/**
 * Waits until the server's deposit watcher has read the block of the transfer `hash`: a
 * proof-of-reserves snapshot reads balances at the block the watcher has read, never beyond.
 */
export async function watcherHasRead(server: ApiServer, network: Network, hash: Hash): Promise<void> {
  const receipt = (await server.chains.chains[network].provider.request({
    method: 'eth_getTransactionReceipt',
    params: [hash],
  })) as { blockNumber: Hex };
  const block = BigInt(receipt.blockNumber);
  for (let tries = 0; tries < 150; tries++) {
    const status = await server.app.services.deposits.detectionStatus();
    const scanned = status.networks.find((entry) => entry.network === network)?.lastScannedBlock;
    if (scanned != null && BigInt(scanned) >= block) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${network} deposit watcher never read block ${block}`);
}

/**
 * Credits a member's withdrawable earnings through the server's ledger, in process: no endpoint
 * credits earnings (a daily reward comes from an earning session hours long on the server's
 * clock), so this uses the server tests' fixture.
 */
export async function creditEarnings(server: ApiServer, userId: string, amount: string): Promise<void> {
  const { app } = server;
  const fixture = { app, database: app.deps.database, clock: app.deps.clock, config: app.deps.config };
  await creditEarningsInLedger({ ...fixture, close: async () => {} } as unknown as TestApp, userId, amount);
}

/**
 * A member named `fullName` with two withdrawals before the administrator: one waiting, one
 * rejected with a note in the administrator's words. Gives the member.
 */
export async function memberWithWithdrawals(
  fixtures: { api: Api; admin: Admin; members: Members; server: ApiServer },
  fullName: string,
  note: string,
): Promise<Member> {
  const { api, admin, server } = fixtures;
  const member = await memberWithMoneyOpen(fixtures, fullName);
  await creditEarnings(server, member.userId, '60');
  const request = async () => {
    const body = { amount: '25', currency: 'USDC', network: 'POLYGON', walletAddress: payoutAddress };
    const answer = (await api.request('POST', '/withdrawal/request', body, member.token)) as {
      withdrawal: { id: string };
    };
    return answer.withdrawal.id;
  };
  await request();
  const rejected = await request();
  const decision = { action: 'REJECT', adminNotes: note };
  await api.request('PATCH', `/admin/withdrawals/${rejected}/process`, decision, await admin.token());
  return member;
}

/** A new VIP level, made by the administrator; its id. */
export async function createLevel(
  api: Api,
  admin: Admin,
  level: { name: string; amount: string; dailyEarning: string },
): Promise<string> {
  const created = (await api.request('POST', '/admin/vip-levels', level, await admin.token())) as {
    level: { id: string };
  };
  return created.level.id;
}

/**
 * A member with money open and a level of their own, named `<prefix> <end of their id>` so that no
 * other test's level shares its name. Gives the member, the level's name and its id.
 */
export async function memberWithOwnLevel(
  fixtures: { api: Api; admin: Admin; members: Members },
  fullName: string,
  level: { prefix: string; amount: string; dailyEarning: string },
): Promise<{ member: Member; name: string; levelId: string }> {
  const member = await memberWithMoneyOpen(fixtures, fullName);
  const name = `${level.prefix} ${member.userId.slice(-6)}`;
  const { amount, dailyEarning } = level;
  const levelId = await createLevel(fixtures.api, fixtures.admin, { name, amount, dailyEarning });
  return { member, name, levelId };
}

export async function joinLevel(api: Api, member: Member, levelId: string): Promise<void> {
  await api.request('POST', '/vip/join', { vipLevelId: levelId }, member.token);
}

/**
 * A member (Rita Referrer) who invited Bob Buyer with her code; both deposited and joined a level,
 * and Bob's purchase paid Rita the direct bonus at 10 %.
 */
export async function memberWithTeam({
  api,
  admin,
  server,
  members,
}: {
  api: Api;
  admin: Admin;
  server: ApiServer;
  members: Members;
}): Promise<{ owner: Member; friend: Member; levelName: string }> {
  await openMoney(api, admin);
  await api.request('PUT', '/admin/settings', { referralBonusLevel1Rate: 0.1 }, await admin.token());
  const owner = await members.create({ fullName: 'Rita Referrer' });
  const friend = await members.create({ fullName: 'Bob Buyer', referralCode: owner.referralCode });
  const levelName = `Team ${friend.userId.slice(-6)}`;
  const levelId = await createLevel(api, admin, {
    name: levelName,
    amount: '100',
    dailyEarning: '5',
  });
  await deposit(api, server, owner, '250');
  await deposit(api, server, friend, '150');
  await joinLevel(api, friend, levelId);
  await joinLevel(api, owner, levelId);
  return { owner, friend, levelName };
}
