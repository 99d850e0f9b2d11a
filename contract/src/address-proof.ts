// Its own module: the bundler keeps a module's texts together, and /login needs none of these.

/** The portal's own address verification (its e-mailed link opens /verify-email), and setting a password after it. */
export const VERIFY_MESSAGES = {
  verified: 'Your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  passwordSet: 'Your password is set. You can sign in with it from now on.',
  recentSignInForPassword: 'For your security, sign in again (within the last 5 minutes) to set a password.',
  verifiedSignedIn:
    'Your e-mail address is verified and you are signed in. Any other way into this account was removed: set a password in your profile if you want one.',
  linkInvalid: 'This verification link is not valid. Ask for a new one from your profile.',
  linkExpired: 'This verification link has expired. Ask for a new one from your profile.',
  otherAccount: 'This verification link is for another account. Sign out first, then open it again.',
} as const;
