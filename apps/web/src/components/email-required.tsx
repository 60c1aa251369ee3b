import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, UserPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';

/** The server's words for it (rule 9). */
export const EMAIL_REQUIRED_MESSAGE =
  'For your security, you must verify your email before accessing your wallet and making transactions.';

/**
 * Said in place on every screen that needs a verified email (rule 9), with the way forward: verify
 * the address on file, or add one on the profile when there is none (a phone-only member).
 * `hasEmail` undefined offers both. On the profile itself, `onEditProfile` opens its edit form.
 */
export function EmailRequired({
  hasEmail,
  onEditProfile,
  className,
}: {
  hasEmail?: boolean;
  onEditProfile?: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const profileLabel = hasEmail === false ? t`Add an email on your profile` : t`Change your email`;
  const profileVariant = hasEmail === false ? 'primary' : 'outline';
  return (
    <Alert tone="warning" className={className} data-testid="email-required">
      <p className="font-medium">{translateServerText(EMAIL_REQUIRED_MESSAGE)}</p>
      <p className="text-muted-foreground">
        {hasEmail === false
          ? t`Your account has no email yet. Add one on your profile, then enter the code we send to it.`
          : t`Enter the 6-digit code we sent to your email.`}
      </p>
      <div className="flex flex-wrap gap-2 pt-1">
        {hasEmail !== false && (
          <Button asChild size="sm">
            <Link to="/verify-email">
              <MailCheck /> <Trans>Verify your email</Trans>
            </Link>
          </Button>
        )}
        {hasEmail !== true &&
          (onEditProfile ? (
            <Button size="sm" variant={profileVariant} onClick={onEditProfile}>
              <UserPen /> {hasEmail === false ? t`Add an email` : t`Change your email`}
            </Button>
          ) : (
            <Button asChild size="sm" variant={profileVariant}>
              <Link to="/profile">
                <UserPen /> {profileLabel}
              </Link>
            </Button>
          ))}
      </div>
    </Alert>
  );
}

/** QueryState's `refusal` for the wallet's screens: an unverified email is a way forward, not a failure. */
export function emailRequiredRefusal(error: unknown): ReactNode | undefined {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' ? <EmailRequired /> : undefined;
}
