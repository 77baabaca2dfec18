/**
 * Messages of the account-safety rules (issue 26): common passwords, email change, sign-in slow-down and the
 * cap on wrong codes. Not in the storefront spec, which never had these rules; worded like its messages.
 */
export const ACCOUNT_SAFETY_MSG = {
  commonPassword:
    'This password is on a list of common or leaked passwords. Please choose one that is harder to guess.',
  currentPasswordRequired: 'Please enter your current password to change your email address.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailChangeCodeSent: (email: string) =>
    `Profile has been updated successfully. To change your email, enter the 4-digit code we have emailed to ${email}. Until then your email stays as it is.`,
  emailChangeNoPending: 'There is no email change to confirm. Please start again from your profile.',
  emailChanged: 'Your email address has been changed.',
  emailChangeCodeLabel: 'Code sent to your new email',
  currentPasswordLabel: 'Current password',
  confirmEmailChange: 'Confirm new email',
} as const;
