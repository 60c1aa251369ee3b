import {
  type AdminVipLevel,
  type createVipLevelRequestSchema,
  toMicros,
  type updateVipLevelRequestSchema,
  type VipLevel,
} from '@nova/contracts';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { publishEvents } from '../events/index.ts';
import {
  countHolders,
  countHoldersByLevel,
  deleteLevelRow,
  findLevelRow,
  insertLevelRow,
  listLevelRows,
  lockLevelRow,
  type NewVipLevelRow,
  updateLevelRow,
  type VipLevelRow,
} from './vip.levels-repo.ts';
import { levelNumbers, toAdminVipLevel, toVipLevel } from './vip.levels-view.ts';

export type CreateVipLevelInput = z.output<typeof createVipLevelRequestSchema>;
export type UpdateVipLevelInput = z.output<typeof updateVipLevelRequestSchema>;

export const LEVEL_HELD_MESSAGE =
  'This level is held by members and cannot be deleted. Deactivate it instead.';

/**
 * The active levels are read on every public page; a copy is kept this long (by the app clock),
 * and dropped at once when a level changes in this process (decision 005). Another process sharing
 * PostgreSQL sees a change within this time.
 */
const CACHE_TTL_MS = 5 * 60 * 1000;

function nameTaken(name: string): AppError {
  return new AppError('CONFLICT', `A VIP level named "${name}" already exists`, [
    { path: 'name', msg: 'This name is already used by another level' },
  ]);
}

function rowValues(input: UpdateVipLevelInput): Partial<NewVipLevelRow> {
  const values: Partial<NewVipLevelRow> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.amount !== undefined) values.amount = toMicros(input.amount);
  if (input.dailyEarning !== undefined) values.dailyEarning = toMicros(input.dailyEarning);
  if (input.bicycleModel !== undefined) values.bicycleModel = input.bicycleModel;
  if (input.bicycleColor !== undefined) values.bicycleColor = input.bicycleColor;
  if (input.bicycleFeatures !== undefined) values.bicycleFeatures = input.bicycleFeatures;
  if (input.isActive !== undefined) values.isActive = input.isActive;
  return values;
}

/** Runs a write and turns the database's uniqueness refusal into the form's answer. */
async function guardName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nameTaken(name ?? '');
    throw error;
  }
}

