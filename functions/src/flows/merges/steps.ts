import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { PEOPLE_LIMITS } from '@hr-portal/contract';
import type { Journal } from '../../lib/journal.js';
import { distinctTags } from '../shared/distinct-tags.js';
import { applicationSnapshotsOfIn } from '../../data/applications/of-person.js';
import { applicationWithEventsIn } from '../../data/applications/event-reads.js';
import { bookingSnapshotsOfIn } from '../../data/scheduling/bookings-personal-data.js';
import { documentSnapshotsOfIn } from '../../data/documents/documents.js';
import { openPairSnapshotsOfIn, pairSnapshotIn } from '../../data/duplicates/duplicates.js';
import { mailSnapshotsToIn } from '../../data/mail/mail.js';
import { offerSnapshotsOfIn } from '../../data/offers/offers.js';
import { personRecordIn, personRecordRef } from '../../data/people/people.js';
import { invitationFor, invitationSnapshotsOfIn } from '../../data/talent-pools/invitations.js';
import { membershipFor, membershipSnapshotsOfIn } from '../../data/talent-pools/members.js';
import { poolSnapshotIn } from '../../data/talent-pools/pools.js';
import { userSnapshotIn } from '../../data/users/users.js';

// What a merge moves from the other person to the survivor, one record set per transaction. Each step moves
// what is still the other's and answers whether any is left, so a merge run again after a failure finishes
// where it stopped. Every change goes through the journal, so the undo puts back exactly it.

export interface MergePair {
  survivor: string;
  other: string;
  /** The survivor's name and address, as moved applications show the candidate. */
  survivorName: string;
  survivorEmail: string;
  mergeId: string;
  by: string;
}

/** Records a step moves per transaction (well inside Firestore's 500 writes, with their journal). */
const CHUNK = 150;

/** One of the other's applications, with its events, offers and booking links: they follow it. */
export async function moveApplication(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const [applications, offers, bookings] = await Promise.all([
    applicationSnapshotsOfIn(transaction, pair.other),
    offerSnapshotsOfIn(transaction, pair.other),
    bookingSnapshotsOfIn(transaction, pair.other),
  ]);
  const next = applications[0];
  if (!next) return false;
  const { events } = await applicationWithEventsIn(transaction, next.id);
  const theirs = events.filter((event) => event.get('candidate') === pair.other);
  // A long log moves in parts first (each transaction well inside Firestore's 500 writes); the application last.
  if (theirs.length > CHUNK) {
    for (const event of theirs.slice(0, CHUNK)) journal.update(event, { candidate: pair.survivor });
    return true;
  }
  // Both applications stay when both applied to one job: `mergedFrom` marks this one as the same person's.
  journal.update(next, {
    candidate: pair.survivor,
    candidateEmail: pair.survivorEmail,
    candidateName: pair.survivorName,
    mergedFrom: pair.other,
  });
  for (const event of events)
    if (event.get('candidate') === pair.other) journal.update(event, { candidate: pair.survivor });
  const belongs = (doc: DocumentSnapshot) => doc.get('applicationId') === next.id;
  for (const offer of offers.filter(belongs)) journal.update(offer, { candidate: pair.survivor });
  for (const booking of bookings.filter(belongs)) journal.update(booking, { candidate: pair.survivor });
  return applications.length > 1;
}

/** The other's documents (their files stay where they are; the records name the survivor). */
export async function moveDocuments(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const documents = await documentSnapshotsOfIn(transaction, pair.other, CHUNK);
  for (const document of documents) journal.update(document, { ownerId: pair.survivor });
  return documents.length === CHUNK;
}

/** The e-mails sent to the other (each stays as sent, to the address it went to). */
export async function moveMail(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const messages = await mailSnapshotsToIn(transaction, pair.other, CHUNK);
  for (const message of messages) journal.update(message, { recipientUid: pair.survivor });
  return messages.length === CHUNK;
}

/** The other's tags join the survivor's (each once), and the survivor's applications' cards show them all. */
export async function moveTags(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const [theirs, ours, applications] = await Promise.all([
    personRecordIn(transaction, pair.other),
    personRecordIn(transaction, pair.survivor),
    applicationSnapshotsOfIn(transaction, pair.survivor),
  ]);
  if (!theirs.exists) return false;
  const tagsOf = (snapshot: DocumentSnapshot) => (snapshot.get('tags') as string[] | undefined) ?? [];
  const tags = distinctTags([...tagsOf(ours), ...tagsOf(theirs)]).slice(0, PEOPLE_LIMITS.tags);
  if (ours.exists) journal.update(ours, { tags });
  else journal.create(personRecordRef(pair.survivor), { tags });
  journal.delete(theirs);
  for (const application of applications) journal.update(application, { candidateTags: tags });
  return false;
}

