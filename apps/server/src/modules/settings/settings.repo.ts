import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { settingsTable } from './settings.tables.ts';

/** The settings live in one row with this id (a CHECK constraint allows no other). */
const SETTINGS_ROW_ID = 1;

export interface SettingsRow {
  value: Record<string, unknown>;
  updatedAt: Date;
}

const columns = { value: settingsTable.value, updatedAt: settingsTable.updatedAt };

export async function readSettingsRow(db: DbOrTx): Promise<SettingsRow | undefined> {
  const [row] = await db.select(columns).from(settingsTable).where(eq(settingsTable.id, SETTINGS_ROW_ID));
  return row;
}

/** Locks the row for the rest of the transaction, creating it empty first if it does not exist yet. */
export async function lockSettingsRow(tx: Tx, now: Date): Promise<SettingsRow> {
  await tx
    .insert(settingsTable)
    .values({ id: SETTINGS_ROW_ID, value: {}, updatedAt: now })
    .onConflictDoNothing({ target: settingsTable.id });
  const [row] = await tx
    .select(columns)
    .from(settingsTable)
    .where(eq(settingsTable.id, SETTINGS_ROW_ID))
    .for('update');
  if (!row) throw new Error('settings row missing after insert');
  return row;
}

export async function writeSettingsRow(
  tx: Tx,
  value: Record<string, unknown>,
  updatedAt: Date,
  updatedBy: string | null,
): Promise<void> {
  await tx
    .update(settingsTable)
    .set({ value, updatedAt, updatedBy })
    .where(eq(settingsTable.id, SETTINGS_ROW_ID));
}
