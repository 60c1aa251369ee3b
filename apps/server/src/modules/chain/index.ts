/**
 * The front door of the chain module: code outside modules/chain/ imports only this file.
 */
export { createDepositKeyPair, loadOrCreateDemoDepositKey } from './chain.addresses.ts';
export { microsToRaw } from './chain.amounts.ts';
export { MULTICALL3_ADDRESS } from './chain.balances.ts';
export type { CrossNetworkCheck } from './chain.check.ts';
export { describeRpcError, NetworkTimeoutError } from './chain.clients.ts';
export type { FinalityView } from './chain.finality.ts';
export { confirmationsOf } from './chain.finality.ts';
export type { LookupTransfer, MinedTransaction, TransactionLookup } from './chain.lookup.ts';
export type { ChainSettings, NetworkIdentity } from './chain.networks.ts';
export { explorerTransactionUrl, mainnetNetworks, resolveChainSettings } from './chain.networks.ts';
export type { ChainService } from './chain.service.ts';
export { createChainService } from './chain.service.ts';
export type { TokenTransfer } from './chain.transfers.ts';
