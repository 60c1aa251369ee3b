import { type EmailChangeUndoRequest, successSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { endSession } from './session.ts';

export function undoEmailChange(data: EmailChangeUndoRequest) {
  return api.post('/auth/email-change/undo', data, { schema: successSchema });
}

/** The undo ends every session of the account, this browser's too: it forgets its own. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => endSession(queryClient),
  });
}
