import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A database the test names by address, as an operator's tools see one: on PostgreSQL a database
 * of its own (migrated from the run's template, or empty), on the embedded engine a DATA_DIR
 * whose `pgdata` holds it (an empty one has no folder yet). `open()` connects the app's way.
 */
export interface NamedDatabase {
  url?: string;
  dataDir: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function namedDatabase(options: { migrated: boolean }): Promise<NamedDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-named-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (options.migrated) {
      // The run's migrated template, written where DATA_DIR keeps the embedded database.
      const seed = await openPglite(
        path.join(dataDir, 'pgdata'),
        new Blob([readFileSync(inject('pgliteDumpPath'))]),
      );
      await seed.close();
    }
    return {
      dataDir,
      open: () => openPglite(path.join(dataDir, 'pgdata')),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `nova_named_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    `create database ${name}${options.migrated ? ` template ${inject('pgTemplateDb')}` : ''}`,
  );
  await admin.end();
  const named = withDatabase(url, name);
  return {
    url: named,
    dataDir,
    open: async () => {
      const database = openPostgres(named, 5);
      // Dropping the database at the end ends any client still saying goodbye: expected here.
      database.pool?.on('error', () => undefined);
      return database;
    },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
