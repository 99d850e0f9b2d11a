import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  INBOX_AUDIENCES,
  INBOX_KINDS,
  INBOX_LIMITS,
  type InboxDto,
  type InboxItem,
  type InboxKind,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import { countUpTo, firstAndCount } from '../../lib/paging.js';
import { findApplications } from '../../data/applications/applications.js';
import { owedScorecardsQuery } from '../../data/applications/panel.js';
import { toAssignment } from '../../data/applications/panel-record.js';
import { toRecord } from '../../data/applications/record.js';
import { waitingQuery } from '../../data/applications/staff-lists.js';
import { openPairsQuery } from '../../data/duplicates/duplicates.js';
import { failedDeliveriesQuery } from '../../data/integrations/deliveries.js';
import { failedMailQuery, toMailRecord } from '../../data/mail/mail.js';
import { toNotificationRecord, unreadOfKindQuery } from '../../data/notifications/notifications.js';
import { offersToAnswerQuery, pendingApprovalQuery } from '../../data/offers/offers.js';
import { toOfferRecord } from '../../data/offers/record.js';
import { toTask } from '../../data/onboarding/plan-records.js';
import { documentTasksQuery, overdueTasksQuery } from '../../data/onboarding/tasks.js';
import { toRequestRecord } from '../../data/privacy/record.js';
import { dueRequestsQuery } from '../../data/privacy/requests.js';
import { toBooking } from '../../data/scheduling/booking-record.js';
import { linksToBookQuery } from '../../data/scheduling/bookings.js';
import { interviewsSoonQuery } from '../../data/scheduling/calendar-locks.js';
import { interviewPath, pipelinePath } from '../shared/record-links.js';

const DAY = 86_400_000;
const { itemsPerKind, countCap, waitingDays, privacyDueDays } = INBOX_LIMITS;

const iso = (at: Date | number | null | undefined) =>
  at === null || at === undefined ? undefined : new Date(at).toISOString();
const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null);

type SourceItem = Omit<InboxItem, 'kind' | 'title'>;

/** Each kind's words in English (the API's `title`; the screens compose their own from the kind and subject). */
const TITLES: Record<InboxKind, (subject: string) => string> = {
  scorecard_owed: (subject) => `Scorecard for ${subject}`,
  interview_soon: (subject) => `Interview for ${subject}`,
  offer_to_approve: (subject) => `Offer for ${subject} awaits approval`,
  application_waiting: (subject) => `${subject} waits to be looked at`,
  onboarding_task_overdue: (subject) => `Overdue: ${subject}`,
  duplicates_to_review: () => 'Possible duplicates to review',
  interview_to_book: (subject) => `Book your interview for ${subject}`,
  offer_to_answer: (subject) => `Your offer for ${subject} awaits your answer`,
  privacy_request_due: (subject) => `${subject} due soon`,
  mail_failed: (subject) => `E-mail not delivered: ${subject}`,
  webhook_failed: () => 'Webhook deliveries that failed',
  document_requested: (subject) => `Document to upload: ${subject}`,
  referral_update: (subject) => `Referral update: ${subject}`,
};

const PRIVACY_REQUEST_NAMES = { export: 'Data export request', erasure: 'Erasure request' } as const;

/**
 * One kind for one caller: the query whose size is counted and, with `items`, whose first documents are listed (a
 * kind without it is counted only, and its documents are never read).
 */
interface KindSource {
  query: Query;
  items?: (docs: QueryDocumentSnapshot[]) => Promise<SourceItem[]> | SourceItem[];
  /** A kind counted only: the screen its one item opens. */
  href?: string;
}

/** The end of tomorrow, UTC: "interviews today and tomorrow". */
const endOfTomorrow = (now: number) => (Math.floor(now / DAY) + 2) * DAY;

