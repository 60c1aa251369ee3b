import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { endSession } from './session.ts';

export function logout(): Promise<unknown> {
  return api.post('/auth/logout');
}

/** Ends the session on the server; a failed call is logged and the member is logged out locally anyway. */
export function useLogout() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.warn('Logout call failed; logging out locally', error),
    onSettled: () => {
      endSession(queryClient);
      notify.success(t`Logged out successfully`);
      navigate('/login', { replace: true });
    },
  });
}
