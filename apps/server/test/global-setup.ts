import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * Migrates one template database per run; each test file then gets a fresh copy of it:
 * a PGlite data-dir dump by default, or `CREATE DATABASE … TEMPLATE` when DATABASE_URL is set.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    pgTemplateDb: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `nova_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(withDatabase(url, template), 2);
    await runMigrations(database);
    await database.close();
    project.provide('pgTemplateDb', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-test-'));
  const database = await openPglite('memory://');
  await runMigrations(database);
  const dump = await database.pglite?.dumpDataDir('none');
  if (!dump) throw new Error('PGlite dump failed');
  const dumpPath = path.join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('pgTemplateDb', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
