import type { Role } from '@hr-portal/contract';

/** Who is asking, as the server verified it (set by the http tier's auth middleware). */
export interface Caller {
  uid: string;
  email: string;
  role: Role;
  /** When the caller signed in (seconds): recent sign-in is required to change one's e-mail. */
  authTime: number;
  /**
   * Set when an API key authenticated the request: the caller is then an integration acting with hr's view on the
   * routes its scopes allow (uid `apikey_<id>`, never a person's).
   */
  integration?: { keyId: string; name: string };
}
