import type { PageKey, SitePages } from '@nova/contracts';

/**
 * The help, terms and privacy pages as shipped: what a page shows until the operator writes their
 * own in the Site tab (an empty page there means this text).
 */
const helpText = `Nova is a member platform. You deposit USDT or USDC on BNB Smart Chain (BEP20) or Polygon, \
buy a VIP level with that deposit, run one earning session a day, and withdraw what you earn.

Deposits: send the amount to the deposit address shown on the Deposit screen, on the network shown. \
A deposit is credited once the transfer is final on its chain. A transfer to a shared company address \
may need a review by an administrator before it is credited.

VIP levels: a level is paid from your deposit balance. Each level has a fixed daily reward.

Daily rewards: rewards are paid only from the rewards pool, which the operator funds. When the pool cannot \
cover a reward, the reward is not credited and you are told why. The transparency page shows the pool and \
how many days of rewards it covers.

Referral bonuses: when a member you invited pays for a membership, you and up to two referrers above you \
receive a share of that payment, at the rates shown on the Invite screen. Bonuses come out of the payment \
itself, never from other members' funds.

Withdrawals: you can withdraw your earnings and bonuses to your own wallet. A fee may apply (shown before \
you confirm). Withdrawals are reviewed by an administrator and are paused for 24 hours after you change \
your password or email.

Need more help? Use the support button, or write to the operator of this site.`;

const termsText = `These terms govern your use of Nova, operated by the owner of this site.

1. Your account. You must give accurate details and keep your password safe. One person, one account.

2. Deposits. Only send the supported tokens on the supported networks to the addresses shown to you. \
Tokens sent on an unsupported network, or to an address not shown to you, may be lost.

3. Rewards are not guaranteed. Daily rewards are paid only from a rewards pool funded by the operator. \
If the pool cannot cover a reward, it is not credited. Nothing on this site is a promise of profit, and \
past rewards say nothing about future ones.

4. Referral bonuses are a share of membership payments made by the members you invited, paid at the \
rates set by the operator at the time of the payment.

5. Withdrawals are reviewed before they are paid. The operator may refuse or delay a withdrawal that \
looks fraudulent or breaks these terms, and will tell you why.

6. The operator may change these terms, the rates and the minimum amounts; changes apply from the moment \
they are published here and do not change payments already made.

7. The operator may suspend an account that breaks these terms.`;

const privacyText = `This page explains what Nova stores about you and why.

What we store: your name, email address and phone number if you give them; your password, stored only \
as a one-way hash; your sessions; your deposits, memberships, rewards, referral links and withdrawals; \
the wallet addresses you send from and withdraw to.

Why: to run your account, to credit and pay out your funds, to prevent fraud, and to keep the records \
the ledger needs.

Who sees it: the operator's administrators. Other members never see your full email or phone number; \
lists such as your team or the member list show them masked.

Email: we send you verification codes and messages about your account. We do not sell your data.

Your choices: you can update your profile at any time, and ask the operator to close your account. \
Ledger records of money already moved are kept, because they must balance.`;

/** What Nova runs with until an administrator changes something (rule 37). */
export const builtInPages: SitePages = { help: helpText, terms: termsText, privacy: privacyText };

export const pageTitles: Record<PageKey, string> = {
  help: 'Help',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};
