import { createHash, randomBytes } from 'node:crypto';
import { verifyInclusion } from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import { buildLevels, type Leaf, makeLeaves, siblingPositions, sideOf } from './proofs.tree.ts';

/**
 * The tree is rebuilt here from the leaves with Node's Buffer and SHA-256 alone, straight from the
 * construction in docs/proof-of-reserves.md, so a mistake in the shared byte layout cannot hide.
 */
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

function independentRoot(leaves: { nonce: string; balance: bigint }[]) {
  let level = leaves
    .map((leaf) => ({
      hash: sha(Buffer.of(0), Buffer.from(leaf.nonce, 'hex'), u64(leaf.balance)),
      sum: leaf.balance,
    }))
    .sort((a, b) => Buffer.compare(a.hash, b.hash));
  const padding = { hash: sha(Buffer.of(0), Buffer.alloc(32), u64(0n)), sum: 0n };
  while (level.length === 0 || (level.length & (level.length - 1)) !== 0) level.push(padding);
  while (level.length > 1) {
    const next = [];
    for (let i = 0; i < level.length; i += 2) {
      const [l, r] = [level[i], level[i + 1]] as [typeof padding, typeof padding];
      next.push({ hash: sha(Buffer.of(1), l.hash, u64(l.sum), r.hash, u64(r.sum)), sum: l.sum + r.sum });
    }
    level = next;
  }
  const [root] = level as [typeof padding];
  return { hash: root.hash.toString('hex'), sum: root.sum };
}

function pathOf(levels: ReturnType<typeof buildLevels>, index: number) {
  return siblingPositions(index, levels.length - 1).map(({ level, position }) => {
    const node = levels[level]?.[position];
    if (!node) throw new Error('no such node');
    return { hash: node.hash, sum: node.sum.toString(), side: sideOf(index, level) };
  });
}

const owed = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ userId: `user-${i}`, micros: BigInt(i * 1_000_003 + 1) }));

describe('the liabilities Merkle sum tree', () => {
  it('matches an independent rebuild and sums every leaf, for sizes around powers of two', () => {
    for (const count of [0, 1, 2, 3, 5, 8, 9]) {
      const leaves = makeLeaves(owed(count));
      const levels = buildLevels(leaves);
      const root = levels.at(-1)?.[0];
      expect({ hash: root?.hash, sum: root?.sum }).toEqual(independentRoot(leaves));
      expect(root?.sum).toBe(owed(count).reduce((sum, row) => sum + row.micros, 0n));
      for (const level of levels.slice(1))
        for (const node of level) expect(node.sum).toBeGreaterThanOrEqual(0n);
    }
  });

  it('gives no leaf to a member owed nothing and a fresh nonce to each member every time', () => {
    const rows = [
      { userId: 'a', micros: 5n },
      { userId: 'b', micros: 0n },
    ];
    const first = makeLeaves(rows);
    expect(first.map((leaf) => leaf.userId)).toEqual(['a']);
    expect(makeLeaves(rows)[0]?.nonce).not.toBe(first[0]?.nonce);
  });

  it("verifies every member's proof with the shared verifier, and fails a changed balance or nonce", async () => {
    const leaves = makeLeaves(owed(7));
    const levels = buildLevels(leaves);
    const root = levels.at(-1)?.[0] as Leaf;
    for (const [index, leaf] of leaves.entries()) {
      const proof = { nonceHex: leaf.nonce, balanceMicros: leaf.balance, path: pathOf(levels, index) };
      const verdict = await verifyInclusion({ ...proof, rootHash: root.hash, rootSum: root.sum });
      expect(verdict.ok).toBe(true);
      expect(verdict.steps).toHaveLength(levels.length);
    }
    const leaf = leaves[2] as Leaf;
    const proof = { nonceHex: leaf.nonce, path: pathOf(levels, 2), rootHash: root.hash, rootSum: root.sum };
    const changedBalance = await verifyInclusion({ ...proof, balanceMicros: leaf.balance + 1n });
    expect(changedBalance).toMatchObject({
      ok: false,
      reason: 'the path does not reach the published root hash',
    });
    const changedNonce = await verifyInclusion({
      ...proof,
      nonceHex: randomBytes(32).toString('hex'),
      balanceMicros: leaf.balance,
    });
    expect(changedNonce.ok).toBe(false);
    const wrongTotal = await verifyInclusion({
      ...proof,
      balanceMicros: leaf.balance,
      rootSum: root.sum + 1n,
    });
    expect(wrongTotal).toMatchObject({
      ok: false,
      reason: 'the path reaches the root hash but not the published total',
    });
  });
});
