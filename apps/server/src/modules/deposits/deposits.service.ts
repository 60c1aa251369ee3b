import {
  type Deposit,
  type DepositAddressesResponse,
  type DepositHistoryResponse,
  type DepositStatus,
  formatMicros,
  type Network,
  type NetworkAddressMap,
  paginate,
} from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { BaseError, getAddress, type Hash } from 'viem';
import type { DevChains } from '../../dev-chains/dev-chains.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { type ChainService, describeRpcError, NetworkTimeoutError } from '../chain/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { createAddressBook } from './deposits.addresses.ts';
import { createDepositAdmin } from './deposits.admin.ts';
import { createAdminReads } from './deposits.admin-reads.ts';
import { btcpayFromConfig, type HostedCheckoutProvider } from './deposits.btcpay.ts';
import { createClaims } from './deposits.claims.ts';
import { createCrediting, type OnCredited } from './deposits.credit.ts';
import { detectionStatus } from './deposits.cursors.ts';
import { createTestTransfers } from './deposits.demo.ts';
import { createExpiry } from './deposits.expiry.ts';
import { createHostedCheckout } from './deposits.hosted.ts';
import { createInspector } from './deposits.inspect.ts';
import { companyAddressMap, createLookups } from './deposits.lookups.ts';
import { createObservedTransfers } from './deposits.observed.ts';
import { reservePlan } from './deposits.receipts.ts';
import { createRecheck } from './deposits.recheck.ts';
import {
  countPending,
  type DepositRow,
  depositFigures,
  findDeposit,
  listMemberDeposits,
} from './deposits.repo.ts';
import { createSenderProofs, type SenderProofIdentity } from './deposits.sender-proofs.ts';
import { toDeposit } from './deposits.view.ts';
import { createWatcher, type WatcherOptions } from './deposits.watcher.ts';

/**
 * The deposits module's service: member claims and reads, automatic detection, the
 * hosted checkout and the administrator's actions, composed from the files beside it. Deposits
 * are closed when the operator disables them or pauses withdrawals (rule 24); transfers that
 * still arrive are credited all the same by the watcher.
 */
export const DEPOSITS_DISABLED_MESSAGE = 'Deposits are currently disabled.';
export const DEPOSITS_PAUSED_MESSAGE =
  'Deposits are paused while withdrawals are paused. Transfers already sent will still be credited.';
const NO_PERSONAL_ADDRESS_WARNING =
  'Personal deposit addresses are not available; send to the shared company address below. An administrator confirms such deposits unless you have proved your sending address on your profile.';

/** A chain read that fails (RPC down or slow) answers 503 with a reason safe to show. */
async function onChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BaseError || error instanceof NetworkTimeoutError) {
      throw new AppError('CHAIN_UNAVAILABLE', describeRpcError(error));
    }
    throw error;
  }
}

export interface DepositsOptions {
  watcher?: Partial<WatcherOptions>;
  /** Replaces the provider built from BTCPAY_* (tests). */
  hostedProvider?: HostedCheckoutProvider | null;
}

