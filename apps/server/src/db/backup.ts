import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './client.ts';
import { LOCK_FILE } from './data-dir-lock.ts';

/**
 * One file holds a whole site (decision 020): a tar archive of the database's own dump
 * (PostgreSQL: `pg_dump` custom format; embedded: PGlite's data-folder dump), the files of
 * DATA_DIR the data needs (the demo deposit key, generated secrets) and a manifest. A restore goes
 * into an empty database only, so it can never mix two sites' ledgers.
 */
const run = promisify(execFile);
const FORMAT = 1;
const DUMP = 'database.dump';
const MANIFEST = 'manifest.json';
const FILES = 'data';
/** Tables of a fresh database: none. Of PostgreSQL's own schemas: not counted. */
const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

export interface BackupManifest {
  format: number;
  version: string;
  engine: Database['kind'];
  createdAt: string;
  files: string[];
}

export class BackupError extends Error {}

/** The DATA_DIR files a backup carries: every top-level file but the embedded database's lock. */
function dataFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter(
    (name) =>
      name !== LOCK_FILE && !name.includes('.before-restore-') && statSync(path.join(dataDir, name)).isFile(),
  );
}

async function dumpDatabase(
  database: Database,
  databaseUrl: string | undefined,
  file: string,
): Promise<void> {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('embedded database without its PGlite instance');
    const dump = await database.pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return;
  }
  if (!databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  // One snapshot for the whole dump: pg_dump reads in a single repeatable-read transaction.
  await pgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    databaseUrl,
  ]);
}

async function pgTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools, of the server's major version or newer.`,
      );
    }
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** Writes the backup to `file` (through a temporary name, so a half-written file never looks complete). */
export async function writeBackup(options: {
  database: Database;
  databaseUrl?: string;
  dataDir: string;
  file: string;
  version: string;
}): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'nova-backup-'));
  try {
    await dumpDatabase(options.database, options.databaseUrl, path.join(work, DUMP));
    const files = dataFiles(options.dataDir);
    mkdirSync(path.join(work, FILES));
    for (const name of files) copyFileSync(path.join(options.dataDir, name), path.join(work, FILES, name));
    const manifest: BackupManifest = {
      format: FORMAT,
      version: options.version,
      engine: options.database.kind,
      createdAt: new Date().toISOString(),
      files,
    };
    writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const target = path.resolve(options.file);
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await run('tar', ['-cf', partial, '-C', work, MANIFEST, DUMP, FILES]);
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function readBackup(file: string, work: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  await run('tar', ['-xf', path.resolve(file), '-C', work]).catch(() => {
    throw new BackupError(`${file} is not a Nova backup (not a tar archive).`);
  });
  const manifestFile = path.join(work, MANIFEST);
  if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a Nova backup (no manifest).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT)
    throw new BackupError(`${file} has backup format ${manifest.format}, not ${FORMAT}.`);
  return manifest;
}

/** Counts the tables outside PostgreSQL's own schemas: a database to restore into has none. */
async function tableCount(query: (sql: string) => Promise<{ rows: { n: number }[] }>): Promise<number> {
  const result = await query(
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where c.relkind in ('r', 'p') and s.nspname not in ${SYSTEM_SCHEMAS} and s.nspname not like 'pg_temp%'`,
  );
  return result.rows[0]?.n ?? 0;
}

function refuseNonEmpty(tables: number, where: string): void {
  if (tables === 0) return;
  throw new BackupError(
    `Refusing to restore: ${where} already holds ${tables} tables. Restore goes into an empty database only; ` +
      'create a new one (or move the old one aside) and run restore again.',
  );
}

async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    refuseNonEmpty(await tableCount((sql) => client.query(sql)), 'the database at DATABASE_URL');
  } finally {
    await client.end();
  }
  await pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
}

async function restorePglite(pgdata: string, dump: string): Promise<void> {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    const existing = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    try {
      refuseNonEmpty(
        await tableCount((sql) => existing.query<{ n: number }>(sql)),
        `the embedded database in ${pgdata}`,
      );
    } finally {
      await existing.close();
    }
    rmSync(pgdata, { recursive: true, force: true });
  }
  mkdirSync(path.dirname(pgdata), { recursive: true });
  const restored = await PGlite.create(pgdata, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(dump)]),
  });
  await restored.close();
}

/**
 * Restores `file` into the empty database named by `databaseUrl` (or the embedded one in
 * `dataDir/pgdata`), then its DATA_DIR files; a file already there with other contents is kept
 * beside as `<name>.before-restore-<time>`.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl?: string;
  dataDir: string;
}): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'nova-restore-'));
  try {
    const manifest = await readBackup(options.file, work);
    const engine: Database['kind'] = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    const dump = path.join(work, DUMP);
    if (options.databaseUrl) await restorePostgres(options.databaseUrl, dump);
    else await restorePglite(path.join(options.dataDir, 'pgdata'), dump);
    mkdirSync(options.dataDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const name of manifest.files) {
      const target = path.join(options.dataDir, name);
      const incoming = readFileSync(path.join(work, FILES, name));
      if (existsSync(target) && !readFileSync(target).equals(incoming)) {
        renameSync(target, `${target}.before-restore-${stamp}`);
      }
      writeFileSync(target, incoming, { mode: 0o600 });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
