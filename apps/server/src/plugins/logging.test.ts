import { finished, PassThrough, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';

/** Rule 42: a server error is logged, and the log keeps no secrets or contact data. */
describe('the log', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DEMO: 'false', DATA_DIR: '/tmp/nova-test-unused' });
    app = await buildApp({ config, database, clock: new ManualClock(), logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a failed query without its parameters, the password hash or the email', async () => {
    // A constraint the registration cannot know about: its insert fails with a server error.
    await database.db.execute(
      sql`alter table users add constraint no_boom check (full_name is distinct from 'Boom Boom') not valid`,
    );
    const email = 'secret.person@example.com';
    const password = 'Unguessable42x';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, fullName: 'Boom Boom', phone: '+49 30 9876543' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL' });

    const failure = lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      err: { type: 'DrizzleQueryError', cause: { code: '23514', constraint: 'no_boom' } },
    });
    const err = failure?.err as { message: string };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    const everything = raw.join('\n');
    for (const secret of [email, 'secret.person', password, '$argon2', '9876543', 'Boom Boom']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('redacts secrets and contact data wherever a log call names them', () => {
    app.log.info(
      {
        body: { password: 'p4ssword', email: 'x@example.com', token: 'tok', otp: '123456' },
        user: { passwordHash: '$argon2id$v=19$abc', phone: '+15550001111', totpSecret: 'JBSWY3DP' },
        mail: { to: 'y@example.com', subject: 'Your code', text: 'Your code is 654321' },
      },
      'probe',
    );
    const probe = lines.find((line) => line.msg === 'probe');
    expect(probe).toMatchObject({
      body: { password: '[redacted]', email: '[redacted]', token: '[redacted]', otp: '[redacted]' },
      user: { passwordHash: '[redacted]', phone: '[redacted]', totpSecret: '[redacted]' },
      mail: { to: '[redacted]', subject: 'Your code', text: '[redacted]' },
    });
  });

  it('logs a client that left before its answer was sent at info, not as a server error', async () => {
    // The error Node reports when a stream being sent is cut off, as the compression plugin sees it.
    const cutOff = await new Promise<Error>((resolve) => {
      const answer = new PassThrough();
      finished(answer, (error) => resolve(error as Error));
      answer.destroy();
    });
    // The same, as the `end-of-stream` package the plugin pipes through reports it.
    const cutOffInPipe = new Error('premature close');
    app.log.error(cutOff);
    app.log.error({ err: cutOff }, 'request failed');
    app.log.error(cutOffInPipe);
    app.log.error(new Error('a real failure'));
    const gone = lines.filter(
      (line) => line.msg === 'client closed the connection before the answer was sent',
    );
    expect(gone).toHaveLength(3);
    for (const line of gone.slice(0, 2))
      expect(line).toMatchObject({ level: 30, err: { code: 'ERR_STREAM_PREMATURE_CLOSE' } });
    expect(gone[2]).toMatchObject({ level: 30, err: { message: 'premature close' } });
    const asErrors = lines.filter(
      (line) =>
        line.level === 50 && /premature close/i.test((line.err as { message?: string })?.message ?? ''),
    );
    expect(asErrors).toEqual([]);
    expect(lines.find((line) => line.msg === 'a real failure')).toMatchObject({ level: 50 });
  });
});
