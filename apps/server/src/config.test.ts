import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mailDisabled, startRefusals } from './config.ts';

/** Decision 002: demo mode only on purpose or on the loopback. */
const base = { DATA_DIR: '/tmp/nova-test-unused', LOG_LEVEL: 'silent' } as const;
const configured = { DATABASE_URL: 'postgres://nova@db:5432/nova', BSC_RPC_URL: 'https://bsc.example' };

describe('demo mode', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('is on with nothing configured on %s', (HOST) => {
    expect(loadConfig({ ...base, HOST }).demo).toBe(true);
  });

  it('is on by default (HOST 127.0.0.1) and off once something is configured', () => {
    expect(loadConfig(base).demo).toBe(true);
    expect(loadConfig({ ...base, ...configured }).demo).toBe(false);
    expect(loadConfig({ ...base, ...configured, HOST: '0.0.0.0' }).demo).toBe(false);
  });

  it('follows DEMO when set, on any address', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ ...base, HOST: '0.0.0.0', DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ ...base, DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ ...base, ...configured, DEMO: 'true' }).demo).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.0.2.10', 'nova.example'])(
    'refuses to guess with nothing configured on %s, naming what to set',
    (HOST) => {
      expect(() => loadConfig({ ...base, HOST })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, HOST })).toThrow(
        /DATABASE_URL, BSC_RPC_URL and POLYGON_RPC_URL[\s\S]*DEMO=true/,
      );
    },
  );

  it('stops the server process before it listens', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const cwd = mkdtempSync(path.join(tmpdir(), 'nova-config-'));
    try {
      const { DATABASE_URL: _db, DEMO: _demo, ...inherited } = process.env;
      // tsx resolved from here: the process runs in an empty folder (no .env to read).
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const run = spawnSync(process.execPath, ['--import', tsx, server], {
        cwd,
        env: { ...inherited, ...base, HOST: '0.0.0.0', PORT: '0' },
        encoding: 'utf8',
        timeout: 100_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('HOST=0.0.0.0 is not a loopback address');
      expect(run.stderr).toContain('DEMO=true');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
    // Loading the server's modules takes seconds, more on a busy machine.
  }, 120_000);
});

/** Decision 021: what a production start refuses to do without. */
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
