import type { Role } from '@hr-portal/contract';
import { use } from 'react';
import { cardsShown, type Dashboard, type DashboardCard } from '../../features/dashboard/dashboards';

/** A heading and its screens; staff's screens are grouped by purpose, a candidate's and an employee's are not. */
export interface NavGroup {
  label: string | null;
  links: DashboardCard[];
}

/** Staff screens by purpose, by the last part of their dashboard card's path. */
const STAFF_GROUP_OF: Record<string, string> = {
  jobs: 'Hiring',
  pipeline: 'Hiring',
  'job-applications': 'Hiring',
  applications: 'Hiring',
  interviews: 'Hiring',
  people: 'People',
  'talent-pools': 'People',
  referrals: 'People',
  onboarding: 'People',
  documents: 'People',
  insights: 'Insights',
};
const STAFF_GROUPS = ['Hiring', 'People', 'Insights', 'Settings', 'You'];

const groupOf = (path: string) => {
  const screen = path.split('/').pop()!;
  return screen === 'profile' ? 'You' : (STAFF_GROUP_OF[screen] ?? 'Settings');
};

/**
 * Each role's dashboard, read as its area reads it: the signed-in person's is in the chunk their area already
 * loaded, so the navigation does not carry all four (about 1.5 KiB on every screen's first load).
 */
const DASHBOARD_OF: Record<Role, () => Promise<{ default: Dashboard }>> = {
  admin: () => import('../../features/dashboard/dashboards/admin.json'),
  hr: () => import('../../features/dashboard/dashboards/hr.json'),
  employee: () => import('../../features/dashboard/dashboards/employee.json'),
  candidate: () => import('../../features/dashboard/dashboards/candidate.json'),
};
const dashboards = new Map<Role, Promise<Dashboard>>();

/** The role's dashboard (suspends the first time, until its chunk is there). */
export function useDashboardOf(role: Role): Dashboard {
  if (!dashboards.has(role))
    dashboards.set(
      role,
      DASHBOARD_OF[role]().then((module) => module.default),
    );
  return use(dashboards.get(role)!);
}

/** Every screen a role's dashboard links to, grouped for the navigation (the dashboard itself comes first). */
export function navGroupsFor(role: Role, dashboard: Dashboard, emulated: boolean): NavGroup[] {
  const cards = cardsShown(dashboard, emulated);
  if (role === 'candidate' || role === 'employee') return [{ label: null, links: cards }];
  return STAFF_GROUPS.map((label) => ({ label, links: cards.filter((card) => groupOf(card.path) === label) })).filter(
    (group) => group.links.length > 0,
  );
}
