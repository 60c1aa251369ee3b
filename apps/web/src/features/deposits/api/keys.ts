/** Query keys of the deposits feature; everything under `deposits` is refreshed after a deposit. */
export const depositKeys = {
  all: ['deposits'] as const,
  addresses: ['deposits', 'addresses'] as const,
  history: (params: object) => ['deposits', 'history', params] as const,
  pendingCount: ['deposits', 'pending-count'] as const,
  lookup: (hash: string) => ['deposits', 'lookup', hash] as const,
  detection: ['deposits', 'detection-status'] as const,
};

/** The wallet figures (another feature's query) change with every credited deposit. */
export const walletKey = ['wallet'] as const;
