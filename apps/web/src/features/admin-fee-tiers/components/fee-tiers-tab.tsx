import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FeeTier, FeeTiersValidation } from '@nova/contracts';
import { Trash2 } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatUsd } from '@/lib/format.ts';
import { fractionToPercent } from '@/lib/percent.ts';
import { notify } from '@/lib/toast.ts';
import { useDeleteFeeTier } from '../api/delete-fee-tier.ts';
import { useFeeTiers } from '../api/get-fee-tiers.ts';
import { useFeeTiersValidation } from '../api/validate-fee-tiers.ts';
import { AddTierForm } from './add-tier-form.tsx';

const range = (min: string, max: string | null) =>
  `${formatUsd(min)} – ${max === null ? '∞' : formatUsd(max)}`;

/** Fee Tiers (rule 31): the table, the validation banner and the add form. */
export default function FeeTiersTab() {
  const { t } = useLingui();
  const tiers = useFeeTiers();
  const validation = useFeeTiersValidation();
  const remove = useDeleteFeeTier();
  const onDelete = (tier: FeeTier) =>
    remove.mutate(tier.id, {
      onSuccess: () => notify.success(t`Fee tier deleted`),
      onError: (error) => notify.error(errorMessage(error, t`Failed to delete tier`)),
    });
  return (
    <QueryState
      query={tiers}
      errorFallback={t`Failed to load fee tiers`}
      loading={<Skeleton className="h-64 w-full rounded-xl" />}
    >
      {({ data }) => (
        <div className="space-y-5">
          {validation.data && <ValidationBanner validation={validation.data} />}
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Withdrawal fee tiers</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>
                  The fee is the matching tier's percent of the amount. Min is inclusive, max exclusive; where
                  tiers overlap, the one with the greatest min applies. No matching tier: no fee.
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>No tiers: withdrawals carry no fee.</Trans>
                </p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-border text-start text-xs text-muted-foreground">
                      <th className="py-2 font-medium">
                        <Trans>Min</Trans>
                      </th>
                      <th className="py-2 font-medium">
                        <Trans>Max</Trans>
                      </th>
                      <th className="py-2 font-medium">
                        <Trans>Percent</Trans>
                      </th>
                      <th className="py-2">
                        <span className="sr-only">
                          <Trans>Actions</Trans>
                        </span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((tier) => (
                      <tr key={tier.id} className="border-b border-border last:border-0">
                        <td className="py-2 tabular-nums">{formatUsd(tier.minAmount)}</td>
                        <td className="py-2 tabular-nums">
                          {tier.maxAmount === null ? '∞' : formatUsd(tier.maxAmount)}
                        </td>
                        <td className="py-2 tabular-nums">{fractionToPercent(tier.percent)}%</td>
                        <td className="py-2 text-end">
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t`Delete tier ${range(tier.minAmount, tier.maxAmount)}`}
                            disabled={remove.isPending}
                            onClick={() => onDelete(tier)}
                          >
                            <Trash2 /> <Trans>Delete</Trans>
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </CardContent>
          </Card>
          <AddTierForm />
        </div>
      )}
    </QueryState>
  );
}

function ValidationBanner({ validation }: { validation: FeeTiersValidation }) {
  if (validation.valid)
    return (
      <Alert tone="success">
        <Trans>Tiers look good</Trans>
      </Alert>
    );
  return (
    <div className="space-y-2">
      {validation.overlaps.length > 0 && (
        <Alert tone="danger">
          <p className="font-medium">
            <Plural
              value={validation.overlaps.length}
              one="# overlap: the tier with the greater min applies there"
              other="# overlaps: the tier with the greater min applies there"
            />
          </p>
          <ul className="list-disc ps-5">
            {validation.overlaps.map((overlap) => (
              <li key={overlap.tierIds.join()}>{range(overlap.minAmount, overlap.maxAmount)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {validation.gaps.length > 0 && (
        <Alert tone="warning">
          <p className="font-medium">
            <Plural
              value={validation.gaps.length}
              one="# gap: no fee is charged there"
              other="# gaps: no fee is charged there"
            />
          </p>
          <ul className="list-disc ps-5">
            {validation.gaps.map((gap) => (
              <li key={gap.minAmount}>{range(gap.minAmount, gap.maxAmount)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
