import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { BackupError, restoreBackup, writeBackup } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { appVersion } from './lib/version.ts';
import { newPassword, unlockSignIn } from './modules/auth/index.ts';

/**
 * `npm run admin -- <command> --email <address> [--password <password>]`: recovery for an operator
 * locked out of the panel (decision 010), and `rotate-key` (decision 021). Each command writes an
 * audit entry (actor: none, the console). `backup` and `restore` save and bring back the whole site
 * (decision 020). With the embedded database the server must be stopped first (one process per
 * DATA_DIR).
 */
const usage = `Usage: npm run admin -- <command> --email <address> [--password <password>]
  create-admin     create an administrator (or promote an existing account)
  reset-password   set a new password (generated and printed unless --password is given)
  disable-2fa      turn two-factor authentication off for the account
  unlock           clear the sign-in limits of the account
       npm run admin -- backup [FILE]    write a backup (default: nova-backup-<time>.tar)
       npm run admin -- restore FILE     restore a backup into an empty database
       npm run admin -- rotate-key
  rotate-key       seal every two-factor secret again with SECRETS_KEY (the old key in SECRETS_KEY_PREVIOUS)`;

async function backup(config: Config, file: string | undefined): Promise<number> {
  const target = file ?? `nova-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const manifest = await writeBackup({
      database,
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      file: target,
      version: appVersion,
    });
    console.info(
      `Backup written to ${target} (${manifest.engine}, version ${manifest.version}, files: ${manifest.files.join(', ') || 'none'}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string | undefined): Promise<number> {
  if (!file) {
    console.error(usage);
    return 2;
  }
  const manifest = await restoreBackup({ file, databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  console.info(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.version}); the next start migrates it if it is older.`,
  );
  return 0;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const [command, file] = positionals;
  if (command === 'backup' || command === 'restore') {
    loadDotEnv();
    const config = loadConfig();
    return command === 'backup' ? backup(config, file) : restore(config, file);
  }
  const email = values.email?.trim().toLowerCase();
  if (command === 'rotate-key') return rotateKey();
  if (!command || !email) {
    console.error(usage);
    return 2;
  }
  loadDotEnv();
  const config = { ...loadConfig(), demo: false };
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const app = await buildApp({ config, database, clock: systemClock });
    const { auth, twoFactor, audit } = app.services;
    const record = (action: string, targetId: string | null, note: string) =>
      database.db.transaction((tx) =>
        audit.record(tx, {
          actorId: null,
          action: `admin-cli.${action}`,
          targetType: 'user',
          targetId,
          note,
        }),
      );
    const password = values.password ?? newPassword();
    const shownPassword = values.password ? '(as given)' : password;
    if (command === 'create-admin') {
      await app.services.ledger.ensureSystemAccounts();
      await auth.provisionAccount({
        email,
        password,
        fullName: 'Administrator',
        isAdmin: true,
        resetPassword: false,
      });
      await record(
        'create-admin',
        (await auth.accountIdByEmail(email)) ?? null,
        `Administrator ${email} ensured`,
      );
      console.info(
        `Administrator ${email} is ready. Password: ${shownPassword} (an existing account keeps its own)`,
      );
      return 0;
    }
    const userId = await auth.accountIdByEmail(email);
    if (!userId) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    if (command === 'reset-password') {
      await auth.provisionAccount({
        email,
        password,
        fullName: 'Administrator',
        isAdmin: false,
        resetPassword: true,
      });
      await record('reset-password', userId, 'Password reset from the command line');
      console.info(`New password for ${email}: ${shownPassword}`);
    } else if (command === 'disable-2fa') {
      const wasOn = await twoFactor.removeFor(userId);
      await record('disable-2fa', userId, wasOn ? 'Two-factor authentication turned off' : 'Was not on');
      console.info(
        wasOn
          ? `Two-factor authentication is off for ${email}.`
          : `${email} had no two-factor authentication.`,
      );
    } else if (command === 'unlock') {
      // The counters live in the database, so this works whether the server runs or not.
      const cleared = await unlockSignIn(database.db, { identifier: email });
      await record('unlock', userId, `Sign-in limits cleared (${cleared} counters)`);
      console.info(`Unlocked ${email}: ${cleared} sign-in counters cleared.`);
    } else {
      console.error(usage);
      return 2;
    }
    await app.close();
    return 0;
  } finally {
    await database.close();
  }
}

/** Reseals the stored secrets with SECRETS_KEY, opening old ones with SECRETS_KEY_PREVIOUS. */
async function rotateKey(): Promise<number> {
  loadDotEnv();
  const config = { ...loadConfig(), demo: false };
  if (!config.SECRETS_KEY) {
    console.error('rotate-key needs the new key in SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS.');
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const app = await buildApp({ config, database, clock: systemClock });
    const { sealed } = await app.services.twoFactor.resealAllSecrets();
    await database.db.transaction((tx) =>
      app.services.audit.record(tx, {
        actorId: null,
        action: 'admin-cli.rotate-key',
        targetType: 'settings',
        targetId: null,
        note: `Two-factor secrets sealed with the new key: ${sealed}`,
      }),
    );
    await app.close();
    console.info(
      `${sealed} two-factor secrets sealed with the new SECRETS_KEY. Restart every server with it; SECRETS_KEY_PREVIOUS can then be removed.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError
        ? error.message
        : error,
    );
    process.exit(1);
  },
);
