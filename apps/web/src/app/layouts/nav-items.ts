import { Crown, House, ListChecks, type LucideIcon, UserRound, Users } from 'lucide-react';

/** Member navigation: top bar on desktop, bottom bar and menu on mobile. */
export const memberNavItems: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/tasks', label: 'Tasks', icon: ListChecks },
  { to: '/vip-selection', label: 'VIP', icon: Crown },
  { to: '/invite', label: 'Team', icon: Users },
  { to: '/profile', label: 'Profile', icon: UserRound },
];

/** Linked from the footer of every page (the transparency page, rule 3). */
export const legalLinks = [
  { to: '/transparency', label: 'Transparency' },
  { to: '/help', label: 'Help' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];
