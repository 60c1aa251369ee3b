import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  chainOf,
  createMember,
  type DepositFixture,
  personalAddressOf,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import { bearer, TEST_PASSWORD, type TestMember } from '../../../test/members.ts';
import { challengeFor, givePassword, proveSender, signWith } from '../../../test/sender-proofs.ts';
import { onPostgres } from '../../../test/test-app.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
import { AppError } from '../../lib/app-error.ts';
import { deposits } from './deposits.tables.ts';

/**
 * Races need parallel connections: PostgreSQL only (PGlite runs one transaction at a time).
 */
if (!onPostgres) console.info('deposit race tests skipped: they need PostgreSQL (set DATABASE_URL)');

describe.skipIf(!onPostgres)('deposits under concurrent requests', () => {
  let fixture: DepositFixture;
  beforeAll(async () => {
    fixture = await startDepositFixture();
  });
  afterAll(() => fixture.stop());

  it('credits at most once when 200 members claim one transfer at the same moment', async () => {
    // Decision 017: claims reserve nothing, so all 200 are written; only the one member who
    // proved the sender is credited, and the others' claims are closed or refused as used.
    const members = await Promise.all(Array.from({ length: 200 }, () => createMember(fixture.t)));
    const prover = await givePassword(fixture.t, members[137] as TestMember);
    const bsc = chainOf(fixture, 'BEP20');
    expect((await proveSender(fixture.t, prover, bsc.demoWallet.privateKey)).statusCode).toBe(201);
    const hash = await send(fixture, 'BEP20', bsc.companyAddress, '70');
    await mineBlocks(bsc, 5);
    const answers = await Promise.all(
      members.map((member, index) =>
        fixture.t.app.inject({
          method: 'POST',
          url: '/api/deposit/usdt/create',
          // One client address each: the per-client claim limit is not what this measures.
          remoteAddress: `10.9.${index >> 8}.${index & 255}`,
          headers: bearer(member.token),
          payload: { amount: '70', network: 'BEP20', transactionHash: hash },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    expect(answers[137]?.json()).toMatchObject({ autoConfirmed: true });
    const rows = await fixture.t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionHash, hash));
    const confirmed = rows.filter((row) => row.status === 'CONFIRMED');
    expect(confirmed.map((row) => row.userId)).toEqual([prover.userId]);
    expect(rows.filter((row) => row.status === 'PENDING')).toEqual([]);
    expect(rows.length).toBe(statuses.filter((code) => code === 201).length);
    expect(await balanceOf(fixture.t, prover)).toBe('70.00');
  });

  it('lets one of 200 concurrent submissions of one signed message prove the sender', async () => {
    const member = await givePassword(fixture.t, await createMember(fixture.t));
    const key = generatePrivateKey();
    const address = privateKeyToAddress(key);
    const challenge = await challengeFor(fixture.t, member, address);
    const body = {
      address,
      nonce: challenge.nonce,
      signature: await signWith(key, challenge.message),
      currentPassword: TEST_PASSWORD,
    };
    // The service directly: the route's per-member limit would stop most of them first; each from
    // an address of its own, so the password's sign-in limits leave all 200 to race for the nonce.
    const { senderProofs } = fixture.t.app.services.deposits;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        senderProofs.prove(member.userId, body, `10.7.${i >> 8}.${i & 255}`),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused.every((error) => error instanceof AppError && error.code === 'SIGNATURE_INVALID')).toBe(
      true,
    );
  });

  it('lets one of two administrators approve one of two claims of a transfer', async () => {
    const [admin, otherAdmin] = [
      await createMember(fixture.t, { isAdmin: true }),
      await createMember(fixture.t, { isAdmin: true }),
    ];
    const [p, q] = [await createMember(fixture.t), await createMember(fixture.t)];
    const hash = await send(fixture, 'BEP20', chainOf(fixture, 'BEP20').companyAddress, '44');
    await mineBlocks(chainOf(fixture, 'BEP20'), 5);
    const claimOf = async (member: TestMember) =>
      (
        await api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
          amount: '44',
          network: 'BEP20',
          transactionHash: hash,
        })
      ).json().deposit.id as string;
    const ids = [await claimOf(p), await claimOf(q)];
    const answers = await Promise.all(
      [admin, otherAdmin].map((who, index) =>
        api(fixture.t, who, 'POST', `/api/admin/deposits/${ids[index]}/approve`, {}),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const balances = [await balanceOf(fixture.t, p), await balanceOf(fixture.t, q)].sort();
    expect(balances).toEqual(['0.00', '44.00']);
  });

  it('credits a personal-address transfer once when the member claims it while two watchers read it', async () => {
    const member = await createMember(fixture.t);
    const hash = await send(fixture, 'POLYGON', await personalAddressOf(fixture.t, member), '21');
    await mineBlocks(chainOf(fixture, 'POLYGON'), 6);
    const second = await fixture.restart();
    await Promise.all([
      fixture.t.app.services.deposits.watcher.run('POLYGON'),
      second.app.services.deposits.watcher.run('POLYGON'),
      api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
        amount: '21',
        network: 'POLYGON',
        transactionHash: hash,
      }),
    ]);
    await fixture.t.app.services.deposits.watcher.run('POLYGON');
    expect(await balanceOf(fixture.t, member)).toBe('21.00');
    const rows = await fixture.t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionHash, hash));
    expect(rows.map((row) => row.status)).toEqual(['CONFIRMED']);
  });

  it('lets only one of two administrators approve the same deposit', async () => {
    const [admin, otherAdmin, member] = [
      await createMember(fixture.t, { isAdmin: true }),
      await createMember(fixture.t, { isAdmin: true }),
      await createMember(fixture.t),
    ];
    const hash = await send(fixture, 'BEP20', chainOf(fixture, 'BEP20').companyAddress, '33');
    await mineBlocks(chainOf(fixture, 'BEP20'), 5);
    const { deposit } = (
      await api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
        amount: '33',
        network: 'BEP20',
        transactionHash: hash,
      })
    ).json();
    const answers = await Promise.all(
      [admin, otherAdmin].map((who) =>
        api(fixture.t, who, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {}),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(fixture.t, member)).toBe('33.00');
  });
});
