import { readFileSync } from 'node:fs';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase/app';
import { getFirestore, type Query as ClientQuery } from 'firebase/firestore';
import { applicationsOfQuery } from '../src/data/applications/of-person.js';
import { applicationsQuery, flaggedQuery } from '../src/data/applications/staff-lists.js';
import { eventsQuery } from '../src/data/applications/event-reads.js';
import { newSinceQuery, stageColumnQuery, stageCountQuery } from '../../web/src/lib/board-query.js';
import { assignmentsQuery } from '../src/data/applications/panel.js';
import { overdueQuery } from '../src/data/applications/panel-reminders.js';
import { expiredJobsQuery } from '../src/data/jobs/jobs.js';
import { applicationMailQuery, failedMailQuery, recipientMailQuery } from '../src/data/mail/mail.js';
import { auditQuery, type AuditFilters } from '../src/data/audit/audit-log.js';
import { documentsOfQuery } from '../src/data/documents/documents.js';
import { jobsQuery, type JobFilters } from '../src/data/jobs/jobs.js';
import { usersQuery } from '../src/data/users/users.js';
import { db } from '../src/lib/firebase.js';
import { ownNewestFirstQuery, unreadOfKindQuery, unreadQuery } from '../src/data/notifications/notifications.js';
import { eventsByQuery, eventsNamingQuery } from '../src/data/applications/erasure.js';
import { assignedByQuery, scorecardsByQuery, seatsQuery } from '../src/data/applications/panel-erasure.js';
import { notesByQuery } from '../src/data/applications/notes.js';
import { dueRequestsQuery, requestsQuery } from '../src/data/privacy/requests.js';
import { closedBeforeQuery } from '../src/data/applications/anonymise.js';
import { busyQuery, interviewsSoonQuery } from '../src/data/scheduling/calendar-locks.js';
import { linksToBookQuery, remindersDueQuery } from '../src/data/scheduling/bookings.js';
import { owedScorecardsQuery } from '../src/data/applications/panel.js';
import { stayedSinceQuery, waitingQuery } from '../src/data/applications/staff-lists.js';
import { duePendingQuery, pendingOfApplicationQuery } from '../src/data/stage-rules/pending.js';
import { unfinishedRunsQuery } from '../src/data/stage-rules/runs.js';
import { staleRunningQuery } from '../src/data/bulk/jobs.js';
import { dueHeldQuery } from '../src/data/bulk/held-mail.js';
import { offersToAnswerQuery, pendingApprovalQuery } from '../src/data/offers/offers.js';
import { documentTasksQuery, overdueTasksQuery } from '../src/data/onboarding/tasks.js';
import { openPairsOfQuery, openPairsQuery } from '../src/data/duplicates/duplicates.js';
import { addedWithoutAccountQuery } from '../src/data/users/retention.js';
import {
  dueDeliveriesQuery,
  endpointDeliveriesQuery,
  failedDeliveriesQuery,
} from '../src/data/integrations/deliveries.js';
import { subscribersQuery } from '../src/data/integrations/endpoints.js';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface IndexDefinition {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { queryScope: IndexDefinition['queryScope'] }[];
}
const { indexes, fieldOverrides } = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as { indexes: IndexDefinition[]; fieldOverrides: FieldOverride[] };

/** Collection-group scope is off by default for single-field indexes: each field a group query filters needs it on. */
const groupScopeOn = (collection: string, field: string) =>
  fieldOverrides.some(
    (override) =>
      override.collectionGroup === collection &&
      override.fieldPath === field &&
      override.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP'),
  );

interface Shape {
  collection: string;
  /** A collection-group query (every collection of that name) needs COLLECTION_GROUP indexes. */
  scope: IndexDefinition['queryScope'];
  equalities: string[];
  arrayContains: string | null;
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
}

/** Reads a query's filters and orders (firebase-admin keeps them in _queryOptions; fine for a test). */
function shapeOf(query: Query): Shape {
  const options = (query as unknown as { _queryOptions: Record<string, any> })._queryOptions;
  const filters = (options.filters ?? []).map((filter: any) => ({ field: filter.field.formattedName, op: filter.op }));
  return {
    collection: options.collectionId,
    scope: options.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    // An `in` filter needs the same index as an equality.
    equalities: filters.filter((f: any) => f.op === 'EQUAL' || f.op === 'IN').map((f: any) => f.field),
    arrayContains: filters.find((f: any) => f.op === 'ARRAY_CONTAINS')?.field ?? null,
    orderBy: (options.fieldOrders ?? [])
      .map((order: any) => ({ field: order.field.formattedName, direction: order.direction }))
      .filter((order: { field: string }) => order.field !== '__name__'),
  };
}

