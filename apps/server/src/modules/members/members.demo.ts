import { type AuthService, newPassword } from '../auth/index.ts';

/**
 * The demo's members board is not empty: a handful of demo members who switched the board on
 * (rule 35). They hold no money and no level, so the board shows exactly what is true of them;
 * their passwords are random and never printed (nobody signs in as them).
 */
export const demoBoardMembers = [
  { fullName: 'Amara Okafor', email: 'amara.okafor@demo.nova.local' },
  { fullName: 'Lucas Silva', email: 'lucas.silva@demo.nova.local' },
  { fullName: 'Mei Chen', email: 'mei.chen@demo.nova.local' },
  { fullName: 'Jonas Berg', email: 'jonas.berg@demo.nova.local' },
  { fullName: 'Priya Nair', email: 'priya.nair@demo.nova.local' },
  { fullName: 'Tomás Rivera', email: 'tomas.rivera@demo.nova.local' },
];

export async function seedDemoBoardMembers(auth: AuthService): Promise<void> {
  for (const member of demoBoardMembers) {
    await auth.provisionAccount({ ...member, password: newPassword(), isAdmin: false, resetPassword: false });
    await auth.setShowOnLeaderboard(member.email, true);
  }
}
