import type { Role } from '@hr-portal/contract';

/**
 * Whom an integration (an API key with people:read) may read, by search and by profile alike: candidates only;
 * staff and employees are not its business.
 */
export const integrationMaySee = (role: Role | undefined): boolean => role === 'candidate';
