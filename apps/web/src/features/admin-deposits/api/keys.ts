export const adminDepositKeys = {
  all: ['admin', 'deposits'] as const,
  list: (params: object) => ['admin', 'deposits', 'list', params] as const,
  pending: ['admin', 'deposits', 'pending'] as const,
};
