import type { ColdWalletInput } from '@nova/contracts';
import { getAddress, type Hex, verifyMessage } from 'viem';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { insertColdWallet } from './proofs.repo.ts';

/**
 * Cold wallets (decision 025): the operator proves control of an address by signing a fixed text
 * with it (EIP-191 personal sign); the signature is published so anyone can check it again.
 */

export function coldWalletMessage(address: string, siteName: string, day: string): string {
  return `Nova proof of reserves: I control ${address} (${siteName}, ${day})`;
}

export function createColdWallets(deps: ModuleDeps, audit: AuditService) {
  return {
    async declareColdWallet(actorId: string, input: ColdWalletInput): Promise<void> {
      const day = deps.clock.now().toISOString().slice(0, 10);
      const expected = coldWalletMessage(input.address, deps.config.SITE_NAME, day);
      if (input.message !== expected) {
        throw new AppError('VALIDATION_FAILED', 'The message must be exactly the text shown', [
          { path: 'message', msg: `Sign exactly: ${expected}` },
        ]);
      }
      const valid = await verifyMessage({
        address: getAddress(input.address),
        message: input.message,
        signature: input.signature as Hex,
      }).catch(() => false);
      if (!valid) {
        throw new AppError('VALIDATION_FAILED', 'The signature was not made by this address', [
          { path: 'signature', msg: 'The signature does not match the address and message' },
        ]);
      }
      const wallet = {
        network: input.network,
        address: getAddress(input.address),
        message: input.message,
        signature: input.signature,
      };
      const created = await deps.database.db.transaction(async (tx) => {
        if (!(await insertColdWallet(tx, { ...wallet, declaredAt: deps.clock.now() }))) return false;
        await audit.record(tx, {
          actorId,
          action: 'proofs.cold_wallet',
          targetType: 'proof_cold_wallet',
          targetId: `${wallet.network}:${wallet.address}`,
          after: wallet,
        });
        return true;
      });
      if (!created) throw new AppError('CONFLICT', 'This wallet is declared already on this network');
    },
  };
}
