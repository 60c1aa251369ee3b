import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorOff } from './two-factor-off.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * Two-factor authentication on the profile (rule 15): its state, turning it on (QR code,
 * first code, recovery codes shown once) and off. Self-contained: mount it anywhere signed in.
 */
export function TwoFactorCard() {
  const { t } = useLingui();
  const status = useTwoFactorStatus();
  const [settingUp, setSettingUp] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const enabled = status.data?.enabled ?? false;

  return (
    <Card aria-labelledby="two-factor-title" data-testid="two-factor-card" className="max-w-2xl">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          <CardTitle id="two-factor-title">
            <Trans>Two-factor authentication</Trans>
          </CardTitle>
          {status.data && <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? t`On` : t`Off`}</Badge>}
        </div>
        <CardDescription>
          <Trans>
            Sign-in asks for a code from an authenticator app on your phone as well as your password.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={status}
          errorFallback={t`Failed to load two-factor authentication`}
          loading={<Skeleton className="h-10 w-48" />}
        >
          {(data) =>
            recoveryCodes ? (
              <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
            ) : enabled ? (
              <TwoFactorOff recoveryCodesLeft={data.recoveryCodesLeft} />
            ) : settingUp ? (
              <TwoFactorSetup
                onEnabled={(codes) => {
                  setSettingUp(false);
                  setRecoveryCodes(codes);
                }}
                onCancel={() => setSettingUp(false)}
              />
            ) : (
              <>
                {data.required && (
                  <Alert tone="warning">
                    <p>
                      <Trans>
                        Administrators must turn on two-factor authentication before using the admin panel.
                      </Trans>
                    </p>
                  </Alert>
                )}
                <Button onClick={() => setSettingUp(true)}>
                  <Trans>Turn on two-factor authentication</Trans>
                </Button>
              </>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
