import type { CreateUsdtDepositResponse, Deposit, DepositAddressesResponse } from '@nova/contracts';

/** Deposit fixtures as the API describes them, for answers the fake server gives. */
export const hash = `0x${'cd'.repeat(32)}`;
export const ours = '0x1111111111111111111111111111111111111111';
export const token = '0x2222222222222222222222222222222222222222';
export const addresses: DepositAddressesResponse = {
  addresses: { BEP20: ours, POLYGON: ours },
  personal: true,
  warning: null,
  companyAddresses: { BEP20: ours, POLYGON: ours },
  networks: (['BEP20', 'POLYGON'] as const).map((network, index) => ({
    network,
    name: network === 'BEP20' ? 'BNB Smart Chain' : 'Polygon',
    chainId: 56 + index,
    explorerUrl: null,
    companyAddress: ours,
    tokens: [
      { symbol: 'USDT', contractAddress: token, decimals: 18 },
      { symbol: 'USDC', contractAddress: token, decimals: 18 },
    ],
  })),
  minDepositAmount: '30.00',
  hostedCheckout: false,
  testTransfer: false,
};

export const deposit: Deposit = {
  id: '01890a5d-ac96-774b-bcce-b302099a8062',
  amount: '50.00',
  requestedAmount: '50.00',
  currency: 'USDT',
  network: 'BEP20',
  depositType: 'USDT',
  source: 'HASH_CLAIM',
  status: 'CONFIRMED',
  progress: 'credited',
  transactionHash: hash,
  logIndex: 0,
  senderAddress: null,
  recipientAddress: ours,
  tokenContract: token,
  blockNumber: '12',
  confirmations: 6,
  confirmationsRequired: 3,
  reviewRequired: false,
  explorerUrl: null,
  checkoutUrl: null,
  adminNotes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  confirmedAt: '2026-11-28T10:00:00.000Z',
};
/** The claim of a final transfer, credited at once. */
export const credited: CreateUsdtDepositResponse = {
  success: true,
  message: 'Deposit confirmed',
  deposit,
  deposits: [deposit],
  autoConfirmed: true,
  foundOnNetwork: 'BEP20',
  networkWarning: null,
};
