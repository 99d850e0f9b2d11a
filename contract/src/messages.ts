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
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Shape of every API error body (DESIGN §4). */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode | string;
}
