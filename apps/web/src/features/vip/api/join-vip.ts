import { type JoinVipResponse, joinVipResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function joinVip(vipLevelId: string, idempotencyKey: string): Promise<JoinVipResponse> {
  return api.post('/vip/join', { vipLevelId }, { schema: joinVipResponseSchema, idempotencyKey });
}

/**
 * Join or upgrade. One idempotency key per purchase intent: a retry of the same level resends it,
 * so a double click or a lost answer never pays twice. Wallet and VIP data are refreshed after.
 */
export function useJoinVip() {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  const levelOfKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: (vipLevelId: string) => {
      // Another level is another intent: it gets its own key.
      if (levelOfKey.current !== vipLevelId) intent.done();
      levelOfKey.current = vipLevelId;
      return joinVip(vipLevelId, intent.key());
    },
    onSuccess: () => intent.done(),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vip.all }),
        // The wallet's queries live under ['wallet'] (another feature's cache, refreshed by key).
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]);
    },
  });
}
