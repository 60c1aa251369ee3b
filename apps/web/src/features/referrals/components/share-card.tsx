import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, MessageSquareText, Share2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { notify } from '@/lib/toast.ts';
import { useCopy } from '@/lib/use-copy.ts';

/** The link a friend registers with: the code pre-fills there. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?ref=${encodeURIComponent(code)}`;
}

/**
 * The code and the link, each with copy, quick share and a QR code made in the browser. Quick share
 * is the native share sheet where the browser has one; copying the link sits beside the link either
 * way.
 */
export function ShareCard({ code }: { code: string }) {
  const { t } = useLingui();
  const link = referralLink(window.location.origin, code);
  const message = t`Join me on Nova with my referral code ${code}: ${link}`;
  const codeCopy = useCopy(t`Failed to copy the referral code`);
  const linkCopy = useCopy(t`Failed to copy the link`);
  const messageCopy = useCopy(t`Failed to copy the message`);
  const canShare = typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t`Join me on Nova`, text: message, url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(t`Sharing failed`);
    }
  };

  return (
    <Card aria-labelledby="share-heading">
      <CardHeader>
        <CardTitle id="share-heading">
          <Trans>Your referral link</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Friends who register with it join your team.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0 space-y-4">
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground">
              <Trans>Referral code</Trans>
            </p>
            <div className="flex items-center gap-2">
              <span
                dir="ltr"
                className="font-mono text-2xl font-semibold tracking-wider"
                data-testid="referral-code"
              >
                {code}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() => codeCopy.copy(code)}
                aria-label={t`Copy code`}
              >
                {codeCopy.copied ? <Check /> : <Copy />}
                {codeCopy.copied ? t`Copied` : t`Copy`}
              </Button>
            </div>
          </div>
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground">
              <Trans>Referral link</Trans>
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <code
                dir="ltr"
                className="min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 py-2 text-sm break-all"
                data-testid="referral-link"
              >
                {link}
              </code>
              <Button
                size="sm"
                variant="outline"
                onClick={() => linkCopy.copy(link)}
                aria-label={t`Copy link`}
              >
                {linkCopy.copied ? <Check /> : <Copy />}
                {linkCopy.copied ? t`Copied` : t`Copy link`}
              </Button>
            </div>
          </div>
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground">
              <Trans>Quick share</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              {canShare && (
                <Button size="sm" onClick={share}>
                  <Share2 /> <Trans>Share</Trans>
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => messageCopy.copy(message)}>
                {messageCopy.copied ? <Check /> : <MessageSquareText />}
                {messageCopy.copied ? t`Message copied` : t`Copy message`}
              </Button>
            </div>
          </div>
        </div>
        <div className="flex justify-center">
          <div className="rounded-lg bg-white p-3">
            <QRCodeSVG value={link} size={148} role="img" aria-label={t`QR code of your referral link`} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
