import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds, insertPendingClaim } from '../../../test/fixtures.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { openSse, type SseClient } from '../../../test/sse-client.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { createLevel, joinLevel } from '../../../test/vip-fixtures.ts';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';

let t: TestApp;
let levelId: string;
const open: SseClient[] = [];

async function stream(path: string, headers: Record<string, string> = {}, app = t.app): Promise<SseClient> {
  const client = await openSse(app, path, headers);
  open.push(client);
  return client;
}

/** A member with funds for one membership: joining it moves their wallet (a ledger change). */
async function fundedMember(): Promise<TestMember> {
  const member = await createMember(t);
  await depositFunds(t, member.userId, '100');
  return member;
}

const join = (member: TestMember, app = t.app) =>
  joinLevel(app, member, levelId, { 'idempotency-key': newId() });

/** A public event everybody receives: whatever was published before it has arrived by then. */
async function settingsChange(value: string): Promise<void> {
  await t.app.services.settings.update(null, { minDepositAmount: value });
}

beforeAll(async () => {
  t = await createTestApp();
  levelId = (await createLevel(t, 'Bronze', '50', '1')).id;
});

afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('requires a session: no token or an ended one is 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer('not-a-token') });
    expect(wrong.statusCode).toBe(401);
  });

  it("delivers a member's own events and never another member's", async () => {
    const [alice, bob] = [await fundedMember(), await fundedMember()];
    const aliceStream = await stream('/api/events', bearer(alice.token));
    const bobStream = await stream('/api/events', bearer(bob.token));
    expect(aliceStream.status).toBe(200);

    await join(bob);
    const bobsWallet = await bobStream.next('wallet');
    expect(bobsWallet.id).toBeTruthy();
    expect(JSON.parse(bobsWallet.data)).toEqual({ kind: 'wallet' });

    // Events arrive in commit order: once Alice has the later public event, Bob's would be there too.
    await settingsChange('31');
    await aliceStream.next('settings');
    // Bob's join moved the public transparency figures too; nothing of Bob's own reached Alice.
    expect(aliceStream.events.map((event) => event.event)).toEqual(['transparency', 'settings']);
    await bobStream.next('settings');
  });

  it('gives administrators the pending lists and members only their own deposit', async () => {
    const member = await createMember(t);
    const admin = await createMember(t, { isAdmin: true });
    const adminStream = await stream('/api/events', bearer(admin.token));
    const memberStream = await stream('/api/events', bearer(member.token));
    await insertPendingClaim(t, member.userId);
    await adminStream.next('admin-deposits');
    await memberStream.next('deposit');
    await settingsChange('32');
    await memberStream.next('settings');
    expect(memberStream.events.map((event) => event.event)).toEqual(['deposit', 'settings']);
    expect(adminStream.events.map((event) => event.event)).not.toContain('deposit');
  });

  it('resumes after Last-Event-ID with what the member missed, and asks for a refetch when it cannot', async () => {
    const [member, other] = [await fundedMember(), await fundedMember()];
    const first = await stream('/api/events', bearer(member.token));
    await settingsChange('33');
    const seen = await first.next('settings');
    first.close();

    await join(other);
    await join(member);
    const resumed = await stream('/api/events', { ...bearer(member.token), 'last-event-id': seen.id ?? '' });
    await resumed.next('wallet');
    await settingsChange('34');
    await resumed.next('settings');
    // Only the member's own missed event came back (not the other member's), then the live one.
    const own = resumed.events.filter((event) => event.event !== 'transparency');
    expect(own.map((event) => event.event)).toEqual(['wallet', 'settings']);

    const lost = await stream('/api/events', { ...bearer(member.token), 'last-event-id': 'forgotten' });
    await lost.next('resync');
  });

  it('ends the stream when its session ends: logout, suspension', async () => {
    const member = await createMember(t);
    const client = await stream('/api/events', bearer(member.token));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(member.token),
    });
    expect(logout.statusCode).toBe(200);
    await client.ended;

    const suspended = await createMember(t);
    const theirs = await stream('/api/events', bearer(suspended.token));
    await t.app.services.auth.toggleUserStatus(member.userId, suspended.userId);
    await theirs.ended;
  });
});

describe('GET /api/public/events', () => {
  it('carries public figures to anyone and nothing of a member', async () => {
    const visitor = await stream('/api/public/events');
    expect(visitor.status).toBe(200);
    await join(await fundedMember());
    await settingsChange('35');
    await visitor.next('settings');
    // The join moved the transparency figures (public) and one member's wallet (not public).
    expect(visitor.events.map((event) => event.event)).toEqual(['transparency', 'settings']);
  });
});

/** Resolves once the hub of `app` holds `count` streams (a closed stream is released by the server). */
async function streamsOpen(app: TestApp['app'], count: number): Promise<void> {
  while (app.services.events.hub.size() !== count) await new Promise((resolve) => setImmediate(resolve));
}

describe('stream caps', () => {
  it('lets a member hold 5 streams, refuses a 6th with 429 and admits it once one closes', async () => {
    const member = await createMember(t);
    const before = t.app.services.events.hub.size();
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await stream('/api/events', bearer(member.token)));
    expect(five.map((client) => client.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream('/api/events', bearer(member.token));
    expect(sixth.status).toBe(429);
    // Another member is not held back by this one's streams.
    expect((await stream('/api/events', bearer((await createMember(t)).token))).status).toBe(200);
    five[0]?.close();
    await streamsOpen(t.app, before + 5);
    expect((await stream('/api/events', bearer(member.token))).status).toBe(200);
  });

  it('lets one client address hold 2 public streams and refuses a 3rd with 429 until one closes', async () => {
    // Every stream comes from 127.0.0.1 here: the earlier tests' streams go first.
    for (const client of open.splice(0)) client.close();
    await streamsOpen(t.app, 0);
    const first = await stream('/api/public/events');
    const second = await stream('/api/public/events');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await stream('/api/public/events');
    expect(third.status).toBe(429);
    second.close();
    await streamsOpen(t.app, 1);
    expect((await stream('/api/public/events')).status).toBe(200);
  });

  it('answers 503 beyond the process-wide cap', async () => {
    const capped = await createTestApp({ EVENTS_MAX_TOTAL: '2' }, { database: t.database });
    try {
      const members = [await createMember(t), await createMember(t), await createMember(t)];
      const [a, b] = [members[0], members[1]];
      if (!a || !b || !members[2]) throw new Error('no members');
      expect((await stream('/api/events', bearer(a.token), capped.app)).status).toBe(200);
      expect((await stream('/api/events', bearer(b.token), capped.app)).status).toBe(200);
      const busy = await openSse(capped.app, '/api/events', bearer(members[2].token));
      expect(busy.status).toBe(503);
      busy.close();
    } finally {
      for (const client of open.splice(0)) client.close();
      await capped.close();
    }
  });
});

describe.runIf(onPostgres)('across processes on PostgreSQL', () => {
  it('delivers a change made in one process to a member connected to another, and ends it there on logout', async () => {
    const url = t.database.pool?.options.connectionString;
    if (!url) throw new Error('no connection string');
    const database = openPostgres(url, 4);
    const other = await buildApp({ config: t.config, database, clock: t.clock });
    try {
      const member = await fundedMember();
      const client = await stream('/api/events', bearer(member.token), other);
      await join(member, t.app);
      await client.next('wallet');
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(member.token) });
      await client.ended;
    } finally {
      await other.close();
      await database.close();
    }
  });
});
