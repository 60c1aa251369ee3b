import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyInclusion } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type DepositFixture,
  personalAddressOf,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import { depositFunds } from '../../../test/fixtures.ts';
import { createMember, type TestMember } from '../../../test/members.ts';
import { proofSnapshotJob } from '../../jobs/proof-snapshot.ts';
import { coldWalletMessage } from './proofs.cold-wallets.ts';

const run = promisify(execFile);

let fixture: DepositFixture;
let admin: TestMember;
const members: TestMember[] = [];

beforeAll(async () => {
  fixture = await startDepositFixture();
  fixture.t.clock.set('2026-04-02T10:00:00Z');
  admin = await createMember(fixture.t, { isAdmin: true });
  for (const amount of ['40', '12.5', '0']) {
    const member = await createMember(fixture.t);
    if (amount !== '0') await depositFunds(fixture.t, member.userId, amount);
    members.push(member);
  }
});
afterAll(() => fixture.stop());

const takeSnapshot = async () => {
  const res = await api(fixture.t, admin, 'POST', '/api/admin/proofs');
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const verifierScript = fileURLToPath(new URL('../../../../../tools/verify-proof.mjs', import.meta.url));

/** Runs tools/verify-proof.mjs on a proof file against the snapshot's published root. */
async function runVerifier(proof: unknown, snapshot: { rootHash: string; rootSumMicros: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-proof-'));
  const file = path.join(dir, 'proof.json');
  writeFileSync(file, JSON.stringify(proof));
  try {
    const { stdout } = await run(process.execPath, [
      verifierScript,
      file,
      snapshot.rootHash,
      snapshot.rootSumMicros,
    ]);
    return { code: 0, stdout };
  } catch (error) {
    return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
  } finally {
    rmSync(dir, { recursive: true });
  }
}

const published = async (id: string) =>
  (await api(fixture.t, null, 'GET', `/api/public/proofs/${id}`)).json();

describe('proof-of-reserves snapshots on the local chains', () => {
  it('reads deposit and company addresses at one block, commits the ledger in a tree, proves each member', async () => {
    const [first, second, nobody] = members as [TestMember, TestMember, TestMember];
    const personal = await personalAddressOf(fixture.t, first);
    await send(fixture, 'BEP20', personal, '40');
    // Sent straight to the company address, not through a deposit: a reserve the ledger does not know.
    const company = fixture.chains.settings.networks.POLYGON.companyAddress as string;
    await send(fixture, 'POLYGON', company, '7.25', 'USDC');

    const id = await takeSnapshot();
    const snapshot = await published(id);
    const figures = (await api(fixture.t, null, 'GET', '/api/public/transparency')).json();
    expect(snapshot).toMatchObject({ id, members: 2, rootSum: '52.50', rootSumMicros: '52500000' });
    expect(snapshot.rootSum).toBe(figures.memberBalances.total);
    expect(snapshot.blocks.map((b: { network: string }) => b.network).sort()).toEqual(['BEP20', 'POLYGON']);
    for (const block of snapshot.blocks) {
      const onChain = await fixture.chains.chain.blockHash(block.network, BigInt(block.blockNumber));
      expect(onChain).toBe(block.blockHash);
    }
    expect(snapshot.reserves).toEqual(
      expect.arrayContaining([
        { network: 'BEP20', token: 'USDT', address: personal, kind: 'deposit', balance: '40.00' },
        { network: 'POLYGON', token: 'USDC', address: company, kind: 'company', balance: '7.25' },
      ]),
    );
    expect(snapshot.totalReserves).toBe('47.25');
    expect(snapshot.coverageRatio).toBe('0.90');

    for (const member of [first, second]) {
      const proof = (await api(fixture.t, member, 'GET', '/api/proof/me')).json();
      expect(proof).toMatchObject({ included: true, snapshotId: id, rootHash: snapshot.rootHash });
      const verdict = await verifyInclusion({
        nonceHex: proof.nonce,
        balanceMicros: BigInt(proof.balanceMicros),
        path: proof.path,
        rootHash: snapshot.rootHash,
        rootSum: BigInt(snapshot.rootSumMicros),
      });
      expect(verdict.ok).toBe(true);
    }
    // The standalone script, written apart from the server's code, agrees; and refuses a changed balance.
    const proof = (await api(fixture.t, first, 'GET', '/api/proof/me')).json();
    expect(await runVerifier(proof, snapshot)).toMatchObject({ code: 0 });
    const tampered = { ...proof, balanceMicros: String(BigInt(proof.balanceMicros) + 1n) };
    expect(await runVerifier(tampered, snapshot)).toMatchObject({ code: 1 });

    const none = (await api(fixture.t, nobody, 'GET', `/api/proof/me?snapshot=${id}`)).json();
    expect(none).toMatchObject({ included: false, snapshotId: id });

    const list = (await api(fixture.t, null, 'GET', '/api/public/proofs')).json();
    expect(list.snapshots[0]).toMatchObject({ id, rootHash: snapshot.rootHash });
  });

  it("serves every member's proof of a five-leaf snapshot, each reaching the published root", async () => {
    // Five leaves make a tree of depth 3 with padding: paths of leaves on both sides of the middle.
    const more: TestMember[] = [];
    for (const amount of ['1', '2.5', '300']) {
      const member = await createMember(fixture.t);
      await depositFunds(fixture.t, member.userId, amount);
      more.push(member);
    }
    const id = await takeSnapshot();
    const snapshot = await published(id);
    expect(snapshot.members).toBe(5);
    const owed = [...members.slice(0, 2), ...more];
    const indexes = new Set<number>();
    for (const member of owed) {
      const proof = (await api(fixture.t, member, 'GET', `/api/proof/me?snapshot=${id}`)).json();
      expect(proof.path).toHaveLength(3);
      indexes.add(proof.leafIndex);
      const verdict = await verifyInclusion({
        nonceHex: proof.nonce,
        balanceMicros: BigInt(proof.balanceMicros),
        path: proof.path,
        rootHash: snapshot.rootHash,
        rootSum: BigInt(snapshot.rootSumMicros),
      });
      expect(verdict.ok).toBe(true);
    }
    expect([...indexes].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses any change or deletion of a published snapshot', async () => {
    const { db } = fixture.t.database;
    // The database's own refusal, unwrapped from the query error around it.
    const refusal = (statement: string) =>
      db.execute(sql.raw(statement)).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    for (const table of [
      'proof_snapshots',
      'proof_leaves',
      'proof_nodes',
      'proof_blocks',
      'proof_reserves',
    ]) {
      expect(await refusal(`delete from ${table}`)).toMatch(/append-only/);
      expect(await refusal(`truncate ${table} cascade`)).toMatch(/append-only/);
    }
    expect(await refusal('update proof_leaves set balance = balance + 1')).toMatch(/append-only/);
    expect(await refusal("update proof_snapshots set root_hash = 'x'")).toMatch(/append-only/);
  });

  it('takes one scheduled snapshot per day however often the job runs', async () => {
    const { proofs } = fixture.t.app.services;
    expect(await proofs.take('2026-04-02')).not.toBeNull();
    expect(await proofs.take('2026-04-02')).toBeNull();
  });

  it('takes the daily snapshot from the hour in settings, once per day across processes', async () => {
    const count = async () =>
      (await api(fixture.t, null, 'GET', '/api/public/proofs')).json().pagination.totalItems;
    // PROOF_SNAPSHOT_HOUR_UTC is the setting's default until an administrator changes it.
    const [one, two] = [
      await fixture.restart({}, { PROOF_SNAPSHOT_HOUR_UTC: '12' }),
      await fixture.restart({}, { PROOF_SNAPSHOT_HOUR_UTC: '12' }),
    ];
    const at = (instant: string) => {
      for (const app of [one, two]) app.clock.set(instant);
    };
    at('2026-04-03T11:59:00Z');
    const before = await count();
    await proofSnapshotJob(one.app).run();
    expect(await count()).toBe(before);
    at('2026-04-03T12:00:00Z');
    await Promise.all([proofSnapshotJob(one.app).run(), proofSnapshotJob(two.app).run()]);
    await proofSnapshotJob(one.app).run();
    expect(await count()).toBe(before + 1);

    // Changed in the admin settings, the hour applies from the job's next run, in every process.
    const saved = await one.app.services.settings.update(admin.userId, { proofSnapshotHourUtc: 15 });
    expect(saved.proofSnapshotHourUtc).toBe(15);
    at('2026-04-04T14:30:00Z');
    await Promise.all([proofSnapshotJob(one.app).run(), proofSnapshotJob(two.app).run()]);
    expect(await count()).toBe(before + 1);
    at('2026-04-04T15:00:00Z');
    await proofSnapshotJob(two.app).run();
    expect(await count()).toBe(before + 2);
    await one.app.services.settings.update(admin.userId, { proofSnapshotHourUtc: 12 });
  });

  it('counts a cold wallet from the next snapshot once its signature proves control', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    await send(fixture, 'BEP20', account.address, '3');
    const message = coldWalletMessage(account.address, 'Nova', '2026-04-02');
    const declare = (body: Record<string, string>) =>
      api(fixture.t, admin, 'POST', '/api/admin/proofs/cold-wallets', body);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await declare({
      network: 'BEP20',
      address: account.address,
      message,
      signature: await stranger.signMessage({ message }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].path).toBe('signature');
    const otherText = await declare({
      network: 'BEP20',
      address: account.address,
      message: `${message}.`,
      signature: await account.signMessage({ message: `${message}.` }),
    });
    expect(otherText.statusCode).toBe(400);
    const signature = await account.signMessage({ message });
    const ok = await declare({ network: 'BEP20', address: account.address, message, signature });
    expect(ok.statusCode).toBe(201);

    const snapshot = await published(await takeSnapshot());
    expect(snapshot.reserves).toEqual(
      expect.arrayContaining([
        { network: 'BEP20', token: 'USDT', address: account.address, kind: 'cold', balance: '3.00' },
      ]),
    );
    expect(snapshot.coldWallets).toEqual([
      expect.objectContaining({ network: 'BEP20', address: account.address, message, signature }),
    ]);
  });

  it('audits every snapshot, on demand and by the job, and every cold wallet declared', async () => {
    const entries = async (action: string) =>
      (await api(fixture.t, admin, 'GET', `/api/admin/audit-log?action=${action}&limit=100`)).json().data;
    const snapshots = await entries('proofs.snapshot');
    const taken = (await api(fixture.t, null, 'GET', '/api/public/proofs?limit=100')).json().snapshots;
    expect(snapshots.map((entry: { targetId: string }) => entry.targetId).sort()).toEqual(
      taken.map((snapshot: { id: string }) => snapshot.id).sort(),
    );
    const byAdmin = snapshots.filter((entry: { actorId: string | null }) => entry.actorId === admin.userId);
    const byJob = snapshots.filter((entry: { actorId: string | null }) => entry.actorId === null);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byJob[0].after).toMatchObject({ scheduledDay: expect.any(String), rootHash: expect.any(String) });
    const wallets = await entries('proofs.cold_wallet');
    const declared = (await published(taken[0].id)).coldWallets;
    expect(wallets.map((entry: { after: { address: string } }) => entry.after.address)).toEqual(
      declared.map((wallet: { address: string }) => wallet.address),
    );
    expect(wallets[0].actorId).toBe(admin.userId);
  });

  it('answers the admin routes to administrators only and the member proof to members only', async () => {
    const member = members[0] as TestMember;
    expect((await api(fixture.t, member, 'POST', '/api/admin/proofs')).statusCode).toBe(403);
    expect((await api(fixture.t, null, 'GET', '/api/proof/me')).statusCode).toBe(401);
    const missing = await api(
      fixture.t,
      null,
      'GET',
      '/api/public/proofs/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});
