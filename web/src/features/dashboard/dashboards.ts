import type { Role } from '@hr-portal/contract';
import cards from './dashboards.json';

export interface DashboardCard {
  title: string;
  description: string;
  path: string;
  /** Shown only against the local emulators (e.g. the Mailbox of caught e-mail). */
  emulatorOnly?: boolean;
}

export interface Dashboard {
  title: string;
  cards: DashboardCard[];
}

/**
 * The four dashboards, card for card (dashboards.json; admin adds the audit log after the product's
 * five cards).
 */
export const DASHBOARDS: Record<Role, Dashboard> = cards;

/** The cards this build shows: emulator-only ones only against the emulators. */
export const cardsShown = (dashboard: Dashboard, emulated: boolean) =>
  dashboard.cards.filter((card) => emulated || !card.emulatorOnly);
