import type { Role } from '@hr-portal/contract';
import type { Dashboard } from './dashboards';
import admin from './dashboards/admin.json';
import candidate from './dashboards/candidate.json';
import employee from './dashboards/employee.json';
import hr from './dashboards/hr.json';

/** The four dashboards, card for card (admin adds the audit log after the product's five cards): for tests. */
export const DASHBOARDS: Record<Role, Dashboard> = { admin, hr, employee, candidate };