/** The other's talent pools (one membership each: where both were in a pool, the survivor's stays). */
export async function movePools(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const memberships = await membershipSnapshotsOfIn(transaction, pair.other);
  const poolIds = memberships.map((membership) => String(membership.get('poolId')));
  const [ours, pools] = await Promise.all([
    Promise.all(poolIds.map((poolId) => transaction.get(membershipFor(poolId, pair.survivor)))),
    Promise.all(poolIds.map((poolId) => poolSnapshotIn(transaction, poolId))),
  ]);
  memberships.forEach((membership, i) => {
    if (ours[i]!.exists) {
      const pool = pools[i]!;
      if (pool.exists) journal.increment(pool.ref, 'memberCount', -1);
    } else {
      journal.create(membershipFor(poolIds[i]!, pair.survivor), { ...membership.data(), uid: pair.survivor });
    }
    journal.delete(membership);
  });
  return false;
}

/** The other's invitations to apply (one per job: where both were invited, the survivor's stays). */
export async function moveInvitations(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const invitations = await invitationSnapshotsOfIn(transaction, pair.other);
  const jobIds = invitations.map((invitation) => String(invitation.get('jobId')));
  const ours = await Promise.all(jobIds.map((jobId) => transaction.get(invitationFor(pair.survivor, jobId))));
  invitations.forEach((invitation, i) => {
    if (!ours[i]!.exists) {
      journal.create(invitationFor(pair.survivor, jobIds[i]!), { ...invitation.data(), uid: pair.survivor });
    }
    journal.delete(invitation);
  });
  return false;
}

const later = (a: unknown, b: unknown) => {
  const end = (consent: unknown) =>
    (consent as { expiresAt?: { toMillis(): number } } | null)?.expiresAt?.toMillis?.() ?? 0;
  return end(b) > end(a) ? b : a;
};

/**
 * The survivor keeps the other's addresses as secondary ones, their phone when they had none, and the later of the
 * two talent-pool consents; the pair of possible duplicates closes as merged.
 */
export async function moveProfile(transaction: Transaction, journal: Journal, pair: MergePair): Promise<boolean> {
  const [ours, theirs, duplicate, othersPairs] = await Promise.all([
    userSnapshotIn(transaction, pair.survivor),
    userSnapshotIn(transaction, pair.other),
    pairSnapshotIn(transaction, pair.survivor, pair.other),
    openPairSnapshotsOfIn(transaction, pair.other),
  ]);
  const addresses = (snapshot: DocumentSnapshot) => [
    ...(typeof snapshot.get('email') === 'string' ? [snapshot.get('email') as string] : []),
    ...((snapshot.get('secondaryEmails') as string[] | undefined) ?? []),
  ];
  const own = String(ours.get('email') ?? '');
  const secondaryEmails = [
    ...new Set([...((ours.get('secondaryEmails') as string[] | undefined) ?? []), ...addresses(theirs)]),
  ].filter((address) => address !== own);
  const consents = (ours.get('consents') as Record<string, unknown> | undefined) ?? {};
  const theirConsents = (theirs.get('consents') as Record<string, unknown> | undefined) ?? {};
  journal.update(ours, {
    secondaryEmails,
    consents: { ...consents, talentPool: later(consents.talentPool ?? null, theirConsents.talentPool ?? null) },
    ...(ours.get('phone') || !theirs.get('phone') ? {} : { phone: theirs.get('phone') }),
  });
  if (duplicate.exists && duplicate.get('status') !== 'merged') {
    journal.update(duplicate, { status: 'merged', decidedBy: pair.by, decidedAt: new Date() });
  }
  // The other's pairs with third people close too: a check of the survivor finds those people again if need be.
  for (const open of othersPairs) {
    if (open.id !== duplicate.id) journal.update(open, { status: 'merged', decidedBy: pair.by, decidedAt: new Date() });
  }
  return false;
}

/** The steps in the order a merge runs them. */
export const MERGE_STEPS = [
  moveApplication,
  moveDocuments,
  moveMail,
  moveTags,
  movePools,
  moveInvitations,
  moveProfile,
] as const;
