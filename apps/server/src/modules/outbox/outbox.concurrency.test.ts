import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../../test/members.ts';
import { insertFailedEmail } from '../../../test/outbox-fixtures.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { emailOutbox } from './outbox.tables.ts';

/** Decision 021: a failed email is queued again once, however many Retry presses arrive together. */
describe.skipIf(!onPostgres)('concurrent retries (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('200 concurrent retries of one failed email: one queues it, the others find nothing to retry', async () => {
    const admin = await createMember(t, { isAdmin: true });
    const id = await insertFailedEmail(t.database.db, 'lost@example.com', t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: bearer(admin.token) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(199);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 0, failedAt: null });
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited).toHaveLength(1);
  });
});
