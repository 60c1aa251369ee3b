import { randomBytes } from 'node:crypto';
import {
  type AddSenderAddressRequest,
  SENDER_ADDRESSES_MAX,
  SENDER_CHALLENGE_TTL_MINUTES,
  type SenderAddress,
  type SenderChallenge,
} from '@nova/contracts';
import { getAddress, type Hex, verifyMessage } from 'viem';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  deleteProof,
  findChallenge,
  insertChallenge,
  insertProof,
  proofsOf,
  pruneChallenges,
  type SenderProofRow,
  useChallenge,
} from './deposits.proofs-repo.ts';

/**
 * Proved sender addresses (decision 017). Nova issues a message naming the member (their email),
 * the address and a one-time nonce valid for 15 minutes; the member signs it with the address's
 * key (EIP-191 personal_sign) and sends the signature back with their current password (and a
 * two-factor code when enrolled). The server recovers the signer; the nonce is used in the same
 * statement that checks it is unused, so one signature proves once.
 */
export const senderProofMessages = {
  notIssued: 'This message was not issued to you. Request a new one.',
  expired: 'This message has expired. Request a new one and sign it again.',
  used: 'This message was already used. Request a new one.',
  otherAddress: 'This message was issued for another address.',
  badSignature: 'The signature does not match this address and message.',
  tooMany: `You can keep at most ${SENDER_ADDRESSES_MAX} sender addresses. Remove one first.`,
  notFound: 'This sender address is not on your account.',
  noEmail: 'Add and verify an email address first: the message names you by it.',
} as const;

/** What proving needs of the account: its verified email, and the current password and code checked. */
export interface SenderProofIdentity {
  verifiedEmailOf(ex: DbOrTx, userId: string): Promise<string | null>;
  /** Throws (422, naming the field) unless the password, and the code when two-factor is on, are right. */
  confirm(
    userId: string,
    proof: { currentPassword: string; twoFactorCode?: string },
    clientAddress: string,
  ): Promise<void>;
}

export function createSenderProofs(deps: {
  database: Database;
  clock: Clock;
  siteName: string;
  identity: SenderProofIdentity;
}) {
  const { database, clock, siteName, identity } = deps;
  const { db } = database;

  function messageFor(email: string, address: string, nonce: string, expiresAt: Date): string {
    return [
      `${siteName}: I prove that I control this address and send deposits from it.`,
      '',
      `Member: ${email}`,
      `Address: ${address}`,
      `Nonce: ${nonce}`,
      `Expires: ${expiresAt.toISOString()}`,
    ].join('\n');
  }

  async function challenge(userId: string, input: { address: string }): Promise<SenderChallenge> {
    const email = await identity.verifiedEmailOf(db, userId);
    if (!email) throw new AppError('RULE_VIOLATION', senderProofMessages.noEmail);
    if ((await proofsOf(db, userId, SENDER_ADDRESSES_MAX)).length >= SENDER_ADDRESSES_MAX)
      throw new AppError('RULE_VIOLATION', senderProofMessages.tooMany);
    const address = getAddress(input.address.toLowerCase());
    const nonce = randomBytes(16).toString('hex');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SENDER_CHALLENGE_TTL_MINUTES * 60_000);
    const message = messageFor(email, address, nonce, expiresAt);
    await insertChallenge(db, {
      nonce,
      userId,
      address: address.toLowerCase(),
      message,
      createdAt: now,
      expiresAt,
    });
    return { address, message, nonce, expiresAt: expiresAt.toISOString() };
  }

  /** The challenge, checked to be this member's, for this address, unused, and signed by the address. */
  async function checkedChallenge(userId: string, input: AddSenderAddressRequest) {
    const found = await findChallenge(db, input.nonce);
    if (!found || found.userId !== userId) throw invalid('nonce', senderProofMessages.notIssued);
    if (found.usedAt) throw invalid('nonce', senderProofMessages.used);
    if (found.expiresAt <= clock.now()) throw invalid('nonce', senderProofMessages.expired);
    if (found.address !== input.address.toLowerCase())
      throw invalid('address', senderProofMessages.otherAddress);
    const signed = await verifyMessage({
      address: getAddress(found.address),
      message: found.message,
      signature: input.signature as Hex,
    }).catch(() => false);
    if (!signed) throw invalid('signature', senderProofMessages.badSignature);
    return found;
  }

  async function prove(
    userId: string,
    input: AddSenderAddressRequest,
    clientAddress: string,
  ): Promise<SenderAddress> {
    const found = await checkedChallenge(userId, input);
    await identity.confirm(userId, input, clientAddress);
    const now = clock.now();
    const proof: SenderProofRow = {
      address: found.address,
      userId,
      signature: input.signature.toLowerCase(),
      message: found.message,
      createdAt: now,
    };
    await db.transaction(async (tx) => {
      // Of concurrent submissions of one signature, exactly one uses the nonce.
      if (!(await useChallenge(tx, { nonce: found.nonce, userId }, now)))
        throw invalid('nonce', senderProofMessages.used);
      await insertProof(tx, proof);
    });
    return view(proof);
  }

  async function list(userId: string): Promise<{ data: SenderAddress[] }> {
    return { data: (await proofsOf(db, userId, SENDER_ADDRESSES_MAX)).map(view) };
  }

  async function remove(
    userId: string,
    address: string,
    proof: { currentPassword: string; twoFactorCode?: string },
    clientAddress: string,
  ) {
    await identity.confirm(userId, proof, clientAddress);
    if (!(await deleteProof(db, userId, address.toLowerCase())))
      throw new AppError('NOT_FOUND', senderProofMessages.notFound);
    return { success: true as const, message: 'Sender address removed.' };
  }

  return {
    challenge,
    prove,
    list,
    remove,
    pruneChallenges: (before: Date, limit: number) => pruneChallenges(db, before, limit),
  };
}

export type SenderProofs = ReturnType<typeof createSenderProofs>;

function view(row: SenderProofRow): SenderAddress {
  return { address: getAddress(row.address), provedAt: row.createdAt.toISOString() };
}

function invalid(path: string, message: string): AppError {
  return fieldError('SIGNATURE_INVALID', path, message);
}
