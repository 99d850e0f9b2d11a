import type { Role } from '@hr-portal/contract';
import { DASHBOARDS } from '../../features/dashboard/all-dashboards';
import { cardsShown, type DashboardCard } from '../../features/dashboard/dashboards';

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

/** Every screen a role's dashboard links to, grouped for the navigation (the dashboard itself comes first). */
export function navGroupsFor(role: Role, emulated: boolean): NavGroup[] {
  const cards = cardsShown(DASHBOARDS[role], emulated);
  if (role === 'candidate' || role === 'employee') return [{ label: null, links: cards }];
  return STAFF_GROUPS.map((label) => ({ label, links: cards.filter((card) => groupOf(card.path) === label) })).filter(
    (group) => group.links.length > 0,
  );
}