export function createDepositsService(
  deps: ModuleDeps & { devChains?: DevChains },
  services: {
    log: FastifyBaseLogger;
    ledger: LedgerService;
    settings: SettingsService;
    audit: AuditService;
    chain: ChainService;
    identity: SenderProofIdentity;
    onCredited?: OnCredited;
  },
  options: DepositsOptions = {},
) {
  const { database, clock } = deps;
  const { db } = database;
  const { log, ledger, settings, audit, chain } = services;
  const book = createAddressBook({ db, clock, chain });
  const crediting = createCrediting({ clock, ledger, onCredited: services.onCredited });
  const inspector = createInspector({ chain, book });
  const claims = createClaims({ database, clock, settings: chain.settings, inspector, crediting });
  const recheck = createRecheck({ database, clock, log, inspector, crediting });
  const observed = createObservedTransfers({ clock, crediting });
  const watcher = createWatcher({
    database,
    clock,
    log,
    chain,
    book,
    observed,
    recheck,
    options: options.watcher,
  });
  const lookups = createLookups({ db, chain, book });
  const provider =
    options.hostedProvider === undefined ? btcpayFromConfig(deps.config) : options.hostedProvider;
  const hosted = createHostedCheckout({ database, clock, log, provider, crediting });
  const admin = createDepositAdmin({
    database,
    clock,
    settings: chain.settings,
    audit,
    inspector,
    crediting,
    hosted,
  });
  const adminReads = createAdminReads({ db, chain, lookups });
  const senderProofs = createSenderProofs({
    database,
    clock,
    siteName: deps.config.SITE_NAME,
    identity: services.identity,
  });
  const expiry = createExpiry({ database, clock, settings });
  // Only a process that runs its own local chains has them (the demo; the browser tests).
  const testTransfers = deps.devChains
    ? createTestTransfers({ db, clock, devChains: deps.devChains, chain, book })
    : null;

  /** Claims and addresses are refused while deposits are closed (403 with the reason). */
  async function assertOpen(): Promise<void> {
    const values = await settings.values();
    if (!values.isDepositEnabled) throw new AppError('FEATURE_DISABLED', DEPOSITS_DISABLED_MESSAGE);
    if (!values.isWithdrawalEnabled) throw new AppError('FEATURE_DISABLED', DEPOSITS_PAUSED_MESSAGE);
  }

  async function view(rows: DepositRow[]): Promise<Deposit[]> {
    const hostedIds = rows.filter((row) => row.source === 'HOSTED').map((row) => row.id);
    const urls = await hosted.checkoutUrls(hostedIds);
    return rows.map((row) =>
      toDeposit(row, chain.settings, row.status === 'PENDING' ? (urls.get(row.id) ?? null) : null),
    );
  }

  async function ownDeposit(userId: string, id: string): Promise<DepositRow> {
    const row = await findDeposit(db, id);
    if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Deposit not found');
    return row;
  }

  async function addresses(userId: string): Promise<DepositAddressesResponse> {
    await assertOpen();
    const personal = await book.personalAddress(userId);
    const company = companyAddressMap(chain.settings);
    const shown = personal ? getAddress(personal) : null;
    const mine: NetworkAddressMap = shown ? { BEP20: shown, POLYGON: shown } : company;
    const values = await settings.values();
    return {
      addresses: mine,
      personal: personal !== null,
      warning: personal ? null : NO_PERSONAL_ADDRESS_WARNING,
      companyAddresses: company,
      networks: await chain.describeNetworks(),
      minDepositAmount: formatMicros(values.minDepositMicros),
      hostedCheckout: hosted.enabled,
      testTransfer: testTransfers !== null,
    };
  }

  async function history(
    userId: string,
    query: { page: number; limit: number; status?: DepositStatus },
  ): Promise<DepositHistoryResponse> {
    const { rows, total } = await listMemberDeposits(db, userId, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      status: query.status,
    });
    return { data: await view(rows), pagination: paginate(query.page, query.limit, total) };
  }

  return {
    assertOpen,
    addresses,
    companyAddresses: () => companyAddressMap(chain.settings),
    /** Whether the address is any member's personal deposit address (withdrawals refuse those). */
    isPersonalDepositAddress: async (address: string) => (await book.ownersOf([address])).size > 0,
    /** The personal addresses proof of reserves reads on `network`, and the block it reads them at. */
    reservePlan: (network: Network) => reservePlan(db, network, watcher.options.personalAddressesMax),
    history,
    async deposit(userId: string, id: string): Promise<Deposit> {
      const [deposit] = await view([await ownDeposit(userId, id)]);
      return deposit as Deposit;
    },
    pendingCount: async (userId: string) => ({ pendingCount: await countPending(db, userId) }),
    preVerify: async (userId: string, input: Parameters<typeof claims.preVerify>[1]) => {
      await assertOpen();
      return claims.preVerify(userId, input);
    },
    createClaim: async (userId: string, input: Parameters<typeof claims.create>[1]) => {
      await assertOpen();
      return claims.create(userId, input);
    },
    async updateHash(userId: string, id: string, hash: Hash): Promise<Deposit> {
      await assertOpen();
      const [deposit] = await view([await claims.updateHash(userId, id, hash)]);
      return deposit as Deposit;
    },
    /** POST /deposit/{id}/verify: re-checks the member's own pending deposit on chain now. */
    async verify(userId: string, id: string): Promise<Deposit> {
      const row = await ownDeposit(userId, id);
      const [deposit] = await view([await onChain(() => recheck.recheck(row))]);
      return deposit as Deposit;
    },
    /** POST /deposit/create: a hosted BTC checkout for at least the minimum deposit. */
    async createHosted(userId: string, input: { amountMicros: bigint; idempotencyKey?: string }) {
      await assertOpen();
      if (!hosted.enabled) throw new AppError('NOT_FOUND', 'The Bitcoin checkout is not available.');
      const { minDepositMicros } = await settings.values();
      if (input.amountMicros < minDepositMicros) {
        const message = `The minimum deposit is ${formatMicros(minDepositMicros)} USD.`;
        throw new AppError('RULE_VIOLATION', message, [{ path: 'amount', msg: message }]);
      }
      const created = await hosted.create(userId, { ...input, buyerEmail: null });
      return {
        deposit: toDeposit(created.deposit, chain.settings, created.checkoutUrl),
        checkoutUrl: created.checkoutUrl,
      };
    },
    lookups,
    detectionStatus: () => detectionStatus(db, chain),
    /** The admin dashboard's deposit cards. */
    statsFigures: (since: Date) => depositFigures(db, since),
    hosted,
    admin,
    adminReads,
    senderProofs,
    watcher,
    recheck,
    expiry,
    book,
    testTransfers,
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
