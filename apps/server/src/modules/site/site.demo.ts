import type { SiteContentDocument } from '@nova/contracts';

/**
 * The demo's landing content: every section filled so a newcomer sees the whole page, and marked
 * `example`, so the page labels it as example content rather than the operator's claims.
 */
export const demoSiteContent: SiteContentDocument = {
  example: true,
  // The built-in help, terms and privacy texts describe the product as it is.
  pages: { help: '', terms: '', privacy: '' },
  problem: `Many "earn daily" platforms show returns that nothing backs: balances are numbers on a screen, \
payouts depend on new members, and nobody can check what is held against what is owed.

*This is example content: the operator writes their own text in the admin Site tab.*`,
  solution: `Nova keeps every amount on a **double-entry ledger**, verifies deposits **on chain**, and pays daily \
rewards only from a **rewards pool** the operator funds in the open. The [transparency page](/transparency) \
shows what is held, what is owed and how many days of rewards the pool covers.

*This is example content.*`,
  roadmap: [
    {
      quarter: 'Q1 (example)',
      items: [
        { text: 'Deposits on BNB Smart Chain and Polygon', done: true },
        { text: 'Public transparency page', done: true },
      ],
    },
    {
      quarter: 'Q2 (example)',
      items: [
        { text: 'Two-factor sign-in for every account', done: false },
        { text: 'Transparency history chart', done: true },
      ],
    },
    { quarter: 'Q3 (example)', items: [{ text: 'More stablecoins and networks', done: false }] },
    { quarter: 'Q4 (example)', items: [{ text: 'Independent audit of the ledger', done: false }] },
  ],
  team: [
    {
      name: 'Alex Example',
      role: 'Operator (example)',
      photoUrl: '',
      bio: 'Runs this demo. Replace this card with your own team in the admin Site tab.',
    },
    {
      name: 'Sam Sample',
      role: 'Support (example)',
      photoUrl: '',
      bio: 'Answers members through the support chat.',
    },
  ],
  tokenomics: {
    stakingRewards: 40,
    teamAdvisors: 20,
    communityIncentives: 20,
    partnerships: 10,
    reserveLiquidity: 10,
    details:
      'Example figures only: Nova itself issues no token. An operator who runs a token publishes its real distribution here.',
  },
};
