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
  busy: 'Many changes to the same records are under way. Nothing was saved: please try again in a moment.',
  bodyTooLarge: 'Request body is too large',
  invalidJson: 'Request body must be valid JSON',
  unreadableBody: 'Request body could not be read',
  unreadableUpload: 'The upload could not be read',
  crossOrigin: 'Cross-origin requests are not allowed',
  emailNotSent: 'The email could not be sent. Try again later.',
  signedOut: 'Signed out',
  cursorInvalid: 'cursor is not valid; use nextCursor from the previous page',
  // Web texts: what a screen says when the API said nothing usable, and its confirmations
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  fetchJobsFailed: 'Failed to fetch jobs',
  fetchDocumentsFailed: 'Failed to fetch documents',
  fetchApplicationsFailed: 'Failed to fetch your applications',
  fetchDataFailed: 'Failed to fetch data',
  fetchUsersFailed: 'Failed to fetch users',
  fetchEmployeesFailed: 'Failed to fetch employees',
  fetchProfileFailed: 'Failed to fetch profile',
  fetchAuditFailed: 'Failed to fetch the audit log',
  operationFailed: 'Operation failed',
  deleteFailed: 'Delete failed',
  roleUpdateFailed: 'Role update failed',
  applyFailed: 'Failed to apply',
  statusUpdateFailed: 'Failed to update status',
  updateFailed: 'Update failed',
  emailSendFailed: 'The email could not be sent',
  signOutEverywhereFailed: 'Could not sign out everywhere',
  uploadFailed: 'Upload failed',
  documentUploadFailed: 'Failed to upload document',
  uploaded: 'Uploaded successfully ✅',
  documentUploaded: 'Document uploaded successfully ✅',
  applied: 'Applied successfully ✅',
  logoutFailed: 'Logout failed',
  moveFailed: 'The application could not be moved',
  hireFailed: 'The hire could not be completed',
  noteFailed: 'The note could not be saved',
  withdrawFailed: 'The application could not be withdrawn',
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
  /** An account already uses the provider's address: prove it is yours to add the provider (LinkRequired). */
  linkRequired: 'link_required',
  /** This staff member signs in with the company's SSO only. */
  ssoRequired: 'sso_required',
  /** A local development service (the mail catcher) is not running. */
  unavailable: 'unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Shape of every API error body. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
}
