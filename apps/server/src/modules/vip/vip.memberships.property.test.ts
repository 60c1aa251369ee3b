import { applyPpm, type VipLevel } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLevel, fundPool, setReferrer } from '../../../test/vip-fixtures.ts';

const MEMBERS = 5;
const RATES_PPM = [100_000n, 50_000n, 20_000n];

type Step =
  | { kind: 'deposit'; member: number; amount: number }
  | { kind: 'join'; member: number; level: number }
  | { kind: 'start'; member: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'settle' }
  | { kind: 'fund'; amount: number };

const member = fc.nat({ max: MEMBERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), member, amount: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('join' as const), member, level: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant('start' as const), member }),
  fc.record({ kind: fc.constant('hours' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  fc.constant({ kind: 'settle' as const }),
  fc.record({ kind: fc.constant('fund' as const), amount: fc.integer({ min: 1, max: 60 }) }),
);
/** referrers[i]: the index of member i's referrer (always an earlier member), or null. */
const referrers = fc.tuple(
  ...Array.from({ length: MEMBERS }, (_, index) =>
    index === 0 ? fc.constant(null) : fc.option(fc.nat({ max: index - 1 }), { nil: null }),
  ),
);

interface Row {
  [key: string]: unknown;
}
async function rows(t: TestApp, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe('memberships under random workloads', () => {
  let t: TestApp;
  let levels: VipLevel[];
  beforeAll(async () => {
    t = await createTestApp();
    levels = [
      await createLevel(t, 'Bronze', '50', '5'),
      await createLevel(t, 'Silver', '100', '10'),
      await createLevel(t, 'Gold', '150', '16.5'),
    ];
  });
  afterAll(() => t.close());

  async function run(tree: (number | null)[], steps: Step[]): Promise<void> {
    const members: TestMember[] = [];
    for (const referrer of tree) {
      const created = await createMember(t);
      if (referrer !== null) await setReferrer(t, created.userId, members[referrer]?.userId ?? '');
      members.push(created);
    }
    for (const action of steps) {
      const actor = 'member' in action ? members[action.member] : undefined;
      const headers = actor ? bearer(actor.token) : {};
      if (action.kind === 'deposit' && actor) await depositFunds(t, actor.userId, String(action.amount));
      if (action.kind === 'join') {
        const payload = { vipLevelId: levels[action.level]?.id };
        const res = await t.app.inject({ method: 'POST', url: '/api/vip/join', headers, payload });
        expect([200, 422]).toContain(res.statusCode);
      }
      if (action.kind === 'start') {
        const res = await t.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers });
        expect([200, 422]).toContain(res.statusCode);
      }
      if (action.kind === 'hours') t.clock.advance(action.hours * 3_600_000);
      if (action.kind === 'settle') await t.app.services.earningSessions.settleDue();
      if (action.kind === 'fund') await fundPool(t, String(action.amount));
    }
  }

  it('conserves money, pays bonuses of exactly the rates, and never lets earnings pay', async () => {
    await fc.assert(
      fc.asyncProperty(referrers, fc.array(step, { minLength: 5, maxLength: 25 }), async (tree, steps) => {
        await run(tree, steps);
        await expectLedgerSound(t.database.db);
        // Every membership payment leaves a member's deposit account, never an earnings account.
        const payers = await rows(
          t,
          sql`select a.kind from ledger_transfers x join ledger_accounts a on a.id = x.debit_account_id
              where x.type = 'VIP_PAYMENT' group by a.kind`,
        );
        expect(payers.every((row) => row.kind === 'member_deposit')).toBe(true);
        // Each payment's bonuses: the rate of its level times the payment, to the right referrer.
        const bonuses = await rows(
          t,
          sql`select p.amount::text as payment, (b.metadata->>'level')::int as level, b.amount::text as bonus,
                b.user_id = (with recursive chain(id, depth) as (
                  select u.referrer_id, 1 from users u where u.id = p.user_id
                  union all select u.referrer_id, c.depth + 1 from chain c join users u on u.id = c.id
                  where c.depth < 3) select id from chain where depth = (b.metadata->>'level')::int) as to_ancestor
              from ledger_transfers p join ledger_transfers b
                on b.type = 'REFERRAL_BONUS' and b.metadata->>'paymentTransferId' = p.id::text
              where p.type = 'VIP_PAYMENT'`,
        );
        for (const bonus of bonuses) {
          const expected = applyPpm(BigInt(String(bonus.payment)), RATES_PPM[Number(bonus.level) - 1] ?? 0n);
          expect(BigInt(String(bonus.bonus))).toBe(expected);
          expect(bonus.to_ancestor).toBe(true);
        }
        // And no payment misses a bonus its chain should have received.
        const [missing] = await rows(
          t,
          sql`select count(*)::int as n from ledger_transfers p join users u on u.id = p.user_id
              where p.type = 'VIP_PAYMENT' and u.referrer_id is not null and not exists (
                select 1 from ledger_transfers b where b.type = 'REFERRAL_BONUS'
                  and b.metadata->>'paymentTransferId' = p.id::text and b.metadata->>'level' = '1')`,
        );
        expect(missing?.n).toBe(0);
      }),
      { numRuns: 12 },
    );
  });
});
