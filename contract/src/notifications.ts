/** What a person is told about (GET /api/notifications): each is addressed to them by someone's action. */
export const NOTIFICATION_KINDS = [
  /** Someone wrote @their name in a note on an application. */
  'mentioned',
  /** They were put on an application's interview panel. */
  'panel_seat',
  /** An offer was sent to the admins for approval (each admin but its sender). */
  'offer_to_approve',
  /** A candidate booked their interview (the panel and who sent the link). */
  'interview_booked',
  /** An onboarding task was given to them. */
  'onboarding_task',
  /** Someone they referred moved on (the referrer). */
  'referral_moved',
  /** A stage rule names them: an application entered a stage (staff the rule notifies). */
  'stage_rule',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  /** Notifications per page, newest first. */
  pageSize: 20,
  /** Ids one "mark read" call names. */
  idsPerCall: 100,
  /** The unread count stops here (the bell shows "99+"). */
  unreadCap: 99,
  /** Notifications older than this are deleted by the daily sweep. */
  retentionDays: 90,
  /** Staff one note can mention. */
  mentionsPerNote: 10,
} as const;

/** One notification as its person reads it; `href` opens the record it is about. */
export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  /** In English, for integrations; screens compose their own words from the kind, `subject` and `actor`. */
  title: string;
  /** What it is about: "<person> · <job>", a job's title or a task's. */
  subject: string;
  /** Who did it (their name or address), or null when it was no one in particular. */
  actor: string | null;
  href: string;
  createdAt: string;
  read: boolean;
}

/**
 * GET /api/notifications: a page of the caller's notifications, newest first (the next page's cursor in
 * X-Next-Cursor), and how many are unread.
 */
export interface NotificationsDto {
  items: NotificationDto[];
  unread: number;
}
