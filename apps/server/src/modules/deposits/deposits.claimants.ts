import { type DepositClaimantsResponse, formatMicros } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  claimantsOfSender,
  claimsOfTransfer,
  type DepositWithUser,
  findDepositWithUser,
  proversWithUser,
} from './deposits.admin-repo.ts';
import { proofsOfUsers } from './deposits.proofs-repo.ts';

/**
 * GET /admin/deposits/{id}/claimants (decision 017): the claims of the deposit's transfer, the
 * members who claimed from its sender, and every sender address each of them has proved, so the
 * administrator approves the one who can show the transfer is theirs.
 */
export async function depositClaimants(db: DbOrTx, id: string): Promise<DepositClaimantsResponse> {
  const deposit = await findDepositWithUser(db, id);
  if (!deposit) throw new AppError('NOT_FOUND', 'Deposit not found');
  const { network, transactionHash, logIndex, senderAddress } = deposit;
  const claims: DepositWithUser[] =
    network && transactionHash && logIndex !== null
      ? await claimsOfTransfer(db, { network, transactionHash, logIndex })
      : [deposit];
  const bySender = senderAddress ? await claimantsOfSender(db, senderAddress) : [];
  const provers = senderAddress ? await proversWithUser(db, senderAddress) : [];
  const userIds = [...new Set([...claims.map((row) => row.userId), ...bySender.map((row) => row.user.id)])];
  const proofs = await proofsOfUsers(db, userIds);
  const provedBy = (userId: string) =>
    proofs.filter((proof) => proof.userId === userId).map((proof) => proof.address);
  const provedSender = (userId: string) => senderAddress !== null && provedBy(userId).includes(senderAddress);
  return {
    depositId: deposit.id,
    transactionHash,
    senderAddress,
    claims: claims.map((row) => ({
      depositId: row.id,
      user: row.user,
      status: row.status as DepositClaimantsResponse['claims'][number]['status'],
      amount: formatMicros(row.amountMicros),
      senderAddress: row.senderAddress,
      provedSender: provedSender(row.userId),
      provedSenders: provedBy(row.userId),
      createdAt: row.createdAt.toISOString(),
      adminNotes: row.adminNotes,
    })),
    senderClaimants: bySender.map((row) => ({
      user: row.user,
      claims: row.claims,
      credited: row.credited,
      provedSender: provedSender(row.user.id),
    })),
    senderProvedBy: provers.filter((user) => !claims.some((row) => row.userId === user.id)),
  };
}
