import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newAccountPasswordSchema } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import { newPassword } from './auth.secrets.ts';

/**
 * The accounts that exist from the first start (configured as the README describes): the administrator from
 * ADMIN_EMAIL/ADMIN_PASSWORD (created, or an existing account promoted); in demo mode without
 * them, a generated administrator, plus a verified demo member. Generated credentials are kept in
 * DATA_DIR/demo-admin.json (mode 0600) so every restart prints the same ones.
 */
export interface Credentials {
  email: string;
  /** Absent when the operator set it (ADMIN_PASSWORD), so it is never printed. */
  password?: string;
}

export interface BootstrapAccess {
  admin?: Credentials;
  demoMember?: Credentials;
}

const demoCredentialsSchema = z.object({
  admin: z.object({ email: z.email(), password: z.string().min(8) }),
  member: z.object({ email: z.email(), password: z.string().min(8) }),
});
type DemoCredentials = z.infer<typeof demoCredentialsSchema>;

export const DEMO_CREDENTIALS_FILE = 'demo-admin.json';

function readOrCreateDemoCredentials(dataDir: string): DemoCredentials {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  if (existsSync(file)) return demoCredentialsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const credentials: DemoCredentials = {
    admin: { email: 'admin@nova.local', password: newPassword() },
    member: { email: 'demo@nova.local', password: newPassword() },
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return credentials;
}

function configuredAdmin(email: string | undefined, password: string | undefined) {
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  const strength = newAccountPasswordSchema.safeParse(password);
  if (!strength.success) {
    throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${strength.error.issues[0]?.message}`);
  }
  return { email: email.toLowerCase(), password };
}

export async function bootstrapAccounts(app: FastifyInstance): Promise<BootstrapAccess> {
  const { config } = app.deps;
  const { auth } = app.services;
  const access: BootstrapAccess = {};
  const admin = configuredAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin) {
    // An operator's administrator keeps a password changed since; ADMIN_PASSWORD only seeds it.
    await auth.provisionAccount({ ...admin, fullName: 'Administrator', isAdmin: true, resetPassword: false });
    access.admin = { email: admin.email };
  }
  if (config.demo) {
    const demo = readOrCreateDemoCredentials(config.dataDir);
    if (!admin) {
      await auth.provisionAccount({
        ...demo.admin,
        fullName: 'Administrator',
        isAdmin: true,
        resetPassword: true,
      });
      access.admin = demo.admin;
    }
    await auth.provisionAccount({
      ...demo.member,
      fullName: 'Demo Member',
      isAdmin: false,
      resetPassword: true,
    });
    access.demoMember = demo.member;
  }
  if (!access.admin) app.log.warn('No administrator: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.');
  return access;
}

/** The lines server.ts prints once it listens. */
export function describeAccess(url: string, access: BootstrapAccess): string[] {
  const show = (label: string, who: Credentials) =>
    `${label}${who.email}${who.password ? ` / ${who.password}` : ' (password from ADMIN_PASSWORD)'}`;
  const lines = [`Nova is running at ${url}`];
  if (access.admin) lines.push(show('Administrator: ', access.admin));
  if (access.demoMember) lines.push(show('Demo member:   ', access.demoMember));
  return lines;
}
