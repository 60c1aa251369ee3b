import { Trans, useLingui } from '@lingui/react/macro';
import type { VipLevel } from '@nova/contracts';
import { Bike } from 'lucide-react';
import { OperatorText } from '@/components/operator-text.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatUsdWhole } from '@/lib/format.ts';

/** The bicycle perk of the first six levels, side by side. */
export function BicycleProgression({ levels }: { levels: VipLevel[] }) {
  const { t } = useLingui();
  const firstSix = levels.slice(0, 6);
  if (firstSix.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Bicycle progression</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every level includes a bicycle. Higher levels come with better bikes.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {firstSix.map((level) => (
            <li key={level.id} className="rounded-lg border border-border p-4">
              <p className="flex items-center gap-2 text-sm font-semibold">
                <Bike className="size-4 text-primary" aria-hidden />
                {level.bicycleModel ? <OperatorText>{level.bicycleModel}</OperatorText> : t`Bicycle`}
              </p>
              <p className="text-xs text-muted-foreground">
                <OperatorText>{level.name}</OperatorText> · {formatUsdWhole(level.amount)}
                {level.bicycleColor ? <OperatorText>{` · ${level.bicycleColor}`}</OperatorText> : ''}
              </p>
              {level.bicycleFeatures.length > 0 && (
                <ul className="mt-2 list-inside list-disc text-xs text-muted-foreground">
                  {level.bicycleFeatures.map((feature) => (
                    <li key={feature}>
                      <OperatorText>{feature}</OperatorText>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
