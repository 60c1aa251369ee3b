import {
  earningPolicySchema,
  REFERRAL_RATES_SUM_MESSAGE,
  rateSchema,
  type Settings,
  updateSettingsRequestSchema,
} from '@nova/contracts';
import { rateToPpm } from '@nova/contracts/money';
import { z } from 'zod';
import { fractionToPercent, isPercentText, percentToFraction } from '@/lib/percent.ts';

/**
 * The Settings tab's form: the shared request contract, except that referral rates are typed as
 * percents and hours come from number inputs.
 */
const request = updateSettingsRequestSchema.required();

const percentInput = z
  .string()
  .trim()
  .refine(isPercentText, 'Enter a percent from 0 to 100, such as 10 or 2.5')
  .transform(percentToFraction)
  .pipe(rateSchema);

const hoursInput = z.number({ error: 'Enter a whole number of hours' });

export const settingsFormSchema = request
  .extend({
    referralBonusLevel1Rate: percentInput,
    referralBonusLevel2Rate: percentInput,
    referralBonusLevel3Rate: percentInput,
    earningPolicy: earningPolicySchema.extend({
      sessionHours: hoursInput.pipe(earningPolicySchema.shape.sessionHours),
    }),
    depositExpiryHours: hoursInput.pipe(request.shape.depositExpiryHours),
    proofSnapshotHourUtc: hoursInput.pipe(request.shape.proofSnapshotHourUtc),
  })
  .refine(
    (form) =>
      rateToPpm(form.referralBonusLevel1Rate) +
        rateToPpm(form.referralBonusLevel2Rate) +
        rateToPpm(form.referralBonusLevel3Rate) <=
      1_000_000n,
    { path: ['referralBonusLevel3Rate'], message: REFERRAL_RATES_SUM_MESSAGE },
  );

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export function toFormValues(settings: Settings): SettingsFormInput {
  return {
    minDepositAmount: settings.minDepositAmount,
    minWithdrawalAmount: settings.minWithdrawalAmount,
    referralBonusLevel1Rate: fractionToPercent(settings.referralBonusLevel1Rate),
    referralBonusLevel2Rate: fractionToPercent(settings.referralBonusLevel2Rate),
    referralBonusLevel3Rate: fractionToPercent(settings.referralBonusLevel3Rate),
    isDepositEnabled: settings.isDepositEnabled,
    isWithdrawalEnabled: settings.isWithdrawalEnabled,
    allowDepositWithdrawal: settings.allowDepositWithdrawal,
    earningPolicy: { ...settings.earningPolicy },
    depositExpiryHours: settings.depositExpiryHours,
    proofSnapshotHourUtc: settings.proofSnapshotHourUtc,
  };
}

/** Every field of the form by its request path, for server field errors. */
export const settingsFormFields = [
  'minDepositAmount',
  'minWithdrawalAmount',
  'referralBonusLevel1Rate',
  'referralBonusLevel2Rate',
  'referralBonusLevel3Rate',
  'earningPolicy.sessionHours',
  'earningPolicy.creditAt',
  'depositExpiryHours',
  'proofSnapshotHourUtc',
] as const;
