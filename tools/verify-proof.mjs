#!/usr/bin/env node
// Checks a Nova proof-of-reserves inclusion proof (docs/proof-of-reserves.md) with nothing but
// Node: written apart from Nova's own code on purpose, so a member need trust neither.
//
//   node tools/verify-proof.mjs my-proof.json https://nova.example     (fetches the published root)
//   node tools/verify-proof.mjs my-proof.json <rootHash> <rootSumMicros>
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const u64 = (value) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(value);
  return bytes;
};
const say = (line) => process.stdout.write(`${line}\n`);
const sha256 = (...parts) => createHash('sha256').update(Buffer.concat(parts)).digest('hex');

async function publishedRoot(args, snapshotId) {
  if (args.length === 2) return { hash: args[0].toLowerCase(), sum: BigInt(args[1]) };
  const url = `${args[0].replace(/\/+$/, '')}/api/public/proofs/${snapshotId}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  const snapshot = await res.json();
  return { hash: snapshot.rootHash, sum: BigInt(snapshot.rootSumMicros) };
}

const [file, ...rootArgs] = process.argv.slice(2);
if (!file || (rootArgs.length !== 1 && rootArgs.length !== 2)) {
  process.stderr.write('usage: verify-proof.mjs <proof.json> (<nova-url> | <rootHash> <rootSumMicros>)\n');
  process.exit(2);
}
const proof = JSON.parse(readFileSync(file, 'utf8'));
if (!proof.included) {
  say(proof.message ?? 'This proof holds no leaf.');
  process.exit(1);
}
const root = await publishedRoot(rootArgs, proof.snapshotId);
let hash = sha256(Buffer.of(0), Buffer.from(proof.nonce, 'hex'), u64(BigInt(proof.balanceMicros)));
let sum = BigInt(proof.balanceMicros);
say(`leaf      ${hash}  sum ${sum}`);
for (const [i, step] of proof.path.entries()) {
  const sibling = { hash: Buffer.from(step.hash, 'hex'), sum: BigInt(step.sum) };
  const mine = { hash: Buffer.from(hash, 'hex'), sum };
  const [left, right] = step.side === 'left' ? [sibling, mine] : [mine, sibling];
  hash = sha256(Buffer.of(1), left.hash, u64(left.sum), right.hash, u64(right.sum));
  sum = left.sum + right.sum;
  say(`level ${String(i + 1).padEnd(3)} ${hash}  sum ${sum}`);
}
const ok = hash === root.hash && sum === root.sum;
say(`published ${root.hash}  sum ${root.sum}`);
say(
  ok
    ? 'OK: your balance is included in the published root.'
    : 'FAILED: the proof does not reach the published root.',
);
process.exit(ok ? 0 : 1);