/** VIP levels: what members can buy (rule 25), managed in the admin VIPs tab. */
export function createVipLevelsService(deps: ModuleDeps, services: { audit: AuditService }) {
  const { db } = deps.database;
  const listeners = new Set<() => void>();
  let cache: { levels: VipLevel[]; loadedAtMs: number } | undefined;

  function changed(): void {
    cache = undefined;
    for (const listener of listeners) listener();
  }

  /** Every change of a level is audit-logged and announced in its own transaction (who, what, before, after). */
  async function auditedAndAnnounced(
    tx: Tx,
    actorId: string,
    action: string,
    before: AdminVipLevel | null,
    after: AdminVipLevel | null,
  ) {
    const id = after?.id ?? before?.id ?? null;
    // Announced with the change (rule 41): levels show on public pages, and a member's VIP status
    // and daily reward follow from them.
    await publishEvents(tx, [{ kind: 'levels', public: true }]);
    return services.audit.record(tx, {
      actorId,
      action,
      targetType: 'vip_level',
      targetId: id,
      before,
      after,
    });
  }

  async function adminView(tx: DbOrTx, row: VipLevelRow): Promise<AdminVipLevel> {
    const numbers = levelNumbers(await listLevelRows(tx));
    return toAdminVipLevel(row, numbers.get(row.id) ?? 1, await countHolders(tx, row.id));
  }

  return {
    /** The active levels, cheapest first (cached; see CACHE_TTL_MS). */
    async activeLevels(): Promise<VipLevel[]> {
      const nowMs = deps.clock.now().getTime();
      if (cache && nowMs - cache.loadedAtMs >= 0 && nowMs - cache.loadedAtMs < CACHE_TTL_MS) {
        return cache.levels;
      }
      const rows = await listLevelRows(db);
      const numbers = levelNumbers(rows);
      const levels = rows
        .filter((row) => row.isActive)
        .map((row) => toVipLevel(row, numbers.get(row.id) ?? 1));
      cache = { levels, loadedAtMs: nowMs };
      return levels;
    },

    /** Every level as members see them, read now, for the rules of a purchase or a session. */
    async allLevels(tx: DbOrTx = db): Promise<{ row: VipLevelRow; level: VipLevel }[]> {
      const rows = await listLevelRows(tx);
      const numbers = levelNumbers(rows);
      return rows.map((row) => ({ row, level: toVipLevel(row, numbers.get(row.id) ?? 1) }));
    },

    findRow(id: string, tx: DbOrTx = db): Promise<VipLevelRow | undefined> {
      return findLevelRow(tx, id);
    },

    async adminList(): Promise<AdminVipLevel[]> {
      const [rows, holders] = await Promise.all([listLevelRows(db), countHoldersByLevel(db)]);
      const numbers = levelNumbers(rows);
      return rows.map((row) => toAdminVipLevel(row, numbers.get(row.id) ?? 1, holders.get(row.id) ?? 0));
    },

    async create(actorId: string, input: CreateVipLevelInput): Promise<AdminVipLevel> {
      const level = await guardName(input.name, () =>
        db.transaction(async (tx) => {
          const now = deps.clock.now();
          const row = await insertLevelRow(tx, {
            id: newId(),
            name: input.name,
            amount: toMicros(input.amount),
            dailyEarning: toMicros(input.dailyEarning),
            bicycleModel: input.bicycleModel ?? null,
            bicycleColor: input.bicycleColor ?? null,
            bicycleFeatures: input.bicycleFeatures,
            isActive: input.isActive,
            createdAt: now,
            updatedAt: now,
          });
          const created = await adminView(tx, row);
          await auditedAndAnnounced(tx, actorId, 'vip_level.create', null, created);
          return created;
        }),
      );
      changed();
      return level;
    },

    async update(actorId: string, id: string, input: UpdateVipLevelInput): Promise<AdminVipLevel> {
      const level = await guardName(input.name, () =>
        db.transaction(async (tx) => {
          const locked = await lockLevelRow(tx, id);
          if (!locked) throw new AppError('NOT_FOUND', 'VIP level not found');
          const before = await adminView(tx, locked);
          const row = await updateLevelRow(tx, id, { ...rowValues(input), updatedAt: deps.clock.now() });
          if (!row) throw new AppError('NOT_FOUND', 'VIP level not found');
          const after = await adminView(tx, row);
          await auditedAndAnnounced(tx, actorId, 'vip_level.update', before, after);
          return after;
        }),
      );
      changed();
      return level;
    },

    /** Deletes a level no member holds; a held level answers 409 (deactivate it instead). */
    async remove(actorId: string, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const locked = await lockLevelRow(tx, id);
          if (!locked) throw new AppError('NOT_FOUND', 'VIP level not found');
          if ((await countHolders(tx, id)) > 0) throw new AppError('CONFLICT', LEVEL_HELD_MESSAGE);
          await auditedAndAnnounced(tx, actorId, 'vip_level.delete', await adminView(tx, locked), null);
          await deleteLevelRow(tx, id);
        });
      } catch (error) {
        // A member who joined between the count and the delete: the foreign key refuses it.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', LEVEL_HELD_MESSAGE);
        throw error;
      }
      changed();
    },

    /** Drops this process's cached levels: a change made in another process was announced. */
    forget(): void {
      cache = undefined;
    },

    /** Calls `listener` after every committed change of a level. */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type VipLevelsService = ReturnType<typeof createVipLevelsService>;
