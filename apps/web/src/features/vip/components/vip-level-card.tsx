import { Trans, useLingui } from '@lingui/react/macro';
import type { UpgradeOption, VipLevel } from '@nova/contracts';
import { Bike, Check } from 'lucide-react';
import { OperatorText } from '@/components/operator-text.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatPercent, formatUsd, formatUsdWhole } from '@/lib/format.ts';

/** How a level stands for this member: held now, below (not for sale to them), or on offer. */
export type LevelStanding = 'current' | 'lower' | 'available';

interface VipLevelCardProps {
  level: VipLevel;
  standing: LevelStanding;
  /** The upgrade option for an available level (cost and affordability). */
  option?: UpgradeOption;
  onChoose?: (level: VipLevel) => void;
  compact?: boolean;
}

/** "Can afford", else what is still needed ("Need $60.00 more", or "Need $60.00" where space is short). */
export function Affordability({ option, more = false }: { option: UpgradeOption; more?: boolean }) {
  const missing = formatUsd(option.missingAmount);
  if (option.canAfford) return <Trans>Can afford</Trans>;
  return more ? <Trans>Need {missing} more</Trans> : <Trans>Need {missing}</Trans>;
}

/** A level card (rule 25): name, level number, daily return, price, monthly earning. */
export function VipLevelCard({ level, standing, option, onChoose, compact = false }: VipLevelCardProps) {
  const { t } = useLingui();
  const disabled = standing !== 'available';
  const number = level.level;
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border p-5 shadow-[var(--shadow-card)]',
        standing === 'current' && 'border-primary bg-primary-soft',
        standing === 'available' && 'border-border bg-surface',
        // Not for sale to this member, but still readable: a quieter card, never faded text (4.5:1).
        standing === 'lower' && 'border-dashed border-border bg-surface-muted',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">
            <OperatorText>{level.name}</OperatorText>
          </h3>
          <p className="text-xs text-muted-foreground">
            <Trans>VIP Level {number}</Trans>
          </p>
        </div>
        {standing === 'current' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            <Check className="size-3" aria-hidden /> <Trans>Active</Trans>
          </span>
        )}
        {standing === 'lower' && (
          <span className="rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground">
            <Trans>Lower Level</Trans>
          </span>
        )}
      </div>
      <p className="mt-4 text-3xl font-semibold tabular-nums">{formatUsdWhole(level.amount)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Daily return</Trans>
          </dt>
          <dd className="font-medium tabular-nums">{formatPercent(level.dailyReturnPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Daily earning</Trans>
          </dt>
          <dd className="font-medium tabular-nums">{formatUsd(level.dailyEarning)}</dd>
        </div>
        {!compact && (
          <div className="col-span-2">
            <dt className="text-muted-foreground">
              <Trans>Monthly earning (30 days)</Trans>
            </dt>
            <dd className="font-medium tabular-nums">{formatUsd(level.monthlyEarning)}</dd>
          </div>
        )}
      </dl>
      {!compact && level.bicycleModel && (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
          <Bike className="size-4 text-primary" aria-hidden />
          <OperatorText>
            {level.bicycleModel}
            {level.bicycleColor ? ` · ${level.bicycleColor}` : ''}
          </OperatorText>
        </p>
      )}
      {option && (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted-foreground">
              {option.upgradeCost === option.amount ? <Trans>Price</Trans> : <Trans>Upgrade cost</Trans>}
            </dt>
            <dd className="font-medium tabular-nums">{formatUsd(option.upgradeCost)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Deposited</Trans>
            </dt>
            <dd className="font-medium tabular-nums">{formatUsd(option.totalBalance)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">
              <Trans>Still needed</Trans>
            </dt>
            <dd className={cn('font-medium', option.canAfford ? 'text-success' : 'text-foreground')}>
              <Affordability option={option} more />
            </dd>
          </div>
        </dl>
      )}
      {onChoose && (
        <Button
          className="mt-4 w-full"
          variant={option?.canAfford ? 'primary' : 'outline'}
          disabled={disabled}
          onClick={() => onChoose(level)}
        >
          {standing === 'current'
            ? t`Your level`
            : standing === 'lower'
              ? t`Lower Level`
              : option?.canAfford
                ? t`Join`
                : t`Deposit`}
        </Button>
      )}
    </li>
  );
}
