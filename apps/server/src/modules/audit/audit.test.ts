import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from './audit.tables.ts';

describe('audit log', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const list = (query: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('keeps no entry of a transaction that rolled back', async () => {
    const failure = new Error('the recorded action failed');
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.audit.record(tx, {
          actorId: admin.userId,
          action: 'test.fail',
          targetType: 'test',
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('lists entries newest first, a page at a time, to administrators only', async () => {
    for (const minDepositAmount of ['31', '32', '33']) {
      t.clock.advance(60_000);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { minDepositAmount },
      });
      expect(res.statusCode).toBe(200);
    }
    const first = await list('?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3, itemsPerPage: 2 });
    expect(
      body.data.map((entry: { after: { minDepositAmount: string } }) => entry.after.minDepositAmount),
    ).toEqual(['33.00', '32.00']);
    expect(body.data[0]).toMatchObject({
      actorId: admin.userId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before: { minDepositAmount: '32.00' },
      note: null,
      createdAt: t.clock.now().toISOString(),
    });
    const second = await list('?page=2&limit=2');
    expect(second.json().data).toHaveLength(1);
    expect(second.json().data[0].after).toEqual({ minDepositAmount: '31.00' });

    expect((await list('?limit=500')).statusCode).toBe(400);
    expect((await list('', {})).statusCode).toBe(401);
    const member = await createSignedInUser(t);
    expect((await list('', member.headers)).statusCode).toBe(403);
  });

  it('cannot be edited or deleted, even by SQL', async () => {
    await expect(t.database.db.execute(sql`update audit_log set note = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await t.database.db.select().from(auditLog)).toHaveLength(3);
  });
});
