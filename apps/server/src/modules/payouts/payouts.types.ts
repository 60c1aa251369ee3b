import type { Network } from '@nova/contracts';
import type { AuditService } from '../audit/index.ts';
import type { ChainService } from '../chain/index.ts';
import type { PayoutSettlement } from '../withdrawals/index.ts';

/** What the payouts module needs from the rest of the app; the composition root passes it in. */
export interface PayoutsServices {
  audit: AuditService;
  chain: Pick<
    ChainService,
    | 'settings'
    | 'lookupTransaction'
    | 'rawAmounts'
    | 'readFinality'
    | 'reverifyBlock'
    | 'blockHash'
    | 'scanTransfersFrom'
  >;
  withdrawals: PayoutSettlement;
  /** The configured payout address of a network (a Safe or hot wallet), or null. */
  payoutAddress: (network: Network) => string | null;
}
