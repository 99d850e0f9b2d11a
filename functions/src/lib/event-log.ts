import { randomBytes } from 'node:crypto';
import {
  Timestamp,
  type BulkWriter,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { ApplicationEventType, ApplicationStatus } from '@hr-portal/contract';
import { SYSTEM_ACTOR } from './audit.js';
import { applicationSubcollections } from './collections.js';
import { queueWebhook, type WebhookEvent } from './webhook-outbox.js';

/** The application an event belongs to, by id: the event repeats the job and candidate ids for queries across logs. */
export interface EventSubject {
  applicationId: string;
  jobId: string;
  candidate: string;
}

/** The subject of a stored application document (its `job` and `candidate` fields). */
export const subjectOfStored = (application: DocumentSnapshot): EventSubject => ({
  applicationId: application.id,
  jobId: String(application.get('job') ?? ''),
  candidate: String(application.get('candidate') ?? ''),
});

/** What changed; every field but `type` is optional and stored as null when absent (ids only, never names). */
export interface EventChange {
  type: ApplicationEventType;
  fromStage?: string | null;
  toStage?: string | null;
  fromStatus?: ApplicationStatus | null;
  toStatus?: ApplicationStatus | null;
  reasonId?: string | null;
  source?: string | null;
  interviewerUid?: string;
  mailId?: string | null;
  noteId?: string;
  documentId?: string;
  offerId?: string;
  ruleId?: string;
  ruleAction?: string;
  skipped?: string;
}

/** An event as stored and read back. */
export interface EventRecord extends Required<Omit<EventChange, (typeof OPTIONAL_IDS)[number]>> {
  id: string;
  at: Date;
  actor: string;
  applicationId: string;
  jobId: string;
  candidate: string;
  statusChanged: boolean;
  interviewerUid?: string;
  mailId?: string;
  noteId?: string;
  documentId?: string;
  offerId?: string;
  ruleId?: string;
  ruleAction?: string;
  skipped?: string;
}

/** The actor of what the portal does on its own schedule (as the audit trail names it). */
export const SYSTEM_ACTOR_UID = SYSTEM_ACTOR.uid;

let sequence = 0;

/**
 * Event ids sort as the events happened: the time in milliseconds, a per-process sequence for events of the same
 * millisecond, and random letters so two servers never collide. Paging by id is paging by time.
 */
export function eventId(at: Timestamp): string {
  sequence = (sequence + 1) % 10_000;
  return `${String(at.toMillis()).padStart(13, '0')}-${String(sequence).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;
}

const OPTIONAL_IDS = [
  'interviewerUid',
  'mailId',
  'noteId',
  'documentId',
  'offerId',
  'ruleId',
  'ruleAction',
  'skipped',
] as const;

/** The stored document of an event. */
export function eventDocument(subject: EventSubject, change: EventChange, actor: string, at: Timestamp) {
  const fromStatus = change.fromStatus ?? null;
  const toStatus = change.toStatus ?? null;
  const optional = Object.fromEntries(
    OPTIONAL_IDS.filter((key) => typeof change[key] === 'string').map((key) => [key, change[key]]),
  );
  return {
    type: change.type,
    at,
    actor,
    ...subject,
    fromStage: change.fromStage ?? null,
    toStage: change.toStage ?? null,
    fromStatus,
    toStatus,
    // Lets the candidate's reduced view page over status changes alone.
    statusChanged: toStatus !== null && toStatus !== fromStatus,
    reasonId: change.reasonId ?? null,
    source: change.source ?? null,
    ...optional,
  };
}

/** The webhook events a logged event tells subscribers of (ids and what changed; never names or notes). */
export function webhooksOf(subject: EventSubject, change: EventChange): WebhookEvent[] {
  const ids = { applicationId: subject.applicationId, jobId: subject.jobId, candidateId: subject.candidate };
  const told = (type: WebhookEvent['type'], data: WebhookEvent['data'] = {}): WebhookEvent => ({
    type,
    data: { ...ids, ...data },
    subject: subject.candidate || null,
  });
  const move = {
    fromStage: change.fromStage ?? null,
    toStage: change.toStage ?? null,
    fromStatus: change.fromStatus ?? null,
    toStatus: change.toStatus ?? null,
  };
  switch (change.type) {
    case 'applied':
      return [told('application.created', { stage: change.toStage ?? null, source: change.source ?? null })];
    case 'moved': {
      const events = [told('application.stage_changed', move)];
      // The closing Rejected stage (REJECTED_STAGE): the withdrawn stage shows the same status, so the stage decides.
      if (change.toStage === 'rejected' && change.fromStage !== 'rejected')
        events.push(told('application.rejected', { fromStage: move.fromStage, reasonId: change.reasonId ?? null }));
      return events;
    }
    case 'withdrawn':
      return [told('application.withdrawn', { fromStage: move.fromStage })];
    case 'hired':
      return [told('application.hired', move)];
    case 'offer_approved':
      return [told('offer.sent', { offerId: change.offerId ?? null })];
    case 'offer_accepted':
      return [told('offer.accepted', { offerId: change.offerId ?? null })];
    case 'offer_declined':
      return [told('offer.declined', { offerId: change.offerId ?? null })];
    default:
      return [];
  }
}

/**
 * Appends one event to the application's log inside the transaction or batch that makes the change, so the
 * change and its record commit together or not at all; the webhook events it tells of join the same write. The
 * only code that writes the log.
 */
export function appendEvent(
  writer: Transaction | WriteBatch,
  subject: EventSubject,
  change: EventChange,
  actor: string,
  at: Timestamp = Timestamp.now(),
): string {
  const ref = applicationSubcollections.events(subject.applicationId).doc(eventId(at));
  // Both Transaction and WriteBatch have create(); TypeScript cannot pick an overload on the union.
  (writer as WriteBatch).create(ref, eventDocument(subject, change, actor, at));
  for (const webhook of webhooksOf(subject, change)) queueWebhook(writer, webhook, at);
  return ref.id;
}

/** A stored event read defensively. */
export function toEventRecord(snapshot: DocumentSnapshot): EventRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const optional = Object.fromEntries(
    OPTIONAL_IDS.filter((key) => typeof data[key] === 'string').map((key) => [key, data[key] as string]),
  );
  return {
    id: snapshot.id,
    type: data.type as ApplicationEventType,
    at: data.at instanceof Timestamp ? data.at.toDate() : new Date(0),
    actor: String(data.actor ?? ''),
    applicationId: String(data.applicationId ?? ''),
    jobId: String(data.jobId ?? ''),
    candidate: String(data.candidate ?? ''),
    fromStage: text(data.fromStage),
    toStage: text(data.toStage),
    fromStatus: text(data.fromStatus) as ApplicationStatus | null,
    toStatus: text(data.toStatus) as ApplicationStatus | null,
    statusChanged: data.statusChanged === true,
    reasonId: text(data.reasonId),
    source: text(data.source),
    ...optional,
  };
}

/**
 * Marks an event as counted by the insights, in the transaction that adds its counters: a trigger delivered
 * twice finds the mark and counts nothing (api/insights). The one change ever made to a logged event.
 */
export function markEventCounted(
  writer: Transaction | BulkWriter,
  applicationId: string,
  eventId: string,
): Promise<unknown> | void {
  const ref = applicationSubcollections.events(applicationId).doc(eventId);
  // Both have update(ref, data); TypeScript cannot pick an overload on the union.
  return (writer as BulkWriter).update(ref, { countedAt: Timestamp.now() });
}

/** The part of a logged event the hiring insights read. */
export interface LoggedEvent {
  id: string;
  type: string;
  at: number;
  fromStage: string | null;
  toStage: string | null;
  toStatus: string | null;
  reasonId: string | null;
  source: string | null;
  interviewerUid: string | null;
}

/** The fields of an event the insights read (the rest of the log stays unread). */
export const LOGGED_FIELDS = [
  'type',
  'at',
  'fromStage',
  'toStage',
  'toStatus',
  'reasonId',
  'source',
  'interviewerUid',
] as const;

export function toLoggedEvent(snapshot: DocumentSnapshot): LoggedEvent | null {
  const record = toEventRecord(snapshot);
  if (!record) return null;
  return {
    id: record.id,
    type: record.type,
    at: record.at.getTime(),
    fromStage: record.fromStage,
    toStage: record.toStage,
    toStatus: record.toStatus,
    reasonId: record.reasonId,
    source: record.source,
    interviewerUid: record.interviewerUid ?? null,
  };
}
