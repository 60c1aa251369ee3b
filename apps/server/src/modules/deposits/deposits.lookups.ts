import {
  type CrossNetworkResponse,
  type CrossNetworkRow,
  formatMicros,
  type Network,
  type NetworkAddressMap,
  type TransactionLookupResponse,
} from '@nova/contracts';
import type { Hash } from 'viem';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ChainService,
  type ChainSettings,
  type CrossNetworkCheck,
  explorerTransactionUrl,
  type LookupTransfer,
  type TransactionLookup,
} from '../chain/index.ts';
import type { AddressBook } from './deposits.addresses.ts';
import { messages } from './deposits.evaluate.ts';
import { takenLogIndexes } from './deposits.inspect.ts';

/**
 * Read-only lookups for the screens (Transaction Details and the cross-network check; the admin's
 * Verify and Check Transaction): nothing is written. Whose address a transfer went to is decided by
 * `isOurs` — for a member, the shared address or their own personal address; for an administrator,
 * the shared address or any member's.
 */
export type IsOurs = (network: Network, to: string) => boolean;

export function companyAddressMap(settings: ChainSettings): NetworkAddressMap {
  return {
    BEP20: settings.networks.BEP20.companyAddress,
    POLYGON: settings.networks.POLYGON.companyAddress,
  };
}

export function createLookups(deps: { db: DbOrTx; chain: ChainService; book: AddressBook }) {
  const { db, chain, book } = deps;
  const { settings } = chain;

  /** Who counts as "ours" for this caller: a member id, or every member for administrators. */
  async function ownership(check: CrossNetworkCheck, userId: string | null): Promise<IsOurs> {
    const recipients = check.results.flatMap((row) =>
      row.lookup?.state === 'mined' ? row.lookup.transfers.map((transfer) => transfer.to) : [],
    );
    const owners = await book.ownersOf(recipients);
    return (network, to) => {
      const lower = to.toLowerCase();
      if (settings.networks[network].companyAddress?.toLowerCase() === lower) return true;
      const owner = owners.get(lower);
      return owner !== undefined && (userId === null || owner === userId);
    };
  }

  async function lookup(hash: Hash, requested: Network | undefined, userId: string | null) {
    const personal = userId ? await book.addressesOf(userId) : [];
    const check = await chain.checkAllNetworks(hash, { personalAddresses: personal });
    const isOurs = await ownership(check, userId);
    const rows = check.results.filter((row) => row.found && row.lookup);
    const chosen = rows.find((row) => row.network === requested) ?? rows[0];
    const used = chosen ? await takenLogIndexes(db, chosen.network, hash, userId) : new Set<number>();
    return { check, response: describeLookup(hash, chosen?.lookup ?? null, check, isOurs, used, settings) };
  }

  async function crossNetwork(hash: Hash, userId: string | null): Promise<CrossNetworkResponse> {
    const personal = userId ? await book.addressesOf(userId) : [];
    const check = await chain.checkAllNetworks(hash, { personalAddresses: personal });
    const isOurs = await ownership(check, userId);
    return {
      found: check.found,
      foundOnNetwork: check.foundOnNetwork,
      totalNetworksChecked: check.results.length,
      transactionHash: hash,
      results: check.results.map((row) => crossNetworkRow(row, isOurs, settings)),
    };
  }

  return { lookup, crossNetwork };
}

export type Lookups = ReturnType<typeof createLookups>;

function primaryOf(lookup: TransactionLookup, isOurs: IsOurs): LookupTransfer | null {
  if (lookup.state !== 'mined') return null;
  return (
    lookup.transfers.find((transfer) => isOurs(lookup.network, transfer.to)) ?? lookup.transfers[0] ?? null
  );
}

