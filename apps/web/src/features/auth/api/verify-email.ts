import { useLingui } from '@lingui/react/macro';
import { type User, verifyEmailResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { notify } from '@/lib/toast.ts';

export function verifyEmail(otp: string) {
  return api.post('/auth/verify-email', { otp }, { schema: verifyEmailResponseSchema });
}

export function useVerifyEmail() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The toast comes from here, not the form: once the profile says verified, the screen leaves.
    onSuccess: ({ user }) => {
      notify.success(t`Email verified successfully!`);
      queryClient.setQueryData<User>(queryKeys.auth.profile(), user);
    },
  });
}
