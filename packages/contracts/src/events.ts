/**
 * Live updates (rule 41): the event names of the Server-Sent Events streams
 * `GET /api/events` (the signed-in member) and `GET /api/public/events` (anyone). An event only
 * says what changed; the app then refetches the queries it concerns, through the usual endpoints.
 */
export const liveEventKinds = [
  /** The member's balances moved (deposit credited, membership paid, reward, withdrawal). */
  'wallet',
  /** One of the member's deposits was made or changed status or confirmations. */
  'deposit',
  /** One of the member's withdrawals was made or changed status. */
  'withdrawal',
  /** The member's earning session started, was credited or found unfunded. */
  'earnings',
  /** The operator changed the settings (the pause banner, minimums). Public. */
  'settings',
  /** The operator added, changed or removed a VIP level (its price, reward, number). Public. */
  'levels',
  /** The transparency figures changed (custody, liabilities, rewards pool). Public. */
  'transparency',
  /** Administrators only: a deposit was made or changed (the pending list). */
  'admin-deposits',
  /** Administrators only: a withdrawal was requested or changed (the pending list). */
  'admin-withdrawals',
  /** Events may have been missed (a reconnect older than the server remembers): refetch everything. */
  'resync',
] as const;

export type LiveEventKind = (typeof liveEventKinds)[number];
