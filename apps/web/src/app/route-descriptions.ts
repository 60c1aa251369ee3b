import { msg } from '@lingui/core/macro';

/**
 * The public routes' descriptions (app/routes.ts), written only into the HTML head by the prerender
 * and the server (route-meta.ts): their catalog (`head`, lingui.config.ts) is in no group a screen
 * loads, so the browser never downloads them (decision 032).
 */
export const routeDescriptions = {
  landing: msg`Deposit USDT or USDC on BEP20 or Polygon, choose a VIP level and earn daily rewards paid from a rewards pool you can check on the transparency page.`,
  help: msg`How deposits, confirmations, memberships, the rewards pool, referral bonuses, withdrawals and fees work.`,
  terms: msg`The terms for using Nova.`,
  privacy: msg`What Nova stores about you, why, and who sees it.`,
  transparency: msg`What Nova holds, what it owes its members and how many days of rewards the pool covers, read from its ledger, with the daily history.`,
  login: msg`Sign in to your Nova account.`,
  register: msg`Create a Nova account with an email or phone number.`,
};
