// Written by scripts/server-texts.mjs (npm run i18n:server-texts): do not edit by hand.
import { msg } from '@lingui/core/macro';

/** Every fixed text of the server and the contracts, keyed by its English text. */
export const serverTexts = [
  msg({
    id: 'A chosen withdrawal is already in an open batch',
    message: 'A chosen withdrawal is already in an open batch',
  }),
  msg({ id: 'A feature cannot be empty', message: 'A feature cannot be empty' }),
  msg({ id: 'A note is required', message: 'A note is required' }),
  msg({
    id: 'A payout transaction hash is recorded only when approving or completing',
    message: 'A payout transaction hash is recorded only when approving or completing',
  }),
  msg({
    id: 'A payout transaction hash is required to complete a withdrawal',
    message: 'A payout transaction hash is required to complete a withdrawal',
  }),
  msg({ id: 'A rate is at most 1 (100%)', message: 'A rate is at most 1 (100%)' }),
  msg({
    id: 'A signature is 0x followed by 130 hexadecimal characters',
    message: 'A signature is 0x followed by 130 hexadecimal characters',
  }),
  msg({
    id: 'A transaction is recorded on this batch; it can no longer be cancelled',
    message: 'A transaction is recorded on this batch; it can no longer be cancelled',
  }),
  msg({
    id: 'Add an email address to your profile first.',
    message: 'Add an email address to your profile first.',
  }),
  msg({
    id: 'Add and verify an email address first: the message names you by it.',
    message: 'Add and verify an email address first: the message names you by it.',
  }),
  msg({ id: 'Add at least one item', message: 'Add at least one item' }),
  msg({ id: 'Already in an open batch', message: 'Already in an open batch' }),
  msg({ id: 'Already recorded for another withdrawal', message: 'Already recorded for another withdrawal' }),
  msg({ id: 'Amount can have at most 2 decimals', message: 'Amount can have at most 2 decimals' }),
  msg({ id: 'Amount is required', message: 'Amount is required' }),
  msg({ id: 'Amount is too large', message: 'Amount is too large' }),
  msg({ id: 'Amount must be greater than 0', message: 'Amount must be greater than 0' }),
  msg({
    id: 'An account with this email already exists',
    message: 'An account with this email already exists',
  }),
  msg({
    id: 'An account with this phone number already exists',
    message: 'An account with this phone number already exists',
  }),
  msg({ id: 'An hour from 0 to 23', message: 'An hour from 0 to 23' }),
  msg({ id: 'Announcement not found', message: 'Announcement not found' }),
  msg({ id: 'At least 0', message: 'At least 0' }),
  msg({ id: 'At least 1 hour', message: 'At least 1 hour' }),
  msg({ id: 'At most 100', message: 'At most 100' }),
  msg({ id: 'At most 100 characters', message: 'At most 100 characters' }),
  msg({ id: 'At most 12 items', message: 'At most 12 items' }),
  msg({ id: 'At most 20 features', message: 'At most 20 features' }),
  msg({ id: 'At most 24 people', message: 'At most 24 people' }),
  msg({ id: 'At most 30 days', message: 'At most 30 days' }),
  msg({ id: 'At most 50 characters', message: 'At most 50 characters' }),
  msg({ id: 'At most 8 quarters', message: 'At most 8 quarters' }),
  msg({ id: 'At most two decimals', message: 'At most two decimals' }),
  msg({ id: 'Authentication required', message: 'Authentication required' }),
  msg({
    id: 'Automatic management-log entries record what happened and cannot be edited or deleted',
    message: 'Automatic management-log entries record what happened and cannot be edited or deleted',
  }),
  msg({ id: 'Batch not found', message: 'Batch not found' }),
  msg({
    id: 'Choose English, Spanish, Portuguese or Arabic',
    message: 'Choose English, Spanish, Portuguese or Arabic',
  }),
  msg({
    id: 'Choose Spanish, Portuguese or Arabic: English is the content itself',
    message: 'Choose Spanish, Portuguese or Arabic: English is the content itself',
  }),
  msg({
    id: 'Choose the withdrawals, or all approved ones on this network and token',
    message: 'Choose the withdrawals, or all approved ones on this network and token',
  }),
  msg({
    id: 'Choose your withdrawable earnings instead',
    message: 'Choose your withdrawable earnings instead',
  }),
  msg({
    id: 'Contains characters that are not allowed (NUL or invalid Unicode)',
    message: 'Contains characters that are not allowed (NUL or invalid Unicode)',
  }),
  msg({ id: 'Current password is incorrect', message: 'Current password is incorrect' }),
  msg({ id: 'Current password is required', message: 'Current password is required' }),
  msg({ id: 'Daily earning session', message: 'Daily earning session' }),
  msg({ id: 'Deposit not found', message: 'Deposit not found' }),
  msg({ id: 'Deposits are currently disabled.', message: 'Deposits are currently disabled.' }),
  msg({
    id: 'Deposits are paused while withdrawals are paused. Transfers already sent will still be credited.',
    message:
      'Deposits are paused while withdrawals are paused. Transfers already sent will still be credited.',
  }),
  msg({ id: 'Depth is a whole number from 1 to 5', message: 'Depth is a whole number from 1 to 5' }),
  msg({ id: 'Earning session in progress', message: 'Earning session in progress' }),
  msg({
    id: 'Earning sessions are not available on weekends. Come back on Monday.',
    message: 'Earning sessions are not available on weekends. Come back on Monday.',
  }),
  msg({ id: 'Email or phone number is required', message: 'Email or phone number is required' }),
  msg({ id: 'Email verified successfully!', message: 'Email verified successfully!' }),
  msg({ id: 'Enter a 0x address of 40 hex digits', message: 'Enter a 0x address of 40 hex digits' }),
  msg({ id: 'Enter a percentage', message: 'Enter a percentage' }),
  msg({
    id: 'Enter the 6-digit code from your authenticator app or a recovery code',
    message: 'Enter the 6-digit code from your authenticator app or a recovery code',
  }),
  msg({ id: 'Enter the 65-byte signature as 0x hex', message: 'Enter the 65-byte signature as 0x hex' }),
  msg({
    id: 'Enter the code from your authenticator app',
    message: 'Enter the code from your authenticator app',
  }),
  msg({
    id: 'Enter the transaction hash of this deposit to approve it.',
    message: 'Enter the transaction hash of this deposit to approve it.',
  }),
  msg({ id: 'Failed to send verification email', message: 'Failed to send verification email' }),
  msg({ id: 'Fee tier not found', message: 'Fee tier not found' }),
  msg({
    id: 'For your security, you must verify your email before accessing your wallet and making transactions.',
    message:
      'For your security, you must verify your email before accessing your wallet and making transactions.',
  }),
  msg({
    id: 'If an account uses this email, we sent it a 6-digit code. It is valid for 10 minutes.',
    message: 'If an account uses this email, we sent it a 6-digit code. It is valid for 10 minutes.',
  }),
  msg({ id: 'Invalid code', message: 'Invalid code' }),
  msg({ id: 'Invalid email address', message: 'Invalid email address' }),
  msg({ id: 'Invalid email/phone or password', message: 'Invalid email/phone or password' }),
  msg({
    id: 'Invalid or expired code. Please check it or request a new code.',
    message: 'Invalid or expired code. Please check it or request a new code.',
  }),
  msg({ id: 'Invalid phone number', message: 'Invalid phone number' }),
  msg({ id: 'Invalid referral code', message: 'Invalid referral code' }),
  msg({ id: 'Invalid verification code', message: 'Invalid verification code' }),
  msg({ id: 'Invalid webhook signature', message: 'Invalid webhook signature' }),
  msg({ id: 'Logged out successfully', message: 'Logged out successfully' }),
  msg({ id: 'Max must be greater than min', message: 'Max must be greater than min' }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Name must be at least 2 characters', message: 'Name must be at least 2 characters' }),
  msg({
    id: 'New password must be different from the current password',
    message: 'New password must be different from the current password',
  }),
  msg({
    id: 'No active VIP level. Please join a VIP level first to start earning.',
    message: 'No active VIP level. Please join a VIP level first to start earning.',
  }),
  msg({
    id: 'No active verification code. Please request a new code.',
    message: 'No active verification code. Please request a new code.',
  }),
  msg({
    id: 'No deposit address is configured for this network.',
    message: 'No deposit address is configured for this network.',
  }),
  msg({ id: 'No failed email with this id', message: 'No failed email with this id' }),
  msg({
    id: 'No proof-of-reserves snapshot has been published yet',
    message: 'No proof-of-reserves snapshot has been published yet',
  }),
  msg({ id: 'No such proof-of-reserves snapshot', message: 'No such proof-of-reserves snapshot' }),
  msg({ id: 'Notes can have at most 1000 characters', message: 'Notes can have at most 1000 characters' }),
  msg({ id: 'Nothing to update', message: 'Nothing to update' }),
  msg({
    id: 'Only a PENDING deposit can have its transaction hash changed.',
    message: 'Only a PENDING deposit can have its transaction hash changed.',
  }),
  msg({
    id: 'Only approved withdrawals of this network and token can be batched',
    message: 'Only approved withdrawals of this network and token can be batched',
  }),
  msg({
    id: 'Only the hash of a direct transfer deposit can be changed.',
    message: 'Only the hash of a direct transfer deposit can be changed.',
  }),
  msg({ id: 'Page is too large', message: 'Page is too large' }),
  msg({ id: 'Password changed successfully', message: 'Password changed successfully' }),
  msg({ id: 'Password is required', message: 'Password is required' }),
  msg({ id: 'Password must be at least 6 characters', message: 'Password must be at least 6 characters' }),
  msg({ id: 'Password must be at least 8 characters', message: 'Password must be at least 8 characters' }),
  msg({ id: 'Password must be at most 128 characters', message: 'Password must be at most 128 characters' }),
  msg({
    id: 'Password must contain uppercase, lowercase, and number',
    message: 'Password must contain uppercase, lowercase, and number',
  }),
  msg({ id: 'Passwords do not match', message: 'Passwords do not match' }),
  msg({ id: 'Paste the signature your wallet made', message: 'Paste the signature your wallet made' }),
  msg({
    id: 'Please choose APPROVE, REJECT, COMPLETE or FAIL',
    message: 'Please choose APPROVE, REJECT, COMPLETE or FAIL',
  }),
  msg({ id: 'Please choose USDT or USDC', message: 'Please choose USDT or USDC' }),
  msg({ id: 'Please choose a VIP level', message: 'Please choose a VIP level' }),
  msg({ id: 'Please choose a supported network', message: 'Please choose a supported network' }),
  msg({ id: 'Please choose a withdrawal method', message: 'Please choose a withdrawal method' }),
  msg({ id: 'Please confirm your new password', message: 'Please confirm your new password' }),
  msg({ id: 'Please confirm your password', message: 'Please confirm your password' }),
  msg({ id: 'Please enter a transaction hash', message: 'Please enter a transaction hash' }),
  msg({ id: 'Please enter a valid 6-digit code', message: 'Please enter a valid 6-digit code' }),
  msg({ id: 'Please enter a valid amount', message: 'Please enter a valid amount' }),
  msg({ id: 'Please enter a valid transaction hash', message: 'Please enter a valid transaction hash' }),
  msg({ id: 'Please enter a valid wallet address', message: 'Please enter a valid wallet address' }),
  msg({
    id: 'Please join a VIP level first to start earning',
    message: 'Please join a VIP level first to start earning',
  }),
  msg({
    id: 'Please provide at least one field to update',
    message: 'Please provide at least one field to update',
  }),
  msg({
    id: 'Please provide either email or phone number',
    message: 'Please provide either email or phone number',
  }),
  msg({ id: 'Rates cannot be negative', message: 'Rates cannot be negative' }),
  msg({ id: 'Rates have at most 6 decimals', message: 'Rates have at most 6 decimals' }),
  msg({ id: 'Ready to start!', message: 'Ready to start!' }),
  msg({ id: 'Request a message to sign first', message: 'Request a message to sign first' }),
  msg({
    id: 'Session completed. Your reward is being credited.',
    message: 'Session completed. Your reward is being credited.',
  }),
  msg({
    id: 'Start the setup again: no pending two-factor secret.',
    message: 'Start the setup again: no pending two-factor secret.',
  }),
  msg({ id: 'Task not found', message: 'Task not found' }),
  msg({ id: 'Text is required', message: 'Text is required' }),
  msg({ id: 'The Bitcoin checkout is not available.', message: 'The Bitcoin checkout is not available.' }),
  msg({
    id: 'The email change was undone. Your account has its earlier address again; please sign in.',
    message: 'The email change was undone. Your account has its earlier address again; please sign in.',
  }),
  msg({ id: 'The five percentages must add up to 100', message: 'The five percentages must add up to 100' }),
  msg({
    id: 'The last active administrator cannot be suspended.',
    message: 'The last active administrator cannot be suspended.',
  }),
  msg({
    id: 'The message must be exactly the text shown',
    message: 'The message must be exactly the text shown',
  }),
  msg({ id: 'The minimum must be greater than 0', message: 'The minimum must be greater than 0' }),
  msg({
    id: 'The payout transaction does not match this withdrawal. Check it, or confirm the mismatch to complete anyway.',
    message:
      'The payout transaction does not match this withdrawal. Check it, or confirm the mismatch to complete anyway.',
  }),
  msg({ id: 'The request is nested too deeply', message: 'The request is nested too deeply' }),
  msg({
    id: 'The rewards pool cannot cover this reward right now',
    message: 'The rewards pool cannot cover this reward right now',
  }),
  msg({
    id: 'The signature does not match the address and message',
    message: 'The signature does not match the address and message',
  }),
  msg({
    id: 'The signature does not match this address and message.',
    message: 'The signature does not match this address and message.',
  }),
  msg({
    id: 'The signature was not made by this address',
    message: 'The signature was not made by this address',
  }),
  msg({
    id: 'The three referral rates together must be at most 1 (100%)',
    message: 'The three referral rates together must be at most 1 (100%)',
  }),
  msg({
    id: 'The zero address cannot receive funds; please enter your own wallet address',
    message: 'The zero address cannot receive funds; please enter your own wallet address',
  }),
  msg({
    id: 'This Idempotency-Key was already used for a different withdrawal request',
    message: 'This Idempotency-Key was already used for a different withdrawal request',
  }),
  msg({
    id: 'This batch has nothing left to pay; it is closed',
    message: 'This batch has nothing left to pay; it is closed',
  }),
  msg({
    id: 'This batch is being changed by another request; try again in a moment',
    message: 'This batch is being changed by another request; try again in a moment',
  }),
  msg({
    id: 'This deposit has no checkout invoice to approve.',
    message: 'This deposit has no checkout invoice to approve.',
  }),
  msg({
    id: "This is Nova's receiving address; please enter your own wallet address",
    message: "This is Nova's receiving address; please enter your own wallet address",
  }),
  msg({
    id: 'This is a Nova deposit address; withdrawals must go to a wallet of your own outside Nova',
    message: 'This is a Nova deposit address; withdrawals must go to a wallet of your own outside Nova',
  }),
  msg({
    id: 'This is a token contract address, not a wallet: funds sent there are lost. Please enter your own wallet address',
    message:
      'This is a token contract address, not a wallet: funds sent there are lost. Please enter your own wallet address',
  }),
  msg({
    id: 'This level is held by members and cannot be deleted. Deactivate it instead.',
    message: 'This level is held by members and cannot be deleted. Deactivate it instead.',
  }),
  msg({
    id: 'This link is invalid, already used or older than 7 days.',
    message: 'This link is invalid, already used or older than 7 days.',
  }),
  msg({
    id: 'This message has expired. Request a new one and sign it again.',
    message: 'This message has expired. Request a new one and sign it again.',
  }),
  msg({
    id: 'This message was already used. Request a new one.',
    message: 'This message was already used. Request a new one.',
  }),
  msg({
    id: 'This message was issued for another address.',
    message: 'This message was issued for another address.',
  }),
  msg({
    id: 'This message was not issued to you. Request a new one.',
    message: 'This message was not issued to you. Request a new one.',
  }),
  msg({
    id: 'This name is already used by another level',
    message: 'This name is already used by another level',
  }),
  msg({
    id: 'This password is one of the most common passwords and easy to guess. Please choose another.',
    message: 'This password is one of the most common passwords and easy to guess. Please choose another.',
  }),
  msg({
    id: 'This request key was already used for a different VIP purchase',
    message: 'This request key was already used for a different VIP purchase',
  }),
  msg({
    id: 'This sender address is not on your account.',
    message: 'This sender address is not on your account.',
  }),
  msg({
    id: 'This transaction hash is already recorded for another withdrawal',
    message: 'This transaction hash is already recorded for another withdrawal',
  }),
  msg({
    id: 'This wallet is declared already on this network',
    message: 'This wallet is declared already on this network',
  }),
  msg({
    id: 'This withdrawal was changed meanwhile; reload it and try again',
    message: 'This withdrawal was changed meanwhile; reload it and try again',
  }),
  msg({ id: 'Title is required', message: 'Title is required' }),
  msg({ id: 'Tokenomics not published', message: 'Tokenomics not published' }),
  msg({
    id: 'Too many live connections. Please try again shortly.',
    message: 'Too many live connections. Please try again shortly.',
  }),
  msg({
    id: 'Too many wrong attempts. Please request a new code.',
    message: 'Too many wrong attempts. Please request a new code.',
  }),
  msg({
    id: 'Transaction hash is required for USDT deposits',
    message: 'Transaction hash is required for USDT deposits',
  }),
  msg({
    id: 'Two-factor authentication is already on.',
    message: 'Two-factor authentication is already on.',
  }),
  msg({ id: 'Two-factor authentication is not on.', message: 'Two-factor authentication is not on.' }),
  msg({ id: 'Two-factor authentication is off.', message: 'Two-factor authentication is off.' }),
  msg({ id: 'Two-factor authentication is on.', message: 'Two-factor authentication is on.' }),
  msg({ id: 'Two-factor authentication required', message: 'Two-factor authentication required' }),
  msg({
    id: 'Use an https:// address or a path on this site',
    message: 'Use an https:// address or a path on this site',
  }),
  msg({ id: 'User not found', message: 'User not found' }),
  msg({ id: 'VIP level not found', message: 'VIP level not found' }),
  msg({
    id: 'Verification code has expired. Please request a new code.',
    message: 'Verification code has expired. Please request a new code.',
  }),
  msg({ id: 'Verification code is required', message: 'Verification code is required' }),
  msg({ id: 'Verification email sent!', message: 'Verification email sent!' }),
  msg({ id: 'Welcome to the Nova demo', message: 'Welcome to the Nova demo' }),
  msg({ id: 'Withdrawal not found', message: 'Withdrawal not found' }),
  msg({
    id: 'Withdrawal request submitted successfully',
    message: 'Withdrawal request submitted successfully',
  }),
  msg({
    id: 'Withdrawals are temporarily disabled by the administrator. Please try again later.',
    message: 'Withdrawals are temporarily disabled by the administrator. Please try again later.',
  }),
  msg({
    id: 'Withdrawing deposited funds is not available at the moment',
    message: 'Withdrawing deposited funds is not available at the moment',
  }),
  msg({ id: 'You can start earning again tomorrow', message: 'You can start earning again tomorrow' }),
  msg({ id: 'You cannot suspend your own account.', message: 'You cannot suspend your own account.' }),
  msg({ id: "You don't have admin privileges.", message: "You don't have admin privileges." }),
  msg({
    id: 'You must accept the terms and conditions',
    message: 'You must accept the terms and conditions',
  }),
  msg({
    id: 'Your account is suspended. Contact support.',
    message: 'Your account is suspended. Contact support.',
  }),
  msg({ id: 'Your earning session is still running', message: 'Your earning session is still running' }),
  msg({ id: 'Your email is already verified.', message: 'Your email is already verified.' }),
  msg({
    id: 'Your password has been reset. Please sign in with your new password.',
    message: 'Your password has been reset. Please sign in with your new password.',
  }),
  msg({
    id: 'Your session has expired. Please log in again.',
    message: 'Your session has expired. Please log in again.',
  }),
  msg({
    id: 'Your sign-in has expired. Please sign in again.',
    message: 'Your sign-in has expired. Please sign in again.',
  }),
  msg({ id: 'timeRange is one of 7d, 30d, 90d', message: 'timeRange is one of 7d, 30d, 90d' }),
];
