import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { InvitePage } from '@/features/referrals/components/invite-page.tsx';

export function InviteRoute() {
  const { user } = useAuth();
  return user ? <InvitePage referralCode={user.referralCode} /> : null;
}
