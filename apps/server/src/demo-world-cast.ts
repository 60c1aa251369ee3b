import type { Network, TokenSymbol } from '@nova/contracts';

/**
 * Who lives in the demo's world and what each has done: a deposit on a local chain, a level, the
 * days (back from today) on which an earning session ran, and who invited whom. The demo member
 * invited Nadia, who invited Kenji, so a membership pays bonuses two levels up. Amara, Lucas and
 * Mei are the members board's people (members.demo.ts).
 */
export interface DemoCastMember {
  key: string;
  fullName: string;
  email: string;
  referredBy?: string;
  deposit: { network: Network; currency: TokenSymbol; amount: string };
  level: string;
  sessionDaysAgo: readonly number[];
}

export const demoCast: readonly DemoCastMember[] = [
  {
    key: 'demo',
    fullName: 'Demo Member',
    email: 'demo@nova.local',
    deposit: { network: 'BEP20', currency: 'USDT', amount: '300' },
    level: 'Silver',
    sessionDaysAgo: [4, 3, 2],
  },
  {
    key: 'amara',
    fullName: 'Amara Okafor',
    email: 'amara.okafor@demo.nova.local',
    deposit: { network: 'BEP20', currency: 'USDT', amount: '400' },
    level: 'Gold',
    sessionDaysAgo: [3, 2],
  },
  {
    key: 'lucas',
    fullName: 'Lucas Silva',
    email: 'lucas.silva@demo.nova.local',
    deposit: { network: 'POLYGON', currency: 'USDC', amount: '200' },
    level: 'Silver',
    sessionDaysAgo: [2],
  },
  {
    key: 'mei',
    fullName: 'Mei Chen',
    email: 'mei.chen@demo.nova.local',
    deposit: { network: 'POLYGON', currency: 'USDC', amount: '120' },
    level: 'Bronze',
    sessionDaysAgo: [2],
  },
  {
    key: 'nadia',
    fullName: 'Nadia Haddad',
    email: 'nadia.haddad@demo.nova.local',
    referredBy: 'demo',
    deposit: { network: 'BEP20', currency: 'USDT', amount: '150' },
    level: 'Silver',
    sessionDaysAgo: [3, 2],
  },
  {
    key: 'kenji',
    fullName: 'Kenji Sato',
    email: 'kenji.sato@demo.nova.local',
    referredBy: 'nadia',
    deposit: { network: 'BEP20', currency: 'USDT', amount: '60' },
    level: 'Bronze',
    sessionDaysAgo: [2],
  },
];

export const WORLD_NEWS_TITLE = 'Welcome to the Nova demo';

export const worldNews = {
  title: WORLD_NEWS_TITLE,
  body:
    'Example content. Everything in this demo happened on the built-in local chains: members ' +
    'deposited, joined levels, invited friends and earned from the rewards pool. Sign in as the demo ' +
    'member to see it, or as the administrator to process the deposit claim and withdrawals waiting.',
};
