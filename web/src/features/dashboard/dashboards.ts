import type { Role } from '@hr-portal/contract';
import cards from './dashboards.json';

export interface DashboardCard {
  title: string;
  description: string;
  path: string;
}

export interface Dashboard {
  title: string;
  cards: DashboardCard[];
}

/**
 * The four dashboards of spec §2, card for card (dashboards.json; admin adds the audit log after the spec's
 * five cards).
 */
export const DASHBOARDS: Record<Role, Dashboard> = cards;
