import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { siteContentTable, siteTranslationsTable } from './site.tables.ts';

/** The content lives in one row with this id (a CHECK constraint allows no other). */
const ROW_ID = 1;

export interface SiteContentRow {
  value: Record<string, unknown>;
  updatedAt: Date;
}

const columns = { value: siteContentTable.value, updatedAt: siteContentTable.updatedAt };

export async function readSiteContentRow(db: DbOrTx): Promise<SiteContentRow | undefined> {
  const [row] = await db.select(columns).from(siteContentTable).where(eq(siteContentTable.id, ROW_ID));
  return row;
}

/** Locks the row for the rest of the transaction (the caller then reads it as `before`). */
export async function lockSiteContentRow(tx: Tx): Promise<SiteContentRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(siteContentTable)
    .where(eq(siteContentTable.id, ROW_ID))
    .for('update');
  return row;
}

export async function writeSiteContentRow(
  tx: DbOrTx,
  value: Record<string, unknown>,
  updatedAt: Date,
  updatedBy: string | null,
): Promise<void> {
  await tx
    .insert(siteContentTable)
    .values({ id: ROW_ID, value, updatedAt, updatedBy })
    .onConflictDoUpdate({ target: siteContentTable.id, set: { value, updatedAt, updatedBy } });
}

/** Writes `value` only when no content exists yet (demo seeding never overwrites the operator's). */
export async function insertSiteContentIfAbsent(
  db: DbOrTx,
  value: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(siteContentTable)
    .values({ id: ROW_ID, value, updatedAt: now })
    .onConflictDoNothing({ target: siteContentTable.id });
}

export async function readTranslationRow(db: DbOrTx, language: string): Promise<SiteContentRow | undefined> {
  const [row] = await db
    .select({ value: siteTranslationsTable.value, updatedAt: siteTranslationsTable.updatedAt })
    .from(siteTranslationsTable)
    .where(eq(siteTranslationsTable.language, language));
  return row;
}

/** Replaces one language's version; returns the one it replaced (for the audit entry). */
export async function writeTranslationRow(
  tx: Tx,
  language: string,
  value: Record<string, unknown>,
  updatedAt: Date,
  updatedBy: string,
): Promise<SiteContentRow | undefined> {
  const [before] = await tx
    .select({ value: siteTranslationsTable.value, updatedAt: siteTranslationsTable.updatedAt })
    .from(siteTranslationsTable)
    .where(eq(siteTranslationsTable.language, language))
    .for('update');
  await tx
    .insert(siteTranslationsTable)
    .values({ language, value, updatedAt, updatedBy })
    .onConflictDoUpdate({ target: siteTranslationsTable.language, set: { value, updatedAt, updatedBy } });
  return before;
}
