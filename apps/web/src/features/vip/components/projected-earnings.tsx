import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { TrendingUp } from 'lucide-react';
import { OperatorText } from '@/components/operator-text.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { formatUsd } from '@/lib/format.ts';
import { projectionRanges, useProjectedEarnings } from '../api/get-projected-earnings.ts';

/**
 * What the active level would earn in 7, 30 and 90 days, one session a day. Rewards are paid only
 * while the rewards pool can cover them, and the card says so rather than promising the figures.
 */
export function ProjectedEarnings() {
  const { t } = useLingui();
  const projections = useProjectedEarnings();
  const failed = projections.find((projection) => projection.error);
  const answers = projections.map((projection) => projection.data);
  const levelName = answers[0]?.vipLevel?.name;
  const name = <OperatorText>{levelName}</OperatorText>;
  return (
    <Card aria-labelledby="projected-earnings-heading">
      <CardHeader>
        <CardTitle id="projected-earnings-heading" className="flex items-center gap-2">
          <TrendingUp className="size-4 text-primary" aria-hidden /> <Trans>Projected earnings</Trans>
        </CardTitle>
        <CardDescription>
          {levelName ? (
            <Trans>
              With {name}, one earning session a day. Rewards are paid only while the funded rewards pool can
              cover them, so these are not promised.
            </Trans>
          ) : (
            <Trans>
              Join a VIP level to see what it would earn. Rewards depend on the funded rewards pool.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed && answers.some((answer) => answer === undefined) ? (
          <Alert tone="danger" role="alert">
            <p className="font-medium">
              <Trans>Failed to load projected earnings</Trans>
            </p>
            <p>{errorMessage(failed.error, t`Please try again later`)}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => Promise.all(projections.map((projection) => projection.refetch()))}
            >
              <Trans>Retry</Trans>
            </Button>
          </Alert>
        ) : (
          <dl className="grid grid-cols-3 gap-3" data-testid="projected-earnings">
            {answers.map((answer, index) => (
              <div key={projectionRanges[index]} className="rounded-lg border border-border p-3">
                <dt className="text-xs text-muted-foreground">
                  {answer ? <Days days={answer.days} /> : '…'}
                </dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {answer ? formatUsd(answer.projectedEarnings) : <Skeleton className="h-6 w-16" />}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Days({ days }: { days: number }) {
  return <Plural value={days} one="# day" other="# days" />;
}
