import {
  type SenderChallenge,
  type SenderChallengeRequest,
  senderChallengeResponseSchema,
} from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The message Nova issues for an address: signed once, within 15 minutes. */
export function requestSenderChallenge(body: SenderChallengeRequest): Promise<SenderChallenge> {
  return api.post('/deposit/sender-addresses/challenge', body, { schema: senderChallengeResponseSchema });
}

export function useRequestSenderChallenge() {
  return useMutation({ mutationFn: requestSenderChallenge });
}
