/** Query keys of the admin Users and VIP Members tabs. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: object) => ['admin', 'users', 'list', query] as const,
  deposits: (userId: string, page: number) => ['admin', 'users', userId, 'deposits', page] as const,
  withdrawals: (userId: string, page: number) => ['admin', 'users', userId, 'withdrawals', page] as const,
  tree: (userId: string, depth: number) => ['admin', 'users', userId, 'tree', depth] as const,
  earnings: (userId: string, query: object) => ['admin', 'users', userId, 'earnings', query] as const,
  vipMembers: (query: object) => ['admin', 'vip-members', query] as const,
};
