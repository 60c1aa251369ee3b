import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ConfigError, loadConfig } from '../config.ts';

/** Rule 12 and HSTS: the client address, HTTPS and the Authorization scheme behind a proxy. */
describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ DEMO: 'false', TRUST_PROXY: value }).TRUST_PROXY;

  it('is off when unset, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ DEMO: 'false' }).TRUST_PROXY).toBeUndefined();
    expect(parse(' ')).toBeUndefined();
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1, 172.16.0.0/12,fd00::/8')).toEqual(['10.0.0.1', '172.16.0.0/12', 'fd00::/8']);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2'])(
    'refuses %j with a readable message',
    (value) => {
      expect(() => parse(value)).toThrow(ConfigError);
      expect(() => parse(value)).toThrow(
        /TRUST_PROXY: must be a hop count or a list of proxy addresses\/CIDRs/,
      );
    },
  );
});

describe('requests behind a proxy', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const health = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers });

  it('sends HSTS only on HTTPS requests', async () => {
    expect((await health(direct)).headers['strict-transport-security']).toBeUndefined();
    // Not believed from a client that no proxy stands for.
    const forged = await health(direct, { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect((await health(proxied)).headers['strict-transport-security']).toBeUndefined();
    const https = await health(proxied, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('accepts the Bearer scheme in any case', async () => {
    const member = await createSignedInUser(direct);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await direct.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `${scheme} ${member.token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    for (const header of [`Basic ${member.token}`, `Bearer`, `Bearer${member.token}`, member.token]) {
      const res = await direct.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
  });
});
