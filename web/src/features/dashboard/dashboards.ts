export interface DashboardCard {
  title: string;
  description: string;
  path: string;
  /** Shown only against the local emulators (e.g. the Mailbox of caught e-mail). */
  emulatorOnly?: boolean;
}

/** A role's dashboard (dashboards/{role}.json): each area brings only its own, so no area carries the others' cards. */
export interface Dashboard {
  title: string;
  cards: DashboardCard[];
}

/** The cards this build shows: emulator-only ones only against the emulators. */
export const cardsShown = (dashboard: Dashboard, emulated: boolean) =>
  dashboard.cards.filter((card) => emulated || !card.emulatorOnly);
