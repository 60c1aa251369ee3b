import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionType } from '@nova/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useWalletTransactions } from '../api/get-wallet-transactions.ts';

/** 8 shown of the 10 fetched. */
const FETCHED = 10;
const SHOWN = 8;

const typeLabels: Record<TransactionType, MessageDescriptor> = {
  // A noun here; the money card's Deposit button is a verb.
  DEPOSIT: msg({ message: 'Deposit', context: 'transaction type' }),
  WITHDRAWAL: msg`Withdrawal`,
  VIP_EARNINGS: msg`Daily reward`,
  REFERRAL_BONUS: msg`Referral bonus`,
  VIP_PAYMENT: msg`VIP payment`,
  TASK_REWARD: msg`Task reward`,
};

/** The member's latest ledger movements, signed from their side (credits positive). */
export function RecentTransactions({ enabled }: { enabled: boolean }) {
  const { i18n, t } = useLingui();
  const transactions = useWalletTransactions(1, FETCHED, enabled);
  return (
    <Card id="transactions" aria-labelledby="transactions-heading" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="transactions-heading">
          <Trans>Recent transactions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!enabled ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Shown once your email is verified.</Trans>
          </p>
        ) : (
          <QueryState
            query={transactions}
            errorFallback={t`Failed to load transactions`}
            loading={<Skeleton className="h-40 w-full" />}
            isEmpty={({ data }) => data.length === 0}
            empty={
              <p className="py-6 text-center text-sm text-muted-foreground">
                <Trans>No transactions yet</Trans>
              </p>
            }
          >
            {({ data }) => (
              <ul className="divide-y divide-border" aria-label={t`Transactions`}>
                {data.slice(0, SHOWN).map((transaction) => {
                  const debit = transaction.amount.startsWith('-');
                  return (
                    <li
                      key={transaction.id}
                      className="flex items-start justify-between gap-3 py-2.5 text-sm"
                    >
                      <div className="min-w-0">
                        <p className="font-medium">{i18n._(typeLabels[transaction.type])}</p>
                        <p className="truncate text-xs text-muted-foreground">{transaction.description}</p>
                        <p className="text-xs text-muted-foreground">
                          {formatDateTime(transaction.createdAt)}
                        </p>
                      </div>
                      <span
                        dir="ltr"
                        className={cn(
                          'shrink-0 font-semibold tabular-nums',
                          debit ? 'text-foreground' : 'text-success',
                        )}
                      >
                        {debit ? '' : '+'}
                        {formatUsd(transaction.amount)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
