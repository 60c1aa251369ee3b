import { createMember, depositFunds } from '../../apps/server/test/fixtures.ts';
import { createLevel, setReferrer } from '../../apps/server/test/membership-fixtures.ts';
import type { TestApp } from '../../apps/server/test/test-app.ts';
import type { TestContext } from './context.ts';

/** The in-process server in the shape the server's test fixtures use (they read app, database and the clock). */
export function fixtureApp(t: TestContext): TestApp {
  const { app } = t.env.server;
  const fixture = { app, database: app.deps.database, clock: app.deps.clock, config: app.deps.config };
  return { ...fixture, close: async () => {} } as unknown as TestApp;
}

/** A member (Rita Referrer) who invited Bob Buyer; Bob deposited and joined a level, paying Rita a bonus. */
export async function memberWithTeam(t: TestContext) {
  const app = fixtureApp(t);
  const owner = await createMember(app, { fullName: 'Rita Referrer' });
  const friend = await createMember(app, { fullName: 'Bob Buyer' });
  await setReferrer(app, friend.userId, owner.userId);
  const level = await createLevel(app, `Team ${friend.userId.slice(-6)}`, '100', '5');
  await depositFunds(app, owner.userId, '250');
  await depositFunds(app, friend.userId, '150');
  await t.env.server.app.services.memberships.join(friend.userId, level.id);
  await t.env.server.app.services.memberships.join(owner.userId, level.id);
  return { owner, friend, level };
}