function describeLookup(
  hash: Hash,
  lookup: TransactionLookup | null,
  check: CrossNetworkCheck,
  isOurs: IsOurs,
  used: Set<number>,
  settings: ChainSettings,
): TransactionLookupResponse {
  const base: TransactionLookupResponse = {
    found: false,
    outcome: 'error',
    message: messages.notFound,
    transactionHash: hash,
    foundOnNetwork: null,
    suggestedNetwork: null,
    suggestedAmount: null,
    suggestedCurrency: null,
    recipientAddress: null,
    senderAddress: null,
    tokenContract: null,
    blockNumber: null,
    confirmations: 0,
    confirmationsRequired: null,
    isConfirmed: false,
    isTokenTransfer: false,
    isRecipientMatching: false,
    alreadyUsed: false,
    expectedCompanyAddress: null,
    companyAddresses: companyAddressMap(settings),
    explorerUrl: null,
    details: null,
  };
  if (!lookup || lookup.state === 'not-found') {
    const down = check.results.filter((row) => row.error !== null).map((row) => row.network);
    return down.length > 0 ? { ...base, message: messages.unreachable(down) } : base;
  }
  const network = lookup.network;
  const found = {
    ...base,
    found: true,
    foundOnNetwork: network,
    suggestedNetwork: network,
    expectedCompanyAddress: lookup.expectedCompanyAddress,
    explorerUrl: explorerTransactionUrl(settings.networks[network], hash),
  };
  if (lookup.state !== 'mined') {
    return { ...found, outcome: 'warning', message: messages.notMined, senderAddress: lookup.from };
  }
  const primary = primaryOf(lookup, isOurs);
  const matching = lookup.status === 'success' && primary !== null && isOurs(network, primary.to);
  const mined = {
    ...found,
    senderAddress: primary?.from ?? lookup.from,
    recipientAddress: primary?.to ?? lookup.to,
    tokenContract: primary?.tokenAddress ?? null,
    suggestedAmount: primary ? formatMicros(primary.amountMicros) : null,
    suggestedCurrency: primary?.token ?? null,
    blockNumber: lookup.blockNumber.toString(),
    confirmations: lookup.confirmations,
    confirmationsRequired: lookup.confirmationsRequired,
    isConfirmed: lookup.isFinal,
    isTokenTransfer: lookup.isTokenTransfer,
    isRecipientMatching: matching,
    alreadyUsed: primary !== null && used.has(primary.logIndex),
    details: primary && {
      amount: formatMicros(primary.amountMicros),
      currency: primary.token,
      recipientAddress: primary.to,
      senderAddress: primary.from,
      blockNumber: lookup.blockNumber.toString(),
      isConfirmed: lookup.isFinal,
      isTokenTransfer: lookup.isTokenTransfer,
    },
  };
  if (lookup.status !== 'success') return { ...mined, outcome: 'error', message: messages.reverted };
  if (!lookup.isTokenTransfer) {
    const message =
      lookup.foreignTransferLogs > 0 ? messages.lookAlikeToken(network) : messages.notTokenTransfer(network);
    return { ...mined, outcome: 'error', message };
  }
  if (!matching) {
    return {
      ...mined,
      outcome: 'warning',
      message: `Transaction found on ${network}, but recipient doesn't match our address`,
    };
  }
  if (mined.alreadyUsed) return { ...mined, outcome: 'warning', message: messages.alreadyUsed };
  return { ...mined, outcome: 'success', message: `Transaction found on ${network}` };
}

function crossNetworkRow(
  row: CrossNetworkCheck['results'][number],
  isOurs: IsOurs,
  settings: ChainSettings,
): CrossNetworkRow {
  const facts = settings.networks[row.network];
  const base = { network: row.network, name: facts.name, found: row.found, error: row.error };
  const lookup = row.lookup;
  if (!lookup || lookup.state === 'not-found') return { ...base, details: null };
  const explorerUrl = explorerTransactionUrl(facts, lookup.transactionHash);
  if (lookup.state === 'pending') {
    return {
      ...base,
      details: {
        status: 'pending',
        recipientAddress: lookup.to,
        senderAddress: lookup.from,
        amount: null,
        currency: null,
        tokenContract: null,
        isTokenTransfer: false,
        isRecipientMatching: false,
        blockNumber: null,
        isConfirmed: false,
        confirmations: 0,
        confirmationsRequired: null,
        gasUsed: null,
        explorerUrl,
      },
    };
  }
  const primary = primaryOf(lookup, isOurs);
  return {
    ...base,
    details: {
      status: lookup.status,
      recipientAddress: primary?.to ?? lookup.to,
      senderAddress: primary?.from ?? lookup.from,
      amount: primary ? formatMicros(primary.amountMicros) : null,
      currency: primary?.token ?? null,
      tokenContract: primary?.tokenAddress ?? null,
      isTokenTransfer: lookup.isTokenTransfer,
      isRecipientMatching:
        lookup.status === 'success' && primary !== null && isOurs(lookup.network, primary.to),
      blockNumber: lookup.blockNumber.toString(),
      isConfirmed: lookup.isFinal,
      confirmations: lookup.confirmations,
      confirmationsRequired: lookup.confirmationsRequired,
      gasUsed: `0x${lookup.gasUsed.toString(16)}`,
      explorerUrl,
    },
  };
}
