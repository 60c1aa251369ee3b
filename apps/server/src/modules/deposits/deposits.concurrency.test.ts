import { eq } from 'drizzle-orm';
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
import { onPostgres } from '../../../test/test-app.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
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

  it('lets exactly one of several members racing to claim one transfer win', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(fixture.t)));
    const hash = await send(fixture, 'BEP20', chainOf(fixture, 'BEP20').companyAddress, '70');
    await mineBlocks(chainOf(fixture, 'BEP20'), 5);
    const answers = await Promise.all(
      members.map((member) =>
        api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
          amount: '70',
          network: 'BEP20',
          transactionHash: hash,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().message).toBe('This transaction has already been used for a deposit');
    }
    const rows = await fixture.t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionHash, hash));
    expect(rows).toHaveLength(1);
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
