/**
 * Every TanStack Query key of the app, in one place. Keys nest: each `all` is the prefix of the keys
 * below it, so invalidating `all` refreshes the whole group (after a mutation, on a live event).
 * Parameters are typed loosely (`object`) so this module imports no feature: the member bundle needs
 * it, and must not pull in admin code.
 */
const wallet = ['wallet'] as const;
const vip = ['vip'] as const;
const tasks = ['tasks'] as const;
const members = ['members'] as const;
const announcements = ['announcements'] as const;
const deposits = ['deposits'] as const;
const withdrawalHistory = ['withdrawal', 'history'] as const;
// The transparency summary's key is also the prefix of its history, so one invalidation refreshes both.
const transparency = ['public', 'transparency'] as const;
const settings = ['settings'] as const;
const pages = ['pages'] as const;
const admin = ['admin'] as const;
const adminDeposits = [...admin, 'deposits'] as const;
const adminFeeTiers = [...admin, 'fee-tiers'] as const;
const adminAnnouncements = [...admin, 'announcements'] as const;
const adminUsers = [...admin, 'users'] as const;
const adminWithdrawals = [...admin, 'withdrawals'] as const;

export const queryKeys = {
  auth: {
    profile: () => ['auth', 'profile'] as const,
    twoFactor: () => ['auth', 'two-factor'] as const,
  },
  wallet: {
    all: wallet,
    stats: () => [...wallet, 'stats'] as const,
    transactions: (page: object) => [...wallet, 'transactions', page] as const,
  },
  vip: {
    all: vip,
    levels: () => [...vip, 'levels'] as const,
    status: () => [...vip, 'status'] as const,
    upgradeOptions: () => [...vip, 'upgrade-options'] as const,
    projectedEarnings: (timeRange: string) => [...vip, 'projected-earnings', timeRange] as const,
    publicLevels: () => [...vip, 'public', 'levels'] as const,
    referralRates: () => [...vip, 'public', 'referral-rates'] as const,
  },
  tasks: {
    all: tasks,
    available: () => [...tasks, 'available'] as const,
    earningStatus: () => [...tasks, 'earning-status'] as const,
    history: (limit: number) => [...tasks, 'history', limit] as const,
    earningHistory: (page: number) => [...tasks, 'earning-history', page] as const,
  },
  members: {
    all: members,
    stats: () => [...members, 'stats'] as const,
    public: (sortBy: string, order: string) => [...members, 'public', sortBy, order] as const,
  },
  announcements: {
    all: announcements,
    list: (kind: string, page: number, limit: number, language: string) =>
      [...announcements, kind, page, limit, language] as const,
  },
  referral: {
    stats: () => ['referral', 'stats'] as const,
    validate: (code: string) => ['referral', 'validate', code] as const,
  },
  deposits: {
    all: deposits,
    one: (id: string) => [...deposits, 'one', id] as const,
    addresses: () => [...deposits, 'addresses'] as const,
    history: (params: object) => [...deposits, 'history', params] as const,
    pendingCount: () => [...deposits, 'pending-count'] as const,
    lookup: (hashAndNetwork: string) => [...deposits, 'lookup', hashAndNetwork] as const,
    detection: () => [...deposits, 'detection-status'] as const,
    senderAddresses: () => [...deposits, 'sender-addresses'] as const,
  },
  withdrawal: {
    options: () => ['withdrawal', 'options'] as const,
    previewFee: (body: object) => ['withdrawal', 'preview-fee', body] as const,
    history: {
      all: withdrawalHistory,
      list: (query: object) => [...withdrawalHistory, query] as const,
    },
  },
  transparency: {
    all: transparency,
    summary: () => transparency,
    history: (days: number) => [...transparency, 'history', days] as const,
    latestProof: () => [...transparency, 'proofs', 'latest'] as const,
    proofHistory: (page: number, limit: number) =>
      [...transparency, 'proofs', 'history', page, limit] as const,
  },
  site: {
    /** The operator's content in one language (decision 033). */
    contentAll: () => ['site', 'content'] as const,
    content: (language: string) => ['site', 'content', language] as const,
    /** The English content as the Site tab edits it. */
    edited: () => ['site', 'edited'] as const,
    translation: (language: string) => ['site', 'translation', language] as const,
    helpFigures: () => ['site', 'help-figures'] as const,
  },
  pages: {
    all: pages,
    one: (page: string, language: string) => [...pages, page, language] as const,
  },
  settings: {
    all: settings,
    public: () => [...settings, 'public'] as const,
  },
  admin: {
    all: admin,
    stats: () => [...admin, 'stats'] as const,
    failedEmails: () => [...admin, 'failed-emails'] as const,
    settings: () => [...admin, 'settings'] as const,
    auditLog: (query: object) => [...admin, 'audit-log', query] as const,
    rewardsPool: () => [...admin, 'rewards-pool'] as const,
    vipLevels: () => [...admin, 'vip-levels'] as const,
    vipMembers: (query: object) => [...admin, 'vip-members', query] as const,
    deposits: {
      all: adminDeposits,
      list: (params: object) => [...adminDeposits, 'list', params] as const,
      pending: () => [...adminDeposits, 'pending'] as const,
      claimants: (id: string) => [...adminDeposits, 'claimants', id] as const,
    },
    feeTiers: {
      all: adminFeeTiers,
      list: () => [...adminFeeTiers, 'list'] as const,
      validation: () => [...adminFeeTiers, 'validate'] as const,
    },
    announcements: {
      all: adminAnnouncements,
      list: (kind: string, page: number) => [...adminAnnouncements, kind, page] as const,
    },
    users: {
      all: adminUsers,
      list: (query: object) => [...adminUsers, 'list', query] as const,
      deposits: (userId: string, page: number) => [...adminUsers, userId, 'deposits', page] as const,
      withdrawals: (userId: string, page: number) => [...adminUsers, userId, 'withdrawals', page] as const,
      tree: (userId: string, depth: number) => [...adminUsers, userId, 'tree', depth] as const,
      earnings: (userId: string, query: object) => [...adminUsers, userId, 'earnings', query] as const,
    },
    withdrawals: {
      all: adminWithdrawals,
      pending: () => [...adminWithdrawals, 'pending'] as const,
      history: (query: object) => [...adminWithdrawals, 'history', query] as const,
      /** Under the withdrawals' key: any withdrawal change refreshes the batches too. */
      batches: (page: number) => [...adminWithdrawals, 'batches', page] as const,
      batch: (id: string) => [...adminWithdrawals, 'batch', id] as const,
      openBatchItems: () => [...adminWithdrawals, 'open-batch-items'] as const,
      unpaid: () => [...adminWithdrawals, 'unpaid'] as const,
      unmatched: () => [...adminWithdrawals, 'unmatched'] as const,
    },
  },
};
