import {
  formatMicros,
  REFERRAL_RATES_SUM_MESSAGE,
  rateToPpm,
  settingsSchema,
  toMicros,
  updateSettingsRequestSchema,
} from '@nova/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsDocument } from './settings.defaults.ts';

/** What the row may hold: any subset of the document (fields never set keep their defaults). */
const storedSchema = settingsSchema.omit({ updatedAt: true }).partial();
export type StoredSettings = z.infer<typeof storedSchema>;
export type SettingsPatch = z.output<typeof updateSettingsRequestSchema>;

/** The row is written only by `update`, so a value that does not parse is a bug, not input. */
export function parseStored(value: unknown): StoredSettings {
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) throw new Error(`stored settings are invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** Validates a patch with the contract (400 with per-field errors) and normalises its amounts. */
export function parsePatch(patch: unknown): SettingsPatch {
  const parsed = updateSettingsRequestSchema.safeParse(patch);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message }));
    throw new AppError('VALIDATION_FAILED', errors[0]?.msg ?? 'Invalid settings', errors);
  }
  const data = { ...parsed.data };
  if (data.minDepositAmount) data.minDepositAmount = formatMicros(toMicros(data.minDepositAmount));
  if (data.minWithdrawalAmount) data.minWithdrawalAmount = formatMicros(toMicros(data.minWithdrawalAmount));
  return data;
}

/** The fields of `patch` whose value differs from `current`. */
export function changedFields(current: SettingsDocument, patch: SettingsPatch): Partial<SettingsDocument> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const before = current[key as keyof SettingsDocument];
    if (JSON.stringify(before) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes as Partial<SettingsDocument>;
}

/** A rate of 1 (100 %) in parts per million. */
const WHOLE_PPM = 1_000_000n;

export function referralRatesPpm(settings: SettingsDocument): readonly [bigint, bigint, bigint] {
  return [
    rateToPpm(settings.referralBonusLevel1Rate),
    rateToPpm(settings.referralBonusLevel2Rate),
    rateToPpm(settings.referralBonusLevel3Rate),
  ];
}

/** Rules across fields, checked on the merged result (422): bonuses never exceed the payment. */
export function assertSettingsRules(settings: SettingsDocument): void {
  const [level1, level2, level3] = referralRatesPpm(settings);
  if (level1 + level2 + level3 > WHOLE_PPM) {
    const paths = ['referralBonusLevel1Rate', 'referralBonusLevel2Rate', 'referralBonusLevel3Rate'];
    const errors = paths.map((path) => ({ path, msg: REFERRAL_RATES_SUM_MESSAGE }));
    throw new AppError('RULE_VIOLATION', REFERRAL_RATES_SUM_MESSAGE, errors);
  }
}
