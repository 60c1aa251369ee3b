import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { createMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLevel, fundPool, joinLevel } from '../../../test/vip-fixtures.ts';
import { balancesVerdict, poolVerdict } from './transparency.verdict.ts';

const DAY = 24 * 3_600_000;
const micros = (usd: string) => BigInt(Math.round(Number(usd) * 100)) * 10_000n;

describe('the transparency verdict in plain words', () => {
  it('states the coverage ratio, rounded down, and says so when assets fall short', () => {
    expect(balancesVerdict(micros('142'), micros('100'))).toEqual({
      covered: true,
      sentence: 'Member balances are covered 1.42× by assets held.',
    });
    expect(balancesVerdict(micros('80'), micros('100'))).toEqual({
      covered: false,
      sentence: 'Member balances are not fully covered: assets held cover 0.80× of them, $20.00 short.',
    });
    expect(balancesVerdict(0n, 0n).sentence).toBe('No member balances are owed right now.');
  });

  it('states the days the pool covers, and when it is short', () => {
    expect(
      poolVerdict({
        poolMicros: micros('610'),
        dailyMicros: micros('10'),
        coverageDays: '61.0',
        unfundedCount: 0,
      }),
    ).toEqual({
      covered: true,
      sentence: "The rewards pool covers 61 days of rewards at today's memberships.",
    });
    const short = poolVerdict({
      poolMicros: micros('120'),
      dailyMicros: micros('10'),
      coverageDays: '12.0',
      unfundedCount: 0,
    });
    expect(short.covered).toBe(false);
    expect(short.sentence).toMatch(
      /^The rewards pool covers only 12 days of rewards at today's memberships;/,
    );
    const empty = poolVerdict({
      poolMicros: 0n,
      dailyMicros: micros('10'),
      coverageDays: '0.0',
      unfundedCount: 2,
    });
    expect(empty.sentence).toMatch(/cannot cover one day.* 2 rewards are waiting for funds\.$/);
  });
});

describe('transparency figures and history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-01T08:00:00Z');
  });
  afterAll(() => t.close());

  const figures = async () => (await t.app.inject({ method: 'GET', url: '/api/public/transparency' })).json();

  it('computes the verdict from the ledger (hand-computed figures)', async () => {
    // Assets 500 (two deposits); a 100 membership moves 100 of the balances to revenue:
    // balances 400, ratio 500 / 400 = 1.25. Pool 610 against 10 a day: 61 days.
    const level = await createLevel(t, 'Silver', '100', '10');
    const member = await createMember(t);
    await depositFunds(t, member.userId, '300');
    await depositFunds(t, (await createMember(t)).userId, '200');
    await joinLevel(t.app, member, level.id);
    await fundPool(t, '610');
    t.app.services.transparency.invalidate();
    const res = await figures();
    expect(res).toMatchObject({
      totalAssets: '500.00',
      memberBalances: { total: '400.00' },
      rewardsPool: '610.00',
      dailyObligation: '10.00',
      coverageDays: '61.0',
      coverageRatio: '1.25',
      verdict: {
        balances: { covered: true, sentence: 'Member balances are covered 1.25× by assets held.' },
        pool: {
          covered: true,
          sentence: "The rewards pool covers 61 days of rewards at today's memberships.",
        },
      },
    });
  });

  it('records one snapshot per UTC day and returns the last N days, oldest first', async () => {
    expect(await t.app.services.transparency.snapshot()).toBe(true);
    expect(await t.app.services.transparency.snapshot()).toBe(false);
    t.clock.advance(DAY);
    await depositFunds(t, (await createMember(t)).userId, '100');
    expect(await t.app.services.transparency.snapshot()).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/transparency/history?days=90' });
    expect(res.statusCode).toBe(200);
    expect(res.json().snapshots).toEqual([
      {
        date: '2026-03-01',
        readAt: '2026-03-01T08:00:00.000Z',
        totalAssets: '500.00',
        memberBalances: '400.00',
        rewardsPool: '610.00',
        dailyObligation: '10.00',
        coverageRatio: '1.25',
        coverageDays: '61.0',
      },
      expect.objectContaining({
        date: '2026-03-02',
        totalAssets: '600.00',
        memberBalances: '500.00',
        coverageRatio: '1.20',
      }),
    ]);
    const lastDay = await t.app.inject({ method: 'GET', url: '/api/public/transparency/history?days=1' });
    expect(lastDay.json().snapshots.map((row: { date: string }) => row.date)).toEqual(['2026-03-02']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/transparency/history?days=0' });
    expect(bad.statusCode).toBe(400);
  });
});
