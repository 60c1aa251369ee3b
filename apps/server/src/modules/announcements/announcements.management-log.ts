import type { AuditRecord } from '../audit/index.ts';

/**
 * The management log's automatic entries (rule 36): operator actions that affect members, read
 * from the audit record of the action and turned into a plain sentence. Only the operator's own
 * figures are used (amounts, rates, level names); nothing about a member is ever read, so no
 * member's data can reach the public log.
 */
export interface LogEntry {
  title: string;
  body: string;
}

type State = Record<string, unknown>;

/** '1234.5' → '$1,234.50' (the wire's decimal strings; no float touches the amount). */
export function usd(value: unknown): string {
  const text = String(value ?? '');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${grouped}.${fraction.padEnd(2, '0')}`;
}

/** 0.1 → '10%', 0.025 → '2.5%'. */
export function percent(rate: unknown): string {
  const value = typeof rate === 'number' ? rate : 0;
  return `${Math.round(value * 1_000_000) / 10_000}%`;
}

function settingsEntries(before: State, after: State): LogEntry[] {
  const entries: LogEntry[] = [];
  const has = (key: string) => key in after;
  if (has('isWithdrawalEnabled')) {
    entries.push(
      after.isWithdrawalEnabled
        ? { title: 'Withdrawals resumed', body: 'Withdrawals are open again.' }
        : {
            title: 'Withdrawals paused',
            body: 'Withdrawals are paused, and new deposits with them, until the operator resumes them. Transfers already on their way are still credited.',
          },
    );
  }
  if (has('isDepositEnabled')) {
    entries.push(
      after.isDepositEnabled
        ? { title: 'Deposits resumed', body: 'Deposits are open again.' }
        : {
            title: 'Deposits paused',
            body: 'New deposits are paused until the operator resumes them. Transfers already on their way are still credited.',
          },
    );
  }
  // The audit keeps only the changed fields, so the sentence names the levels that changed.
  const rates = [1, 2, 3]
    .filter((level) => has(`referralBonusLevel${level}Rate`))
    .map((level) => {
      const key = `referralBonusLevel${level}Rate`;
      return `level ${level} is now ${percent(after[key])} (was ${percent(before[key])})`;
    });
  if (rates.length > 0) {
    entries.push({
      title: 'Referral rates changed',
      body: `Referral bonus rates changed: ${rates.join(', ')} of a membership payment.`,
    });
  }
  if (has('minDepositAmount')) {
    entries.push({
      title: 'Minimum deposit changed',
      body: `The minimum deposit is now ${usd(after.minDepositAmount)} (was ${usd(before.minDepositAmount)}).`,
    });
  }
  if (has('minWithdrawalAmount')) {
    entries.push({
      title: 'Minimum withdrawal changed',
      body: `The minimum withdrawal is now ${usd(after.minWithdrawalAmount)} (was ${usd(before.minWithdrawalAmount)}).`,
    });
  }
  return entries;
}

function levelTerms(level: State): string {
  return `price ${usd(level.amount)}, daily earning ${usd(level.dailyEarning)}`;
}

function vipLevelEntries(action: string, before: State | null, after: State | null): LogEntry[] {
  if (action === 'vip_level.create' && after) {
    const inactive = after.isActive === false ? ' It is not on offer yet.' : '';
    return [
      {
        title: 'VIP level added',
        body: `A new VIP level, ${String(after.name)}, was added: ${levelTerms(after)}.${inactive}`,
      },
    ];
  }
  if (action === 'vip_level.delete' && before) {
    return [{ title: 'VIP level removed', body: `The VIP level ${String(before.name)} was removed.` }];
  }
  if (action !== 'vip_level.update' || !before || !after) return [];
  const entries: LogEntry[] = [];
  if (before.isActive !== after.isActive) {
    entries.push(
      after.isActive
        ? { title: 'VIP level reactivated', body: `The VIP level ${String(after.name)} is on offer again.` }
        : {
            title: 'VIP level deactivated',
            body: `The VIP level ${String(after.name)} is no longer on offer. Members who hold it keep it.`,
          },
    );
  }
  const terms = ['name', 'amount', 'dailyEarning'].some((key) => before[key] !== after[key]);
  if (terms) {
    const renamed = before.name !== after.name ? ` (renamed from ${String(before.name)})` : '';
    entries.push({
      title: 'VIP level changed',
      body: `The VIP level ${String(after.name)}${renamed} now has ${levelTerms(after)} (was ${levelTerms(before)}).`,
    });
  }
  return entries;
}

function tierRange(tier: State): string {
  const max = tier.maxAmount === null || tier.maxAmount === undefined ? null : usd(tier.maxAmount);
  return max ? `from ${usd(tier.minAmount)} up to ${max}` : `of ${usd(tier.minAmount)} or more`;
}

function feeTierEntries(action: string, before: State | null, after: State | null): LogEntry[] {
  if (action === 'fee_tier.create' && after) {
    return [
      {
        title: 'Withdrawal fees changed',
        body: `A withdrawal fee of ${percent(after.percent)} now applies to withdrawals ${tierRange(after)}.`,
      },
    ];
  }
  if (action === 'fee_tier.delete' && before) {
    return [
      {
        title: 'Withdrawal fees changed',
        body: `The withdrawal fee of ${percent(before.percent)} for withdrawals ${tierRange(before)} was removed.`,
      },
    ];
  }
  return [];
}

/** The log entries an audited action makes; none for actions that do not concern all members. */
export function managementLogEntries(record: AuditRecord): LogEntry[] {
  const before = record.before ?? null;
  const after = record.after ?? null;
  if (record.action === 'rewards_pool.fund' && after) {
    return [
      {
        title: 'Rewards pool funded',
        body: `The operator added ${usd(after.amount)} to the rewards pool that pays daily rewards.`,
      },
    ];
  }
  if (record.action === 'settings.update' && after) return settingsEntries(before ?? {}, after);
  if (record.action.startsWith('vip_level.')) return vipLevelEntries(record.action, before, after);
  if (record.action.startsWith('fee_tier.')) return feeTierEntries(record.action, before, after);
  return [];
}
