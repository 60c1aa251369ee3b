import { profileResponseSchema, type UpdateProfileRequest, type User } from '@nova/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

async function updateProfile(data: UpdateProfileRequest): Promise<User> {
  const { user } = await api.patch('/auth/profile', data, { schema: profileResponseSchema });
  return user;
}

/** Saves a change to the profile; the answer replaces the cached member. */
export async function saveProfile(queryClient: QueryClient, data: UpdateProfileRequest): Promise<User> {
  const user = await updateProfile(data);
  queryClient.setQueryData<User>(queryKeys.auth.profile(), user);
  return user;
}

/** Saves name, contacts and the members-board switch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (data: UpdateProfileRequest) => saveProfile(queryClient, data) });
}
