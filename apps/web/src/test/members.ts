import type { User } from '@nova/contracts';

/** A member as the API describes one, for answers the fake server gives. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '01890a5d-ac96-774b-bcce-b302099a8057',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    username: 'ada',
    referralCode: 'ADA123',
    isEmailVerified: true,
    isAdmin: false,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLoginAt: null,
    withdrawalsLockedUntil: null,
    showOnLeaderboard: false,
    language: null,
    ...overrides,
  };
}
