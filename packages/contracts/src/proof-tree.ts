/**
 * The liabilities tree's construction (docs/proof-of-reserves.md), written once so the server, the
 * browser and anyone else compute the same bytes:
 *   leaf = SHA-256(0x00 ‖ nonce(32) ‖ balance(u64 BE))
 *   node = SHA-256(0x01 ‖ leftHash ‖ leftSum(u64 BE) ‖ rightHash ‖ rightSum(u64 BE)), sum = left + right
 * Pure: hashing goes through WebCrypto, which Node and every browser have.
 */

const U64_MAX = (1n << 64n) - 1n;

export interface ProofStep {
  /** The sibling's hash (hex, 64 characters). */
  hash: string;
  /** The sibling's sum in micro-units (decimal string). */
  sum: string;
  /** Which side the sibling stands on. */
  side: 'left' | 'right';
}

export interface VerifiedStep {
  hash: string;
  sum: bigint;
}

export type ProofVerdict =
  | { ok: true; steps: VerifiedStep[]; rootHash: string; rootSum: bigint }
  | { ok: false; reason: string; steps: VerifiedStep[] };

export function u64be(value: bigint): Uint8Array {
  if (value < 0n || value > U64_MAX) throw new RangeError(`sum ${value} is outside 0..2^64-1`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value);
  return bytes;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The bytes a leaf hashes; the server hashes the same bytes with its own SHA-256. */
export function leafPreimage(nonce: Uint8Array, balanceMicros: bigint): Uint8Array {
  if (nonce.length !== 32) throw new RangeError('a nonce is 32 bytes');
  return concat([Uint8Array.of(0), nonce, u64be(balanceMicros)]);
}

export function nodePreimage(left: VerifiedStep, right: VerifiedStep): Uint8Array {
  return concat([
    Uint8Array.of(1),
    hexToBytes(left.hash),
    u64be(left.sum),
    hexToBytes(right.hash),
    u64be(right.sum),
  ]);
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

/**
 * Recomputes the path from a member's leaf to the root and says whether it reaches `rootHash`
 * with `rootSum`. Every intermediate step is returned, so a screen or script can show it.
 */
export async function verifyInclusion(input: {
  nonceHex: string;
  balanceMicros: bigint;
  path: ProofStep[];
  rootHash: string;
  rootSum: bigint;
}): Promise<ProofVerdict> {
  const steps: VerifiedStep[] = [];
  try {
    let current: VerifiedStep = {
      hash: await sha256Hex(leafPreimage(hexToBytes(input.nonceHex), input.balanceMicros)),
      sum: input.balanceMicros,
    };
    steps.push(current);
    for (const step of input.path) {
      const sibling = { hash: step.hash.toLowerCase(), sum: BigInt(step.sum) };
      if (sibling.sum < 0n) return { ok: false, reason: 'a sibling sum is negative', steps };
      const [left, right] = step.side === 'left' ? [sibling, current] : [current, sibling];
      current = { hash: await sha256Hex(nodePreimage(left, right)), sum: left.sum + right.sum };
      steps.push(current);
    }
    if (current.hash !== input.rootHash.toLowerCase()) {
      return { ok: false, reason: 'the path does not reach the published root hash', steps };
    }
    if (current.sum !== input.rootSum) {
      return { ok: false, reason: 'the path reaches the root hash but not the published total', steps };
    }
    return { ok: true, steps, rootHash: current.hash, rootSum: current.sum };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'malformed proof', steps };
  }
}
