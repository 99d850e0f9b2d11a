/** User-facing texts shared by the API and the web, so both say exactly the same thing. */
export const MESSAGES = {
  // API errors
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signUpRoleRefused: 'Only candidates can sign up. Ask an administrator for another role.',
  missingToken: 'Sign in to continue',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  forbiddenRole: 'You do not have permission to do this',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  accessChanged: 'Your access has changed. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tooManySignIns: 'Too many sign-in attempts. Please try again later.',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body must be valid JSON',
  unreadableBody: 'Request body could not be read',
  unreadableUpload: 'The upload could not be read',
  crossOrigin: 'Cross-origin requests are not allowed',
  emailNotSent: 'The email could not be sent. Try again later.',
  // Web fallbacks (spec §8)
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
} as const;

export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  internal: 'internal',
  /** The session ended (role changed, account deleted, signed out everywhere): sign in again. */
  tokenRevoked: 'token_revoked',
  invalidCredentials: 'invalid_credentials',
  roleNotAllowed: 'role_not_allowed',
  recentSignInRequired: 'recent_sign_in_required',
  tooManyRequests: 'too_many_requests',
  tooLarge: 'too_large',
  unsupportedMediaType: 'unsupported_media_type',
  pdfActiveContent: 'pdf_active_content',
  pdfEncrypted: 'pdf_encrypted',
  pdfTooComplex: 'pdf_too_complex',
  emailFailed: 'email_failed',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Shape of every API error body (DESIGN §4). */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
}