/** The same for a query of the browser's Firestore SDK (its parsed form sits in `_query`; fine for a test). */
function shapeOfClientQuery(query: ClientQuery): Shape {
  const parsed = (query as unknown as { _query: Record<string, any> })._query;
  const filters = parsed.filters.map((filter: any) => ({ field: filter.field.segments.join('.'), op: filter.op }));
  return {
    collection: parsed.collectionGroup ?? parsed.path.segments.at(-1),
    scope: parsed.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION',
    equalities: filters.filter((f: any) => f.op === '==').map((f: any) => f.field),
    arrayContains: filters.find((f: any) => f.op === 'array-contains')?.field ?? null,
    orderBy: parsed.explicitOrderBy
      .map((order: any) => ({
        field: order.field.segments.join('.'),
        direction: order.dir === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
      }))
      .filter((order: { field: string }) => order.field !== '__name__'),
  };
}

/**
 * A query needs no composite index when it has filters and no order, or only an order. Otherwise every
 * filtered field needs an index "<field>, <order fields>" and Firestore merges them (index merging).
 */
function isCovered(shape: Shape): boolean {
  const filtered = [...shape.equalities, ...(shape.arrayContains ? [shape.arrayContains] : [])];
  // Equality (and array-contains) filters alone are served by merging the automatic single-field indexes, which
  // serve a collection-group query only where firestore.indexes.json turns their group scope on.
  if (shape.orderBy.length === 0)
    return shape.scope === 'COLLECTION' || filtered.every((field) => groupScopeOn(shape.collection, field));
  if (filtered.length === 0) return true;
  return filtered.every((field) =>
    indexes.some(
      (index) =>
        index.collectionGroup === shape.collection &&
        index.queryScope === shape.scope &&
        index.fields.length === 1 + shape.orderBy.length &&
        index.fields[0]!.fieldPath === field &&
        (field === shape.arrayContains
          ? index.fields[0]!.arrayConfig === 'CONTAINS'
          : index.fields[0]!.order !== undefined) &&
        shape.orderBy.every(
          (order, i) =>
            index.fields[i + 1]!.fieldPath === order.field && index.fields[i + 1]!.order === order.direction,
        ),
    ),
  );
}

/** Every subset of the optional filters. */
function combinations<T extends object>(options: T[]): T[] {
  return options.reduce<T[]>((all, option) => [...all, ...all.map((combo) => ({ ...combo, ...option }))], [{} as T]);
}

