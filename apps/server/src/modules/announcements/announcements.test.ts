import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('news and the management log', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedInUser,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const log = async () =>
    (await call('GET', '/api/announcements?kind=MANAGEMENT_LOG&limit=50')).json().data as {
      title: string;
      body: string;
      automatic: boolean;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { isAdmin: true });
    member = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it('lets administrators write, publish, edit and delete posts, audit-logged; members get 403', async () => {
    const draft = await call('POST', '/api/admin/announcements', admin, {
      kind: 'NEWS',
      title: 'Polygon deposits are live',
      body: 'You can now deposit USDT on Polygon.',
      published: false,
    });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json().announcement;
    expect(draft.json()).toMatchObject({ message: 'Draft saved', announcement: { publishedAt: null } });
    expect((await call('GET', '/api/announcements?kind=NEWS')).json().data).toEqual([]);

    t.clock.advance(60_000);
    const published = await call('PUT', `/api/admin/announcements/${id}`, admin, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().announcement.publishedAt).toBe(t.clock.now().toISOString());
    const news = (await call('GET', '/api/announcements?kind=NEWS')).json();
    expect(news.data).toEqual([
      expect.objectContaining({ id, title: 'Polygon deposits are live', automatic: false }),
    ]);
    expect(news.pagination.totalItems).toBe(1);

    const edited = await call('PUT', `/api/admin/announcements/${id}`, admin, { title: 'Polygon is live' });
    expect(edited.json().announcement).toMatchObject({ title: 'Polygon is live' });

    for (const [method, url, payload] of [
      ['POST', '/api/admin/announcements', { kind: 'NEWS', title: 'x', body: 'y' }],
      ['PUT', `/api/admin/announcements/${id}`, { title: 'Hijacked' }],
      ['DELETE', `/api/admin/announcements/${id}`, undefined],
      ['GET', '/api/admin/announcements', undefined],
    ] as const) {
      expect((await call(method, url, member, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }

    const bad = await call('POST', '/api/admin/announcements', admin, { kind: 'BLOG', title: ' ', body: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body', 'kind', 'title']);
    expect((await call('PUT', `/api/admin/announcements/${id}`, admin, {})).statusCode).toBe(400);

    expect((await call('DELETE', `/api/admin/announcements/${id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/announcements/${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/announcements?kind=NEWS')).json().data).toEqual([]);

    const audit = (await call('GET', '/api/admin/audit-log?limit=10', admin)).json().data;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'announcement.delete',
      'announcement.update',
      'announcement.update',
      'announcement.create',
    ]);
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      targetId: id,
      before: { title: 'Polygon is live' },
    });
    // A post is not a management-log entry, and writing one adds none.
    expect(await log()).toEqual([]);
  });

  it('writes a management-log entry for each operator action that concerns members', async () => {
    const expectLatest = async (title: string, body: RegExp) => {
      const [latest] = await log();
      expect(latest).toMatchObject({ title, automatic: true });
      expect(latest?.body).toMatch(body);
    };
    const step = () => t.clock.advance(1000);

    step();
    expect(
      (await call('POST', '/api/admin/rewards-pool/fund', admin, { amount: '2500', note: 'Monthly top-up' }))
        .statusCode,
    ).toBe(200);
    await expectLatest('Rewards pool funded', /\$2,500\.00 to the rewards pool/);

    const settings = async (patch: object) => {
      step();
      expect((await call('PUT', '/api/admin/settings', admin, patch)).statusCode).toBe(200);
    };
    await settings({ isWithdrawalEnabled: false });
    await expectLatest('Withdrawals paused', /Withdrawals are paused/);
    await settings({ isWithdrawalEnabled: true });
    await expectLatest('Withdrawals resumed', /open again/);
    await settings({ isDepositEnabled: false });
    await expectLatest('Deposits paused', /New deposits are paused/);
    await settings({ isDepositEnabled: true });
    await expectLatest('Deposits resumed', /open again/);
    await settings({ referralBonusLevel1Rate: 0.12 });
    await expectLatest('Referral rates changed', /level 1 is now 12% \(was 10%\) of a membership payment/);
    await settings({ minDepositAmount: '35' });
    await expectLatest('Minimum deposit changed', /now \$35\.00 \(was \$30\.00\)/);
    await settings({ minWithdrawalAmount: '15' });
    await expectLatest('Minimum withdrawal changed', /now \$15\.00 \(was \$10\.00\)/);
    const before = (await log()).length;
    await settings({ depositExpiryHours: 48 });
    expect(await log()).toHaveLength(before);

    step();
    const created = await call('POST', '/api/admin/vip-levels', admin, {
      name: 'Gold',
      amount: '150',
      dailyEarning: '16.5',
    });
    expect(created.statusCode).toBe(201);
    const levelId = created.json().level.id;
    await expectLatest('VIP level added', /Gold, was added: price \$150\.00, daily earning \$16\.50/);
    step();
    await call('PUT', `/api/admin/vip-levels/${levelId}`, admin, { dailyEarning: '17' });
    await expectLatest('VIP level changed', /Gold now has price \$150\.00, daily earning \$17\.00/);
    step();
    await call('PUT', `/api/admin/vip-levels/${levelId}`, admin, { isActive: false });
    await expectLatest('VIP level deactivated', /Gold is no longer on offer/);

    step();
    const tier = await call('POST', '/api/admin/withdrawal-fee-tiers', admin, {
      minAmount: '10',
      maxAmount: '100',
      percent: 0.02,
    });
    expect(tier.statusCode).toBe(201);
    await expectLatest(
      'Withdrawal fees changed',
      /2% now applies to withdrawals from \$10\.00 up to \$100\.00/,
    );
    step();
    await call('DELETE', `/api/admin/withdrawal-fee-tiers/${tier.json().tier.id}`, admin);
    await expectLatest(
      'Withdrawal fees changed',
      /fee of 2% for withdrawals from \$10\.00 up to \$100\.00 was removed/,
    );

    // Automatic entries name no member and no administrator, and cannot be edited or deleted.
    const all = (await call('GET', '/api/admin/announcements?kind=MANAGEMENT_LOG&limit=100', admin)).json()
      .data;
    expect(all.length).toBe(13);
    const text = JSON.stringify(all);
    for (const secret of [admin.userId, member.userId, '@example.com']) expect(text).not.toContain(secret);
    const entry = all[0];
    expect(
      (await call('PUT', `/api/admin/announcements/${entry.id}`, admin, { title: 'Edited' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/admin/announcements/${entry.id}`, admin)).statusCode).toBe(409);
  });

  it('adds written management-log entries beside the automatic ones', async () => {
    t.clock.advance(1000);
    const written = await call('POST', '/api/admin/announcements', admin, {
      kind: 'MANAGEMENT_LOG',
      title: 'Scheduled maintenance',
      body: 'The site will be read-only on Sunday from 02:00 to 03:00 UTC.',
    });
    expect(written.statusCode).toBe(201);
    const [latest] = await log();
    expect(latest).toMatchObject({ title: 'Scheduled maintenance', automatic: false });
    const page = (await call('GET', '/api/announcements?kind=MANAGEMENT_LOG&page=2&limit=5')).json();
    expect(page.data).toHaveLength(5);
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 3, totalItems: 14, itemsPerPage: 5 });
    expect(page.data.every((entry: { automatic: boolean }) => entry.automatic)).toBe(true);
    expect((await call('GET', '/api/announcements?kind=OTHER')).statusCode).toBe(400);
  });
});
