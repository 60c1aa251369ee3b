import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isLoopback } from './lib/loopback.ts';

/**
 * The configuration contract (the README's Configuration), parsed once at start. Every variable has a working
 * default for the embedded demo; a bad value stops the process with a readable list.
 */
/** An unset or blank variable is absent. */
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalUrl = z.preprocess(blankIsUnset, z.url().optional());
/** One URL, or several separated by commas (a network's RPC primary and fallbacks). */
const optionalUrlList = z.preprocess(
  blankIsUnset,
  z
    .string()
    .trim()
    .refine(
      (value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .every((url) => z.url().safeParse(url).success),
      'must be a URL, or several separated by commas',
    )
    .optional(),
);
const optionalText = z.preprocess(blankIsUnset, z.string().trim().optional());
const evmAddress = z.preprocess(
  blankIsUnset,
  z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address')
    .optional(),
);
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
  .optional();

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (rule 12): unset = the socket's address is the client's; a hop count = believe
 * that many proxies' `X-Forwarded-For` entries; a comma-separated list of proxy addresses or CIDRs
 * = believe the header only from those. Fastify's `trustProxy` takes the same forms.
 */
const trustProxy = z.preprocess(
  blankIsUnset,
  z
    .string()
    .trim()
    .transform((value, context): number | string[] => {
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isAddressOrCidr(entry));
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be a hop count or a list of proxy addresses/CIDRs; not an address: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    })
    .optional(),
);

/** A 32-byte key written as base64 (44 characters) or hex (64): AES-256's key size. */
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const secretsKey = z.preprocess(
  blankIsUnset,
  z
    .string()
    .trim()
    .transform((value, context) => {
      const key = Buffer.from(value, HEX_KEY.test(value) ? 'hex' : 'base64');
      // Node's base64 decoder skips what it cannot read: a key must round-trip to be believed.
      if (HEX_KEY.test(value) || (key.length === 32 && key.toString('base64') === value)) return key;
      context.addIssue({
        code: 'custom',
        message: 'must be 32 random bytes in base64 or hex (e.g. `openssl rand -base64 32`)',
      });
      return z.NEVER;
    })
    .optional(),
);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Nova <no-reply@nova.local>'),
  BSC_RPC_URL: optionalUrlList,
  POLYGON_RPC_URL: optionalUrlList,
  BSC_USDT_ADDRESS: evmAddress,
  BSC_USDC_ADDRESS: evmAddress,
  POLYGON_USDT_ADDRESS: evmAddress,
  POLYGON_USDC_ADDRESS: evmAddress,
  COMPANY_ADDRESS_BSC: evmAddress,
  COMPANY_ADDRESS_POLYGON: evmAddress,
  PAYOUT_ADDRESS_BSC: evmAddress,
  PAYOUT_ADDRESS_POLYGON: evmAddress,
  DEPOSIT_XPUB: optionalText,
  BSC_CONFIRMATIONS: z.coerce.number().int().min(1).max(10_000).default(15),
  POLYGON_CONFIRMATIONS: z.coerce.number().int().min(1).max(10_000).default(200),
  ADMIN_EMAIL: z.preprocess(blankIsUnset, z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SUPPORT_URL: optionalUrl,
  INTRO_VIDEO_URL: optionalUrl,
  BTCPAY_URL: optionalUrl,
  BTCPAY_STORE_ID: optionalText,
  BTCPAY_API_KEY: optionalText,
  BTCPAY_WEBHOOK_SECRET: optionalText,
  DEMO: z.preprocess(blankIsUnset, flag),
  TRUST_PROXY: trustProxy,
  METRICS_TOKEN: z.preprocess(blankIsUnset, z.string().min(16, 'must be at least 16 characters').optional()),
  ADMIN_REQUIRE_2FA: z.preprocess(blankIsUnset, flag.default(false)),
  WEB_DIST_DIR: optionalText,
  PUBLIC_URL: optionalUrl,
  SITE_NAME: z.string().trim().min(1).max(60).default('Nova'),
  /** Live streams (rule 41): per member, per client address on the public stream, per process. */
  EVENTS_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(1_000_000).default(5),
  EVENTS_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(2),
  EVENTS_MAX_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  MAIL_DISABLED: z.preprocess(blankIsUnset, flag.default(false)),
  SECRETS_KEY: secretsKey,
  SECRETS_KEY_PREVIOUS: secretsKey,
  /** The default of the `proofSnapshotHourUtc` setting: the UTC hour of the daily snapshot (decision 025). */
  PROOF_SNAPSHOT_HOUR_UTC: z.preprocess(blankIsUnset, z.coerce.number().int().min(0).max(23).default(0)),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Env & { demo: boolean; dataDir: string; publicUrl: string };

/**
 * The site's address as members reach it (links in emails, the sitemap): PUBLIC_URL, else the
 * address the server listens on. Never the request's Host header, which a client chooses.
 */
function publicUrlOf(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::';
  const host = wildcard ? '127.0.0.1' : isIP(env.HOST) === 6 ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

export class ConfigError extends Error {}

/**
 * Demo mode (decision 002): DEMO when set; otherwise on only when nothing is configured and the
 * server listens on the loopback, where no one else can reach its demo accounts and mailbox.
 * Started on another address with nothing configured, the server refuses rather than guess.
 */
function demoMode(env: Env): boolean {
  if (env.DEMO !== undefined) return env.DEMO;
  const nothingConfigured = !env.DATABASE_URL && !env.BSC_RPC_URL && !env.POLYGON_RPC_URL;
  if (!nothingConfigured) return false;
  if (isLoopback(env.HOST)) return true;
  throw new ConfigError(
    `Nothing is configured and HOST=${env.HOST} is not a loopback address, so the demo will not start there.\n` +
      '  For production, set DATABASE_URL, BSC_RPC_URL and POLYGON_RPC_URL (see the README).\n' +
      '  For a demo reachable on this address on purpose, set DEMO=true; for the local demo, HOST=127.0.0.1.',
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    demo: demoMode(env),
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: publicUrlOf(env),
  };
}

/**
 * What a production start needs that the demo makes up (decision 021): a mail server, or word that
 * the site runs without one on purpose (else verification codes would only reach the log and
 * members could not verify); and the key of secrets at rest. Empty for the demo.
 */
export function startRefusals(config: Config): string[] {
  if (config.demo) return [];
  const refusals: string[] = [];
  if (!config.SMTP_URL && !config.MAIL_DISABLED)
    refusals.push(
      '  SMTP_URL: required outside demo mode, so members receive their codes; set MAIL_DISABLED=true to run without email on purpose',
    );
  if (!config.SECRETS_KEY)
    refusals.push(
      '  SECRETS_KEY: required outside demo mode (32 random bytes, base64 or hex: `openssl rand -base64 32`); it encrypts two-factor secrets',
    );
  return refusals;
}

/** True when members cannot receive email on purpose (MAIL_DISABLED, no SMTP_URL): the admin is warned. */
export function mailDisabled(config: Config): boolean {
  return !config.demo && !config.SMTP_URL;
}

/** The demo runs its own local chains when no RPC endpoint is configured. */
export function wantsDemoChains(config: Config): boolean {
  return config.demo && !config.BSC_RPC_URL && !config.POLYGON_RPC_URL;
}

/** Reads an optional `.env` file into process.env (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
