import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, mailDisabled, startRefusals } from './config.ts';

/** Decision 017: what a production start refuses to do without. */
const production = { DEMO: 'false', DATABASE_URL: 'postgres://nova@127.0.0.1/nova' };
const key = randomBytes(32);

describe('start refusals', () => {
  it('refuses a production start without SMTP_URL or SECRETS_KEY, naming what to set', () => {
    const refusals = startRefusals(loadConfig(production));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toContain('SMTP_URL');
    expect(refusals[0]).toContain('MAIL_DISABLED=true');
    expect(refusals[1]).toContain('SECRETS_KEY');
  });

  it('starts without email only when told so on purpose, and says mail is off', () => {
    const config = loadConfig({ ...production, MAIL_DISABLED: 'true', SECRETS_KEY: key.toString('base64') });
    expect(startRefusals(config)).toEqual([]);
    expect(mailDisabled(config)).toBe(true);
    const mailed = loadConfig({
      ...production,
      SMTP_URL: 'smtp://127.0.0.1:25',
      SECRETS_KEY: key.toString('hex'),
    });
    expect(startRefusals(mailed)).toEqual([]);
    expect(mailDisabled(mailed)).toBe(false);
  });

  it('asks nothing of the demo', () => {
    const demo = loadConfig({});
    expect(demo.demo).toBe(true);
    expect(startRefusals(demo)).toEqual([]);
    expect(mailDisabled(demo)).toBe(false);
  });

  it('reads a 32-byte key in base64 or hex and refuses anything else', () => {
    expect(loadConfig({ SECRETS_KEY: key.toString('base64') }).SECRETS_KEY).toEqual(key);
    expect(loadConfig({ SECRETS_KEY: key.toString('hex') }).SECRETS_KEY).toEqual(key);
    for (const bad of ['short', randomBytes(16).toString('base64'), `${key.toString('base64')}!`])
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY: must be 32 random bytes/);
  });
});
