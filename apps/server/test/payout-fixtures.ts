import type { Network, TokenSymbol } from '@nova/contracts';
import { type Address, decodeFunctionData, erc20Abi, type Hash, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import {
  batchSenderAbi,
  batchSenderBytecode,
  devTokenAbi,
} from '../src/dev-chains/contracts/artifacts.gen.ts';
import { mineBlocks, walletOn } from '../src/dev-chains/dev-chain-actions.ts';
import type { DevChain } from '../src/dev-chains/dev-chains.ts';
import { confirmed } from '../src/dev-chains/dev-wallet.ts';
import type { ChainSettings } from '../src/modules/chain/chain.networks.ts';
import { type ChainFixture, startChainFixture } from './chain-fixture.ts';
import { expectLedgerSound } from './ledger-auditor.ts';
import { bearer, createMember, type TestMember } from './members.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { creditEarnings, processWithdrawal, requestWithdrawal } from './withdrawal-fixtures.ts';

/** Approved withdrawals, batches and batch payments for the payout tests. */
export const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey());

export interface PayoutAsk {
  walletAddress: string;
  amount: string;
  network?: Network;
  currency?: TokenSymbol;
}

/** Requests each withdrawal as `member` and approves it as `admin`, with no hash; answers the ids. */
export async function approvedWithdrawals(
  t: TestApp,
  admin: TestMember,
  member: TestMember,
  asks: readonly PayoutAsk[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const ask of asks) {
    const res = await requestWithdrawal(t, member.token, { network: 'BEP20', currency: 'USDT', ...ask });
    if (res.statusCode !== 201) throw new Error(`withdrawal refused: ${res.body}`);
    const id = res.json().withdrawal.id as string;
    const approve = await processWithdrawal(t, admin.token, id, { action: 'APPROVE' });
    if (approve.statusCode !== 200) throw new Error(`approval refused: ${approve.body}`);
    ids.push(id);
  }
  return ids;
}

export function adminCall(
  t: TestApp,
  admin: TestMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(admin.token), payload });
}

export interface SafeFileTransaction {
  to: string;
  value: string;
  data: Hex;
}

/** The recipient and raw amount of each ERC-20 `transfer` call in a Safe Transaction Builder file. */
export function decodeSafeTransfers(transactions: readonly SafeFileTransaction[]) {
  return transactions.map((transaction) => {
    const call = decodeFunctionData({ abi: erc20Abi, data: transaction.data });
    if (call.functionName !== 'transfer') throw new Error(`unexpected call ${call.functionName}`);
    const [recipient, amountRaw] = call.args;
    return { to: transaction.to, value: transaction.value, recipient, amountRaw };
  });
}

/**
 * A small multi-transfer contract deployed by the test itself, as an operator's multisender:
 * each call sends many transfers of one token from the caller in one transaction.
 */
export async function deployMultiSender(chain: DevChain): Promise<Address> {
  const wallet = walletOn(chain);
  const receipt = await confirmed(
    wallet,
    await wallet.deployContract({ abi: batchSenderAbi, bytecode: batchSenderBytecode }),
  );
  if (!receipt.contractAddress) throw new Error('the multi-sender was not deployed');
  for (const token of Object.values(chain.tokens)) {
    await confirmed(
      wallet,
      await wallet.writeContract({
        address: token,
        abi: devTokenAbi,
        functionName: 'approve',
        args: [receipt.contractAddress, 2n ** 256n - 1n],
      }),
    );
  }
  return receipt.contractAddress;
}

/** Pays the lines in one transaction through the multi-sender, then waits for finality. */
export async function payInOneTransaction(
  chain: DevChain,
  sender: Address,
  token: TokenSymbol,
  lines: readonly { recipient: Address; amountRaw: bigint }[],
  final = true,
): Promise<Hash> {
  const wallet = walletOn(chain);
  const hash = await wallet.writeContract({
    address: sender,
    abi: batchSenderAbi,
    functionName: 'send',
    args: [chain.tokens[token], lines.map((line) => line.recipient), lines.map((line) => line.amountRaw)],
    gas: 60_000n * BigInt(lines.length) + 100_000n,
  });
  await confirmed(wallet, hash);
  if (final) await mineBlocks(chain, chain.confirmations + 5);
  return hash;
}

/** What a payouts test file runs against: the local chains, an app, an administrator, a member. */
export interface PayoutWorld {
  fixture: ChainFixture;
  t: TestApp;
  admin: TestMember;
  member: TestMember;
}

/**
 * Starts a payouts test file's world: the local chains, an app over a fresh database reading them
 * (with `change` applied to its chain settings), an administrator, and a member with `earnings`
 * to withdraw.
 */
export async function startPayoutWorld(
  earnings: string,
  change: (settings: ChainSettings, fixture: ChainFixture) => ChainSettings = (settings) => settings,
): Promise<PayoutWorld> {
  const fixture = await startChainFixture();
  const t = await createTestApp({}, { chainSettings: change(structuredClone(fixture.settings), fixture) });
  const admin = await createMember(t, { isAdmin: true });
  const member = await createMember(t);
  await creditEarnings(t, member.userId, earnings);
  return { fixture, t, admin, member };
}

/** Checks the ledger, then closes the app and stops the chains. */
export async function stopPayoutWorld(world: Pick<PayoutWorld, 'fixture' | 't'>): Promise<void> {
  await expectLedgerSound(world.t.database.db);
  await world.t.close();
  await world.fixture.stop();
}
