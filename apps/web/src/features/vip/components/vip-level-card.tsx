import type { UpgradeOption, VipLevel } from '@nova/contracts';
import { Bike, Check } from 'lucide-react';
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

/** A level card (rule 25): name, level number, daily return, price, monthly earning. */
export function VipLevelCard({ level, standing, option, onChoose, compact = false }: VipLevelCardProps) {
  const disabled = standing !== 'available';
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
          <h3 className="text-lg font-semibold">{level.name}</h3>
          <p className="text-xs text-muted-foreground">VIP Level {level.level}</p>
        </div>
        {standing === 'current' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            <Check className="size-3" aria-hidden /> Active
          </span>
        )}
        {standing === 'lower' && (
          <span className="rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground">
            Lower Level
          </span>
        )}
      </div>
      <p className="mt-4 text-3xl font-semibold tabular-nums">{formatUsdWhole(level.amount)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Daily return</dt>
          <dd className="font-medium tabular-nums">{formatPercent(level.dailyReturnPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Daily earning</dt>
          <dd className="font-medium tabular-nums">{formatUsd(level.dailyEarning)}</dd>
        </div>
        {!compact && (
          <div className="col-span-2">
            <dt className="text-muted-foreground">Monthly earning (30 days)</dt>
            <dd className="font-medium tabular-nums">{formatUsd(level.monthlyEarning)}</dd>
          </div>
        )}
      </dl>
      {!compact && level.bicycleModel && (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground">
          <Bike className="size-4 text-primary" aria-hidden />
          {level.bicycleModel}
          {level.bicycleColor ? ` · ${level.bicycleColor}` : ''}
        </p>
      )}
      {option && (
        <p className="mt-3 text-xs text-muted-foreground">
          {option.upgradeCost === option.amount ? 'Price' : 'Upgrade cost'}: {formatUsd(option.upgradeCost)}
          {option.canAfford ? ' · Can afford' : ` · Need ${formatUsd(option.missingAmount)} more`}
        </p>
      )}
      {onChoose && (
        <Button
          className="mt-4 w-full"
          variant={option?.canAfford ? 'primary' : 'outline'}
          disabled={disabled}
          onClick={() => onChoose(level)}
        >
          {standing === 'current'
            ? 'Your level'
            : standing === 'lower'
              ? 'Lower Level'
              : option?.canAfford
                ? 'Join'
                : 'Deposit'}
        </Button>
      )}
    </li>
  );
}
