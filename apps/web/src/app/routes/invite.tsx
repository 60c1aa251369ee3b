import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { InvitePage } from '@/features/referrals/components/invite-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export function InviteRoute() {
  usePageTitle('Invite Friends');
  const { user } = useAuth();
  return user ? <InvitePage referralCode={user.referralCode} /> : null;
}