describe('firestore.indexes.json covers every query the API runs', () => {
  const jobFilterCombos = combinations<Partial<JobFilters>>([
    { activeOnly: true },
    { jobType: 'full-time' },
    { remote: true },
    { department: 'd' },
    { location: 'l' },
    { tag: 't' },
    { titleWord: 'w' },
  ]);
  it.each(jobFilterCombos.map((filters) => [JSON.stringify(filters), filters] as const))(
    'when jobs are listed with %s, then an index (or merge of indexes) serves it',
    (_name, filters) => {
      expect(isCovered(shapeOf(jobsQuery({ activeOnly: false, ...filters })))).toBe(true);
    },
  );

  it.each(
    combinations<{ jobId?: string; status?: 'applied'; meetsMustHaves?: boolean }>([
      { jobId: 'j' },
      { status: 'applied' },
      { meetsMustHaves: true },
    ]).map((f) => [JSON.stringify(f), f] as const),
  )('when applications are listed with %s, then an index serves it', (_name, filters) => {
    expect(isCovered(shapeOf(applicationsQuery(filters)))).toBe(true);
  });

  it.each(
    combinations<{ role?: 'hr'; search?: string }>([{ role: 'hr' }, { search: 'ann' }]).flatMap((filters) =>
      (['email', 'nameLower'] as const).map(
        (field) => [`${JSON.stringify(filters)} by ${field}`, filters, field] as const,
      ),
    ),
  )('when users are listed with %s, then an index serves it', (_name, filters, field) => {
    expect(isCovered(shapeOf(usersQuery(filters, field)))).toBe(true);
  });

  it.each(
    combinations<AuditFilters>([
      { action: 'job.updated' },
      { actorUid: 'u' },
      { targetType: 'job' },
      { targetId: 'j' },
      { fromMillis: 0, toMillis: 1 },
    ]).map((filters) => [JSON.stringify(filters), filters] as const),
  )('when the audit trail is listed with %s, then an index serves it', (_name, filters) => {
    expect(isCovered(shapeOf(auditQuery(filters)))).toBe(true);
  });

  it.each([
    ['documents of an owner', documentsOfQuery('u')],
    ['applications of a candidate', applicationsOfQuery('u')],
    ["a person's interview assignments (a collection group)", assignmentsQuery('u')],
    ["an interviewer's booked interviews (slot computation)", busyQuery('u', 0)],
    ['interview reminders due', remindersDueQuery(0)],
    ['inbox: scorecards a person owes (a collection group)', owedScorecardsQuery('u')],
    ['inbox: interviews today and tomorrow', interviewsSoonQuery('u', 0, 1)],
    ['inbox: applications waiting at Applied', waitingQuery(new Date())],
    ['inbox: offers waiting for approval', pendingApprovalQuery()],
    ['inbox: offers a candidate has to answer', offersToAnswerQuery('u')],
    ['inbox: booking links a candidate has to book', linksToBookQuery('u')],
    ['inbox: onboarding tasks a person owns that are overdue', overdueTasksQuery('u', '2026-01-01')],
    ["inbox: a new hire's document uploads to do", documentTasksQuery('u')],
    ['inbox: privacy requests due soon', dueRequestsQuery(new Date())],
    ['inbox: e-mail that failed', failedMailQuery()],
    ['inbox: webhook deliveries that failed', failedDeliveriesQuery()],
    ["inbox: a person's unread referral updates", unreadOfKindQuery('u', 'referral_moved')],
    ["stage rules: an application's delayed e-mails", pendingOfApplicationQuery('a')],
    ['stage rules: delayed e-mails now due', duePendingQuery(new Date())],
    ['bulk: jobs a crash left running', staleRunningQuery(new Date())],
    ['bulk: held e-mails now due', dueHeldQuery(new Date())],
    ['stage rules: runs a crash left unfinished', unfinishedRunsQuery(new Date())],
    ['stage rules: applications that stayed in a stage', stayedSinceQuery('j', 'screening', new Date(), new Date(0))],
    ["a person's notifications, newest first", ownNewestFirstQuery('u')],
    ["a person's unread notifications, counted", unreadQuery('u')],
    ['scorecards overdue for a reminder (a collection group)', overdueQuery(Timestamp.now())],
    ['the e-mails about one application', applicationMailQuery('a')],
    ['the e-mails to one person', recipientMailQuery('u')],
    ['open jobs past their last day (the hourly close)', expiredJobsQuery('2026-01-01')],
    ['webhook deliveries due (the sweep)', dueDeliveriesQuery(new Date())],
    ["an endpoint's deliveries, newest first", endpointDeliveriesQuery('e')],
    ['the endpoints subscribed to an event type (fan-out)', subscribersQuery('job.published')],
    ["an application's timeline (staff)", eventsQuery('a')],
    ["an application's status changes (its candidate)", eventsQuery('a', true)],
    ['the notes a person wrote (erasure, a collection group)', notesByQuery('u')],
    ['the scorecards a person wrote (erasure, a collection group)', scorecardsByQuery('u')],
    ['the panel seats a person assigned (erasure, a collection group)', assignedByQuery('u')],
    ['the events a person caused (erasure, a collection group)', eventsByQuery('u')],
    ['the events naming a person as interviewer (erasure, a collection group)', eventsNamingQuery('u')],
    ["a person's panel seats, counted (their export, a collection group)", seatsQuery('u')],
    ['the privacy register, open requests first (admins)', requestsQuery('open')],
    ['the privacy register, whole (admins)', requestsQuery()],
    ['applications closed by a day (the retention run)', closedBeforeQuery(new Date())],
    ['open pairs of possible duplicates, newest first', openPairsQuery()],
    ['the open pairs a person is in (their profile)', openPairsOfQuery('u')],
    ['people added without an account before a day (the retention run)', addedWithoutAccountQuery(new Date())],
    ["a job's applications one knockout flags, counted (insights)", flaggedQuery('j', 'q')],
  ])('when the API lists %s, then an index serves it', (_name, query) => {
    expect(isCovered(shapeOf(query))).toBe(true);
  });

  // The board reads Firestore from the browser: these are the queries the web builds (web/src/lib/board-query.ts).
  const browser = getFirestore(initializeApp({ projectId: 'demo-hr-portal' }, 'index-test'));
  it.each([
    ['a board column (one stage of a job, newest first)', stageColumnQuery(browser, 'j', 'interview', 50)],
    ["a board column's count", stageCountQuery(browser, 'j', 'interview')],
    ['a board column filtered to "meets every must-have"', stageColumnQuery(browser, 'j', 'interview', 50, true)],
    ["a filtered board column's count", stageCountQuery(browser, 'j', 'interview', true)],
    ['the applications new in a stage since a time (the pipeline overview)', newSinceQuery(browser, 'j', 'applied', 0)],
  ])('when the browser asks for %s, then an index serves it', (_name, query) => {
    expect(isCovered(shapeOfClientQuery(query))).toBe(true);
  });

  it('when the browser query would order by a field no index has, then the check notices', () => {
    const changed = stageColumnQuery(browser, 'j', 'interview', 50);
    const shape = shapeOfClientQuery(changed);
    expect(isCovered({ ...shape, orderBy: [{ field: 'stageEnteredAt', direction: 'DESCENDING' }] })).toBe(false);
  });

  it('when an index is missing, then the check notices (the check itself can fail)', () => {
    const shape = shapeOf(db().collection('jobs').where('postedBy', '==', 'u').orderBy('createdAt', 'desc'));
    expect(isCovered(shape)).toBe(false);
  });

  it('when a collection-group query filters a field whose group scope is off, then the check notices', () => {
    expect(isCovered(shapeOf(db().collectionGroup('notes').where('text', '==', 'x')))).toBe(false);
  });

  it('when only a single-collection index exists, then a collection-group query is not covered', () => {
    const shape = shapeOf(db().collectionGroup('documents').where('ownerId', '==', 'u').orderBy('createdAt', 'desc'));
    expect(isCovered(shape)).toBe(false);
  });
});
