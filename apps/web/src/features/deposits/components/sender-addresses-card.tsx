import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format.ts';
import { useSenderAddresses } from '../api/get-sender-addresses.ts';
import { AddSenderAddressForm } from './add-sender-address-form.tsx';
import { RemoveSenderAddressForm } from './remove-sender-address-form.tsx';

/**
 * The member's proved sender addresses on /profile (decision 017). A transfer to the shared
 * company address from an address only this member proved is credited without an administrator.
 */
export function SenderAddressesCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useLingui();
  const addresses = useSenderAddresses();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string>();
  return (
    <Card aria-labelledby="sender-addresses-title" data-testid="sender-addresses-card" className="max-w-2xl">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden />
          <CardTitle id="sender-addresses-title">
            <Trans>Sender addresses</Trans>
          </CardTitle>
        </div>
        <CardDescription>
          <Trans>
            The wallets you send deposits from to the shared company address. Prove one by signing a message
            with it: your transfers from it are then credited without waiting for an administrator.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={addresses}
          errorFallback={t`Failed to load your sender addresses`}
          loading={<Skeleton className="h-10 w-full" />}
        >
          {({ data }) =>
            data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No sender address yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border">
                {data.map((row) => (
                  <li key={row.address} className="space-y-3 p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="min-w-0">
                        <p className="break-all font-mono text-sm">
                          <bdi dir="ltr">{row.address}</bdi>
                        </p>
                        <ProvedOn date={row.provedAt} />
                      </div>
                      {removing !== row.address && (
                        <Button variant="ghost" size="sm" onClick={() => setRemoving(row.address)}>
                          <Trash2 />
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </div>
                    {removing === row.address && (
                      <RemoveSenderAddressForm
                        address={row.address}
                        twoFactorEnabled={twoFactorEnabled}
                        onDone={() => setRemoving(undefined)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        {adding ? (
          <AddSenderAddressForm twoFactorEnabled={twoFactorEnabled} onDone={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>
            <Trans>Add a sender address</Trans>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function ProvedOn({ date }: { date: string }) {
  const proved = formatDate(date);
  return (
    <p className="text-xs text-muted-foreground">
      <Trans>Proved {proved}</Trans>
    </p>
  );
}
