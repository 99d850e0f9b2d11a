/** The four kinds of user. The role lives in the Firebase Auth custom claim `role`, set only by the server. */
export const ROLES = ['admin', 'hr', 'employee', 'candidate'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, string> = {
  admin: '/admin',
  hr: '/hr',
  employee: '/employee',
  candidate: '/candidate',
};

export function homePathFor(role: string | undefined | null): string {
  return isRole(role) ? ROLE_HOME[role] : '/';
}

/** Roles a person may choose for themself at sign-up. Everything else is granted by an admin. */
export const SELF_SIGN_UP_ROLES = ['candidate'] as const satisfies readonly Role[];
