import { msg } from '@lingui/core/macro';

/**
 * The titles of the sign-in, member and back-office routes and the member navigation's labels
 * (app/routes.ts), in the member frame's catalog (lingui.config.ts): the landing page does not
 * download them (decision 032).
 */
export const memberRouteWords = {
  login: { title: msg`Sign In · Nova` },
  register: { title: msg`Create an account · Nova` },
  forgotPassword: { title: msg`Reset your password · Nova` },
  resetPassword: { title: msg`Choose a new password · Nova` },
  verifyEmail: { title: msg`Verify your email · Nova` },
  undoEmailChange: { title: msg`Undo an email change · Nova` },
  dashboard: { title: msg`Dashboard · Nova` },
  tasks: { title: msg`Tasks · Nova` },
  vipSelection: { title: msg`Choose Your VIP Level · Nova` },
  invite: { title: msg`Invite Friends · Nova` },
  profile: { title: msg`Profile · Nova` },
  deposit: { title: msg`Make a Deposit · Nova` },
  withdraw: { title: msg`Withdraw Funds · Nova` },
  admin: { title: msg`Admin Panel · Nova` },
  nav: { home: msg`Home`, tasks: msg`Tasks`, vip: msg`VIP`, team: msg`Team`, profile: msg`Profile` },
};
