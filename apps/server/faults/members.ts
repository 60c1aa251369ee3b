import type { VipLevel } from '@nova/contracts';
import { depositFunds } from '../test/fixtures.ts';
import { createMember, type TestMember } from '../test/members.ts';
import { createLevel, fundPool } from '../test/vip-fixtures.ts';
import { creditEarnings } from '../test/withdrawal-fixtures.ts';
import type { Harness } from './harness.ts';

/**
 * Members as the database-restart scenario needs them: each with 300 deposited, 50 of earnings,
 * the first level joined and a session that ended an hour ago (the harness clock is a day back),
 * so the servers' settlement job pays 50 sessions while the load runs.
 */
export interface Levels {
  first: VipLevel;
  second: VipLevel;
}

export const SEEDED = { deposit: '300', earnings: '50' } as const;

export async function seedLevels(h: Harness): Promise<Levels> {
  await fundPool(h.t, '100000');
  return {
    first: await createLevel(h.t, 'Faults One', '100', '2'),
    second: await createLevel(h.t, 'Faults Two', '150', '3'),
  };
}

export async function seedMembers(h: Harness, levels: Levels, count: number): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(h.t);
    await depositFunds(h.t, member.userId, SEEDED.deposit);
    await creditEarnings(h.t, member.userId, SEEDED.earnings);
    const headers = { authorization: `Bearer ${member.token}` };
    const joined = await h.t.app.inject({
      method: 'POST',
      url: '/api/vip/join',
      headers,
      payload: { vipLevelId: levels.first.id },
    });
    const started = await h.t.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers });
    if (joined.statusCode !== 200 || started.statusCode !== 200)
      throw new Error(`seeding a member failed: ${joined.body} ${started.body}`);
    members.push(member);
  }
  return members;
}
