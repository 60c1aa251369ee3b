import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDepositAddresses } from '../api/get-deposit-addresses.ts';
import { isPositiveAmount } from '../utils/amount.ts';
import { DepositHistoryDialog } from './deposit-history-dialog.tsx';
import {
  DetectionStatusCard,
  HowDepositsWork,
  PendingCountCard,
  RecentDeposits,
} from './deposit-side-panels.tsx';
import { addressesQueryState } from './deposits-refusal.tsx';
import { DirectDepositForm } from './direct-deposit-form.tsx';
import { HostedCheckoutForm } from './hosted-checkout-form.tsx';

type Method = 'direct' | 'hosted';

/** ?amount=50 pre-fills the amount when it is a plain positive decimal. */
function prefilledAmount(value: string | null): string {
  return value && /^\d{1,12}(\.\d{1,6})?$/.test(value) && isPositiveAmount(value) ? value : '';
}

/** /deposit — 'Make a Deposit'. */
export function DepositPage() {
  const { t } = useLingui();
  const addresses = useDepositAddresses();
  const [method, setMethod] = useState<Method>('direct');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [params] = useSearchParams();
  const initialAmount = prefilledAmount(params.get('amount'));
  const methods = [
    { value: 'direct' as const, label: t`USDT / USDC direct transfer` },
    ...(addresses.data?.hostedCheckout
      ? [{ value: 'hosted' as const, label: t`Bitcoin (hosted checkout)` }]
      : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">
            <Trans>Make a Deposit</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>Add USDT or USDC to your balance from any wallet or exchange.</Trans>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
          <History /> <Trans>Deposit history</Trans>
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>New deposit</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Verified on chain; credited once the transfer is final.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <QueryState
              query={addresses}
              {...addressesQueryState()}
              loading={<Skeleton className="h-96 w-full" />}
            >
              {(data) => (
                <>
                  {methods.length > 1 && (
                    <ChoiceGroup
                      legend={t`Method`}
                      name="deposit-method"
                      value={method}
                      options={methods}
                      onChange={setMethod}
                    />
                  )}
                  {method === 'hosted' ? (
                    <HostedCheckoutForm minimum={data.minDepositAmount} />
                  ) : (
                    <DirectDepositForm addresses={data} initialAmount={initialAmount} />
                  )}
                </>
              )}
            </QueryState>
          </CardContent>
        </Card>
        <aside className="space-y-6" aria-label={t`Your deposits`}>
          <PendingCountCard />
          <RecentDeposits onShowAll={() => setHistoryOpen(true)} />
          <DetectionStatusCard />
          <HowDepositsWork minimum={addresses.data?.minDepositAmount ?? '…'} />
        </aside>
      </div>
      {historyOpen && <DepositHistoryDialog open onOpenChange={setHistoryOpen} />}
    </div>
  );
}
