import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../../test/members.ts';
import { openSse, type SseClient } from '../../../test/sse-client.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';

/** The stream caps under a burst: 200 streams asked at once get exactly the cap (PostgreSQL). */
describe.skipIf(!onPostgres)('stream caps under a burst (PostgreSQL)', () => {
  let t: TestApp;
  const opened: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await t.close();
  });

  const burst = async (path: string, headers: Record<string, string> = {}) => {
    const clients = await Promise.all(Array.from({ length: 200 }, () => openSse(t.app, path, headers)));
    opened.push(...clients);
    return clients.map((client) => client.status);
  };

  it('admits 5 of 200 streams of one member and 2 of 200 public streams of one address', async () => {
    const member = await createMember(t);
    const memberStatuses = await burst('/api/events', bearer(member.token));
    expect(memberStatuses.filter((status) => status === 200)).toHaveLength(5);
    expect(memberStatuses.filter((status) => status === 429)).toHaveLength(195);
    const publicStatuses = await burst('/api/public/events');
    expect(publicStatuses.filter((status) => status === 200)).toHaveLength(2);
    expect(publicStatuses.filter((status) => status === 429)).toHaveLength(198);
  });
});
