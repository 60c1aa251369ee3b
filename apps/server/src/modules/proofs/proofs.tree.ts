import { createHash, randomBytes } from 'node:crypto';
import { bytesToHex, leafPreimage, nodePreimage, type ProofStep } from '@nova/contracts';

/**
 * Builds the liabilities Merkle sum tree exactly as docs/proof-of-reserves.md states, from the
 * byte layouts the shared contracts define (the browser's verifier reads the same ones): leaves
 * ordered by hash, padded to a power of two with zero-nonce zero-balance leaves.
 */

export interface TreeNode {
  hash: string;
  sum: bigint;
}

export interface Leaf extends TreeNode {
  userId: string;
  nonce: string;
  balance: bigint;
}

const ZERO_NONCE = new Uint8Array(32);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function leafOf(nonce: Uint8Array, balance: bigint): TreeNode {
  return { hash: sha256(leafPreimage(nonce, balance)), sum: balance };
}

export function parentOf(left: TreeNode, right: TreeNode): TreeNode {
  const sum = left.sum + right.sum;
  if (left.sum < 0n || right.sum < 0n) throw new RangeError('a sum in the tree is negative');
  return { hash: sha256(nodePreimage(left, right)), sum };
}

/** One leaf per member owed more than zero, each with a fresh random nonce. */
export function makeLeaves(owed: { userId: string; micros: bigint }[]): Leaf[] {
  return owed
    .filter((row) => row.micros > 0n)
    .map((row) => {
      const nonce = randomBytes(32);
      return {
        userId: row.userId,
        nonce: bytesToHex(nonce),
        balance: row.micros,
        ...leafOf(nonce, row.micros),
      };
    })
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
}

/** Every level, leaves first (padded), the root last. An empty tree is one padding leaf. */
export function buildLevels(leaves: TreeNode[]): TreeNode[][] {
  let width = 1;
  while (width < leaves.length) width *= 2;
  const padding = leafOf(ZERO_NONCE, 0n);
  let level: TreeNode[] = [...leaves, ...Array<TreeNode>(width - leaves.length).fill(padding)];
  const levels = [level];
  while (level.length > 1) {
    const next: TreeNode[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(parentOf(level[i] as TreeNode, level[i + 1] as TreeNode));
    levels.push(next);
    level = next;
  }
  return levels;
}

/** The (level, position) of each sibling on the way from leaf `index` to the root. */
export function siblingPositions(index: number, depth: number): { level: number; position: number }[] {
  return Array.from({ length: depth }, (_, level) => ({ level, position: (index >> level) ^ 1 }));
}

/** A sibling's side: the left one when the path's node at that level has an odd position. */
export function sideOf(index: number, level: number): ProofStep['side'] {
  return ((index >> level) & 1) === 1 ? 'left' : 'right';
}
