import { profileResponseSchema, type UpdateProfileRequest, type User } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function updateProfile(data: UpdateProfileRequest): Promise<User> {
  const { user } = await api.patch('/auth/profile', data, { schema: profileResponseSchema });
  return user;
}

/** Saves name, contacts and the members-board switch; the answer replaces the cached member. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData<User>(queryKeys.auth.profile(), user),
  });
}
