import type { Role } from '@hr-portal/contract';

/** Who is asking, as the server verified it (set by the http tier's auth middleware). */
export interface Caller {
  uid: string;
  email: string;
  role: Role;
  /** When the caller signed in (seconds): recent sign-in is required to change one's e-mail. */
  authTime: number;
}
