import type { Role } from '@hr-portal/contract';

/** The one role an integration (an API key with people:read) may read: candidates. */
export const INTEGRATION_ROLE = 'candidate' satisfies Role;

/**
 * Whom an integration may read, by search and by profile alike: candidates only; staff and employees are not its
 * business.
 */
export const integrationMaySee = (role: Role | undefined): boolean => role === INTEGRATION_ROLE;
