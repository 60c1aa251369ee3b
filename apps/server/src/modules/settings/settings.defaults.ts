import type { Settings } from '@nova/contracts';

/** The operator's settings without the bookkeeping field. */
export type SettingsDocument = Omit<Settings, 'updatedAt'>;

/** The shipped defaults; the snapshot hour's default is configuration (`settingsDefaults`). */
export const defaultSettings: Omit<SettingsDocument, 'proofSnapshotHourUtc'> = {
  minDepositAmount: '30.00',
  minWithdrawalAmount: '10.00',
  referralBonusLevel1Rate: 0.1,
  referralBonusLevel2Rate: 0.05,
  referralBonusLevel3Rate: 0.02,
  isDepositEnabled: true,
  isWithdrawalEnabled: true,
  allowDepositWithdrawal: true,
  earningPolicy: { sessionHours: 24, creditAt: 'end', weekendRestricted: false },
  depositExpiryHours: 72,
};

/** Every default: the shipped ones and the snapshot hour from PROOF_SNAPSHOT_HOUR_UTC. */
export function settingsDefaults(config: { PROOF_SNAPSHOT_HOUR_UTC: number }): SettingsDocument {
  return { ...defaultSettings, proofSnapshotHourUtc: config.PROOF_SNAPSHOT_HOUR_UTC };
}
