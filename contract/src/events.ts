import type { ApplicationStatus } from './domain.js';

/**
 * What can happen to an application. Each change appends one event to `applications/{id}/events` in the same
 * transaction as the change itself (functions/src/lib/event-log.ts is the only writer).
 */
export const APPLICATION_EVENT_TYPES = [
  'applied',
  'moved',
  'withdrawn',
  'hired',
  'interviewer_assigned',
  'interviewer_removed',
  'interviewer_reminded',
  'scorecard_submitted',
  'scorecard_updated',
  'note_added',
  'resume_restored',
  // A booking link was sent: the name is stored (logged events, template keys), so it stays.
  'interview_offered',
  'interview_booked',
  'interview_rescheduled',
  'interview_cancelled',
  'offer_drafted',
  'offer_changed',
  'offer_submitted',
  'offer_sent_back',
  'offer_approved',
  'offer_withdrawn',
  'offer_accepted',
  'offer_declined',
  /** A stage rule took one of its steps (or skipped it, saying why). */
  'rule_applied',
  /** A rule's delayed e-mail was sent, or cancelled (by hand, or because the application left the stage). */
  'rule_pending_closed',
] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];

/** An event as hr and admin read it (the drawer's timeline): ids resolved to names where a person is named. */
export interface ApplicationEventDto {
  _id: string;
  type: ApplicationEventType;
  at: string;
  /** Who did it; null for the portal itself (e.g. a scheduled job). */
  actor: { uid: string; name: string } | null;
  fromStage: string | null;
  toStage: string | null;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  /** The rejection reason's id (settings), for moves that need one. */
  reasonId: string | null;
  /** `?src=` of the careers link, on `applied`. */
  source: string | null;
  interviewer?: { uid: string; name: string };
  /** The e-mail the change queued (the candidate's notice, the interviewer's), in the `mail` outbox. */
  mailId?: string;
  noteId?: string;
  documentId?: string;
  /** The offer an offer_* event is about. */
  offerId?: string;
  /** rule_*: the rule, its action, and why a step was skipped or a delayed one cancelled. */
  ruleId?: string;
  ruleAction?: string;
  skipped?: string;
}

/** A status change as the candidate sees it (stage moves that keep the status, reasons and who are staff business). */
export interface StatusChange {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  at: string;
}

export const EVENT_MESSAGES = {
  notYours: 'You can only read the history of your own applications',
} as const;
