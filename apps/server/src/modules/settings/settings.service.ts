import type { EarningPolicy, PublicSettings, Settings } from '@nova/contracts';
import { toMicros } from '@nova/contracts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { publishEvents } from '../events/index.ts';
import { type SettingsDocument, settingsDefaults } from './settings.defaults.ts';
import { lockSettingsRow, readSettingsRow, writeSettingsRow } from './settings.repo.ts';
import {
  assertSettingsRules,
  changedFields,
  parsePatch,
  parseStored,
  referralRatesPpm,
} from './settings.rules.ts';

/** The settings in the units the rules compute with: micro-units for money, ppm for rates. */
export interface SettingsValues {
  minDepositMicros: bigint;
  minWithdrawalMicros: bigint;
  /** Referral rates for levels 1, 2 and 3, in parts per million of the payment. */
  referralRatesPpm: readonly [bigint, bigint, bigint];
  isDepositEnabled: boolean;
  isWithdrawalEnabled: boolean;
  allowDepositWithdrawal: boolean;
  earningPolicy: EarningPolicy;
  depositExpiryHours: number;
  proofSnapshotHourUtc: number;
}

export type SettingsListener = (settings: Settings) => void;

/**
 * Another process sharing PostgreSQL may change the settings; a cached copy is trusted this
 * long (by the app clock) before it is read again. An update in this process drops it at once.
 */
const CACHE_TTL_MS = 10_000;

function toSettings(document: SettingsDocument, updatedAt: Date | undefined): Settings {
  const earningPolicy = Object.freeze({ ...document.earningPolicy });
  return Object.freeze({ ...document, earningPolicy, updatedAt: updatedAt?.toISOString() ?? null });
}

/**
 * The operator's settings: one JSON row holding what the administrator changed, over the shipped
 * defaults. Every module reads them here; an update is validated, written with its audit entry in
 * one transaction, and announced to the `onChange` listeners after it commits.
 */
export function createSettingsService(deps: ModuleDeps, services: { audit: AuditService }) {
  const { db } = deps.database;
  const defaults = settingsDefaults(deps.config);
  const listeners = new Set<SettingsListener>();
  let cache: { settings: Settings; loadedAtMs: number } | undefined;

  async function get(): Promise<Settings> {
    const nowMs = deps.clock.now().getTime();
    const age = cache ? nowMs - cache.loadedAtMs : Number.POSITIVE_INFINITY;
    if (cache && age >= 0 && age < CACHE_TTL_MS) return cache.settings;
    const row = await readSettingsRow(db);
    const settings = toSettings({ ...defaults, ...parseStored(row?.value ?? {}) }, row?.updatedAt);
    cache = { settings, loadedAtMs: nowMs };
    return settings;
  }

  function announce(settings: Settings): void {
    for (const listener of listeners) {
      try {
        listener(settings);
      } catch (error) {
        // The update has committed; a failing listener must not turn it into an error answer.
        console.error('settings listener failed', error);
      }
    }
  }

  async function update(actorId: string | null, patch: unknown): Promise<Settings> {
    const changes = parsePatch(patch);
    const outcome = await db.transaction(async (tx) => {
      const now = deps.clock.now();
      const row = await lockSettingsRow(tx, now);
      const stored = parseStored(row.value);
      const before: SettingsDocument = { ...defaults, ...stored };
      const changed = changedFields(before, changes);
      const keys = Object.keys(changed) as (keyof SettingsDocument)[];
      if (keys.length === 0) return { settings: toSettings(before, row.updatedAt), changed: false };
      const after: SettingsDocument = { ...before, ...changed };
      assertSettingsRules(after);
      await writeSettingsRow(tx, { ...stored, ...changed }, now, actorId);
      // Every process and every open screen learns of it (the pause banner): rule 41.
      await publishEvents(tx, [{ kind: 'settings', public: true }]);
      await services.audit.record(tx, {
        actorId,
        action: 'settings.update',
        targetType: 'settings',
        before: Object.fromEntries(keys.map((key) => [key, before[key]])),
        after: changed,
      });
      return { settings: toSettings(after, now), changed: true };
    });
    if (outcome.changed) {
      cache = undefined;
      announce(outcome.settings);
    }
    return outcome.settings;
  }

  return {
    get,
    update,
    /** Drops the cached copy: another process announced a change (rule 41). */
    forget(): void {
      cache = undefined;
    },

    async values(): Promise<SettingsValues> {
      const settings = await get();
      return {
        minDepositMicros: toMicros(settings.minDepositAmount),
        minWithdrawalMicros: toMicros(settings.minWithdrawalAmount),
        referralRatesPpm: referralRatesPpm(settings),
        isDepositEnabled: settings.isDepositEnabled,
        isWithdrawalEnabled: settings.isWithdrawalEnabled,
        allowDepositWithdrawal: settings.allowDepositWithdrawal,
        earningPolicy: settings.earningPolicy,
        depositExpiryHours: settings.depositExpiryHours,
        proofSnapshotHourUtc: settings.proofSnapshotHourUtc,
      };
    },

    /** What any visitor may read (minimums, rates, switches, operator links). */
    async publicSettings(): Promise<PublicSettings> {
      const settings = await get();
      return {
        minDepositAmount: settings.minDepositAmount,
        minWithdrawalAmount: settings.minWithdrawalAmount,
        referralBonusLevel1Rate: settings.referralBonusLevel1Rate,
        referralBonusLevel2Rate: settings.referralBonusLevel2Rate,
        referralBonusLevel3Rate: settings.referralBonusLevel3Rate,
        isDepositEnabled: settings.isDepositEnabled,
        isWithdrawalEnabled: settings.isWithdrawalEnabled,
        allowDepositWithdrawal: settings.allowDepositWithdrawal,
        earningPolicy: settings.earningPolicy,
        supportUrl: deps.config.SUPPORT_URL ?? null,
        introVideoUrl: deps.config.INTRO_VIDEO_URL ?? null,
        demo: deps.config.demo,
      };
    },

    /** Calls `listener` after every committed change; returns the function that unsubscribes. */
    onChange(listener: SettingsListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