function sourceOf(kind: InboxKind, caller: Caller, now: number): KindSource {
  const area = `/${caller.role}`;
  switch (kind) {
    case 'scorecard_owed':
      return {
        query: owedScorecardsQuery(caller.uid),
        items: async (docs) => {
          const seats = present(docs.map(toAssignment));
          const applications = await findApplications(seats.map((seat) => seat.applicationId));
          return seats.map((seat) => {
            const application = applications.get(seat.applicationId);
            const who = application
              ? `${application.candidateName} · ${application.jobSnapshot.title}`
              : 'an interview';
            return {
              subject: who,
              href: interviewPath(area, seat.applicationId),
            };
          });
        },
      };
    case 'interview_soon':
      return {
        query: interviewsSoonQuery(caller.uid, now, endOfTomorrow(now)),
        items: (docs) =>
          present(docs.map(toBooking)).map((booking) => ({
            subject: booking.jobTitle,
            href: interviewPath(area, booking.applicationId),
            dueAt: iso(booking.start),
          })),
      };
    case 'offer_to_approve':
      return {
        query: pendingApprovalQuery(),
        items: (docs) =>
          present(docs.map(toOfferRecord)).map((offer) => ({
            subject: `${offer.candidateName} · ${offer.jobTitle}`,
            href: pipelinePath(area, offer.jobId, offer.applicationId),
            dueAt: iso(offer.submittedAt),
          })),
      };
    case 'application_waiting':
      return {
        query: waitingQuery(new Date(now - waitingDays * DAY)),
        items: (docs) =>
          present(docs.map(toRecord)).map((application) => ({
            subject: `${application.candidateName || application.candidateEmail} · ${application.jobSnapshot.title}`,
            href: pipelinePath(area, application.jobId, application.id),
            dueAt: iso(application.stageEnteredAt),
          })),
      };
    case 'onboarding_task_overdue':
      return {
        query: overdueTasksQuery(caller.uid, new Date(now).toISOString().slice(0, 10)),
        items: (docs) =>
          present(docs.map(toTask)).map((task) => ({
            subject: task.title,
            href: `${area}/onboarding`,
            dueAt: `${task.dueDate}T00:00:00.000Z`,
          })),
      };
    case 'duplicates_to_review':
      return { query: openPairsQuery(), href: `${area}/people/duplicates` };
    case 'interview_to_book':
      return {
        query: linksToBookQuery(caller.uid),
        items: (docs) =>
          present(docs.map(toBooking)).map((booking) => ({
            subject: booking.jobTitle,
            href: `/bookings/${encodeURIComponent(booking.id)}`,
            dueAt: iso(booking.windowEnd),
          })),
      };
    case 'offer_to_answer':
      return {
        query: offersToAnswerQuery(caller.uid),
        items: (docs) =>
          present(docs.map(toOfferRecord)).map((offer) => ({
            subject: offer.jobTitle,
            href: `${area}/applications`,
          })),
      };
    case 'privacy_request_due':
      return {
        query: dueRequestsQuery(new Date(now + privacyDueDays * DAY)),
        items: (docs) =>
          present(docs.map(toRequestRecord)).map((request) => ({
            subject: PRIVACY_REQUEST_NAMES[request.type] ?? 'Privacy request',
            href: `${area}/privacy`,
            dueAt: iso(request.dueAt),
          })),
      };
    case 'mail_failed':
      return { query: failedMailQuery(), items: failedMailItems(area) };
    case 'webhook_failed':
      return { query: failedDeliveriesQuery(), href: `${area}/integrations` };
    case 'document_requested':
      return {
        query: documentTasksQuery(caller.uid),
        items: (docs) =>
          present(docs.map(toTask)).map((task) => ({
            subject: task.title,
            href: `${area}/onboarding`,
            dueAt: `${task.dueDate}T00:00:00.000Z`,
          })),
      };
    case 'referral_update':
      return {
        query: unreadOfKindQuery(caller.uid, 'referral_moved'),
        items: (docs) =>
          docs.map(toNotificationRecord).map((notification) => ({
            subject: notification.subject,
            href: notification.href,
            dueAt: iso(notification.createdAt),
          })),
      };
  }
}

/**
 * Failed messages open where they are sent again: an application's on its pipeline (its drawer has "Retry"), any
 * other on the recipient's profile.
 */
const failedMailItems =
  (area: string) =>
  async (docs: QueryDocumentSnapshot[]): Promise<SourceItem[]> => {
    const messages = present(docs.map(toMailRecord));
    const applications = await findApplications(
      messages.map((message) => message.applicationId).filter((id): id is string => id !== null),
    );
    return messages.map((message) => {
      const application = message.applicationId ? applications.get(message.applicationId) : undefined;
      const recipient = docs.find((doc) => doc.id === message._id)?.get('recipientUid');
      const href = application
        ? pipelinePath(area, application.jobId, application.id)
        : typeof recipient === 'string' && recipient
          ? `${area}/people/${encodeURIComponent(recipient)}`
          : `${area}/audit`;
      return { subject: message.subject || message.to, href, dueAt: iso(message.created) };
    });
  };

/**
 * GET /api/inbox: what waits for the caller, for their role's kinds only. Each kind costs its first few documents and
 * one capped count, so a call reads a bounded number of documents however large the database grows.
 */
export async function inboxOf(caller: Caller, now = Date.now()): Promise<InboxDto> {
  const kinds = INBOX_KINDS.filter((kind) => INBOX_AUDIENCES[kind].includes(caller.role));
  const answers = await Promise.all(
    kinds.map(async (kind): Promise<{ kind: InboxKind; count: number; items: InboxItem[] }> => {
      const source = sourceOf(kind, caller, now);
      const listed = source.items;
      if (!listed) {
        const count = await countUpTo(source.query, countCap);
        const only: InboxItem = {
          kind,
          title: TITLES[kind](''),
          subject: '',
          href: source.href ?? `/${caller.role}`,
          count,
        };
        return { kind, count, items: count > 0 ? [only] : [] };
      }
      const { docs, count } = await firstAndCount(source.query, itemsPerKind, countCap);
      const items = count === 0 ? [] : await listed(docs);
      return { kind, count, items: items.map((item) => ({ kind, title: TITLES[kind](item.subject), ...item })) };
    }),
  );
  const counts: InboxDto['counts'] = {};
  for (const answer of answers) if (answer.count > 0) counts[answer.kind] = answer.count;
  return { items: answers.flatMap((answer) => answer.items), counts };
}
