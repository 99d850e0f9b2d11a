import { FieldPath, FieldValue, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { BonusState, ReferralStatus } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';
import { rewriteMatches } from '../../lib/batches.js';
import { dateOf } from '../../lib/timestamps.js';
import { isPseudonym } from '../../lib/personal-data.js';

// Referrals: one document per referral (id = the application it made, as first made), what its referrer sees
// (job, the name they gave, a coarse status) and, once hired, the bonus. The note and how they know the person
// are kept on the application for staff only.

const referrals = () => collections.referrals();

export interface ReferralBonusRecord {
  state: BonusState;
  amount: number;
  currency: string;
  hiredAt: Date | null;
  dueAt: Date | null;
  paidAt: Date | null;
}

export interface ReferralRecord {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The referred person (their uid when referred; '' once they were erased). */
  person: string;
  /** The name the referrer gave ('' once the person was erased). */
  name: string;
  referrer: string;
  referrerName: string;
  status: ReferralStatus;
  /** The job's first stage when referred: while the application is there, the referral is "received". */
  firstStage: string;
  /** The outcome the referrer was e-mailed about (once each). */
  mailedOutcome: ReferralStatus | null;
  createdAt: Date | null;
  bonus: ReferralBonusRecord | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function bonusOf(stored: unknown): ReferralBonusRecord | null {
  if (!stored || typeof stored !== 'object') return null;
  const data = stored as Record<string, unknown>;
  return {
    state: data.state as BonusState,
    amount: Number(data.amount ?? 0),
    currency: text(data.currency),
    hiredAt: dateOf(data.hiredAt),
    dueAt: dateOf(data.dueAt),
    paidAt: dateOf(data.paidAt),
  };
}

function toReferral(snapshot: FirebaseFirestore.DocumentSnapshot): ReferralRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    jobId: text(data.jobId),
    jobTitle: text(data.jobTitle),
    person: text(data.person),
    name: text(data.name),
    referrer: text(data.referrer),
    referrerName: text(data.referrerName),
    status: data.status as ReferralStatus,
    firstStage: text(data.firstStage),
    mailedOutcome: (data.mailedOutcome as ReferralStatus | undefined) ?? null,
    createdAt: dateOf(data.createdAt),
    bonus: bonusOf(data.bonus),
  };
}

export interface NewReferral {
  id: string;
  jobId: string;
  jobTitle: string;
  person: string;
  name: string;
  referrer: string;
  referrerName: string;
  firstStage: string;
}

const tally = (kind: 'all' | 'job' | 'referrer', id = '') =>
  collections.referralTallies().doc(kind === 'all' ? 'all' : `${kind}_${id}`);

/** Adds to the counts of all referrals, the job's and the referrer's (labels kept current). */
function countIn(
  transaction: Transaction,
  referral: Pick<NewReferral, 'jobId' | 'jobTitle' | 'referrer' | 'referrerName'>,
  field: 'referrals' | 'hired',
  by: number,
): void {
  const add = { [field]: FieldValue.increment(by) };
  // An erased referrer has no row of their own any more (their counts stay in the totals and the job's).
  const erased = isPseudonym(referral.referrer);
  transaction.set(tally('all'), { kind: 'all', ...add }, { merge: true });
  transaction.set(
    tally('job', referral.jobId),
    { kind: 'job', ref: referral.jobId, label: referral.jobTitle, ...add },
    { merge: true },
  );
  if (erased) return;
  transaction.set(
    tally('referrer', referral.referrer),
    { kind: 'referrer', ref: referral.referrer, label: referral.referrerName, ...add },
    { merge: true },
  );
}

/** Records the referral (received) and counts it; fails with ALREADY_EXISTS when this id was referred before. */
export function createReferralIn(transaction: Transaction, referral: NewReferral, now: Timestamp): void {
  transaction.create(referrals().doc(referral.id), {
    ...referral,
    status: 'received',
    mailedOutcome: null,
    bonus: null,
    createdAt: now,
    updatedAt: now,
  });
  countIn(transaction, referral, 'referrals', 1);
}

export async function referralIn(transaction: Transaction, id: string): Promise<ReferralRecord | null> {
  return toReferral(await transaction.get(referrals().doc(id)));
}

export async function findReferral(id: string): Promise<ReferralRecord | null> {
  return toReferral(await referrals().doc(id).get());
}

/** A referral's new status, with its hire counted (or uncounted) and what its referrer was e-mailed. */
export function setReferralStatusIn(
  transaction: Transaction,
  referral: ReferralRecord,
  change: { status: ReferralStatus; mailedOutcome: ReferralStatus | null; bonus?: ReferralBonusRecord | null },
): void {
  const hired = change.status === 'hired';
  // The tallies count a referral as hired exactly while its status says so.
  if (hired !== (referral.status === 'hired')) countIn(transaction, referral, 'hired', hired ? 1 : -1);
  transaction.update(referrals().doc(referral.id), {
    status: change.status,
    mailedOutcome: change.mailedOutcome,
    ...(change.bonus === undefined ? {} : { bonus: change.bonus && bonusFields(change.bonus) }),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

const bonusFields = (bonus: ReferralBonusRecord) => ({
  state: bonus.state,
  amount: bonus.amount,
  currency: bonus.currency,
  hiredAt: bonus.hiredAt && Timestamp.fromDate(bonus.hiredAt),
  dueAt: bonus.dueAt && Timestamp.fromDate(bonus.dueAt),
  paidAt: bonus.paidAt && Timestamp.fromDate(bonus.paidAt),
});

export const referralsByQuery = (referrer: string) =>
  referrals().where('referrer', '==', referrer).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** One page of a referrer's referrals, newest first. */
export async function listReferralsBy(referrer: string, limit: number, after: { at: number; id: string } | null) {
  let query = referralsByQuery(referrer).limit(limit);
  if (after) query = query.startAfter(Timestamp.fromMillis(after.at), after.id);
  return (await query.get()).docs.map(toReferral).filter((record): record is ReferralRecord => record !== null);
}

/** Every referral of a referrer (their export), up to `cap`. */
export async function allReferralsBy(referrer: string, cap: number): Promise<ReferralRecord[]> {
  return listReferralsBy(referrer, cap, null);
}

const ofPersonQuery = (uid: string) => referrals().where('person', '==', uid);

/** The referrals naming a person (their export), up to `cap`. */
export async function referralsOf(uid: string, cap: number): Promise<ReferralRecord[]> {
  return (await ofPersonQuery(uid).limit(cap).get()).docs
    .map(toReferral)
    .filter((record): record is ReferralRecord => record !== null);
}

/**
 * The referred person is erased: each referral keeps its job, referrer, counts and bonus (the employer's record),
 * without them, under a new id (the old one named them); its status becomes "not moving forward" unless they had
 * been hired. Answers the referrals as they were, each with its new id, so the caller can tell their referrers.
 */
export async function eraseReferredIn(uid: string, pseudonym: string): Promise<ReferralRecord[]> {
  const changed: ReferralRecord[] = [];
  await rewriteMatches(ofPersonQuery(uid), (snapshot, batch) => {
    const referral = toReferral(snapshot)!;
    const renamed = referrals().doc(`${referral.jobId}_${pseudonym}`);
    changed.push({ ...referral, id: renamed.id });
    const status: ReferralStatus = referral.status === 'hired' ? 'hired' : 'not_moving_forward';
    batch.set(renamed, {
      ...snapshot.data(),
      person: '',
      name: '',
      erased: true,
      status,
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.delete(snapshot.ref);
  });
  return changed;
}

/** The referrer was told the outcome (or there was nobody to tell). */
export function markOutcomeMailedIn(writer: WriteBatch, id: string, outcome: ReferralStatus): void {
  writer.update(referrals().doc(id), { mailedOutcome: outcome });
}

/** The referrer is erased: their referrals stay (counts, bonus) under the pseudonym, without their name. */
export async function pseudonymiseReferrer(uid: string, pseudonym: string): Promise<number> {
  const changed = await rewriteMatches(referrals().where('referrer', '==', uid), (snapshot, batch) =>
    batch.update(snapshot.ref, { referrer: pseudonym, referrerName: '' }),
  );
  await collections.referralTallies().doc(`referrer_${uid}`).delete();
  return changed;
}

/** Referrals whose bonus waits and is due by `now`, a page at a time. */
export async function bonusesDueBy(now: Date, limit: number): Promise<string[]> {
  const found = await referrals()
    .where('bonus.state', '==', 'waiting')
    .where('bonus.dueAt', '<=', Timestamp.fromDate(now))
    .orderBy('bonus.dueAt')
    .limit(limit)
    .get();
  return found.docs.map((doc) => doc.id);
}

/** A waiting bonus becomes due (read again in the transaction: a referral moved out of hired has none). */
export function bonusDueIn(transaction: Transaction, id: string): void {
  transaction.update(referrals().doc(id), { 'bonus.state': 'due', updatedAt: FieldValue.serverTimestamp() });
}

export function bonusPaidIn(transaction: Transaction, id: string, by: string): void {
  transaction.update(referrals().doc(id), {
    'bonus.state': 'paid',
    'bonus.paidAt': FieldValue.serverTimestamp(),
    'bonus.paidBy': by,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Referrals with a bonus (in one state, or any), newest hire first. */
export async function referralsWithBonus(state: BonusState | undefined, limit: number): Promise<ReferralRecord[]> {
  const base = state
    ? referrals().where('bonus.state', '==', state)
    : referrals().where('bonus.state', 'in', ['waiting', 'due', 'paid']);
  const found = await base.orderBy('bonus.hiredAt', 'desc').limit(limit).get();
  return found.docs.map(toReferral).filter((record): record is ReferralRecord => record !== null);
}

/** Who marked bonuses paid is the employer's record: under the pseudonym when they are erased. */
export function pseudonymiseBonusPayer(uid: string, pseudonym: string): Promise<number> {
  return rewriteMatches(referrals().where('bonus.paidBy', '==', uid), (snapshot, batch) =>
    batch.update(snapshot.ref, { 'bonus.paidBy': pseudonym }),
  );
}

export interface TallyRecord {
  id: string;
  label: string;
  referrals: number;
  hired: number;
}

/** The totals, and the jobs and referrers with the most referrals. */
export async function readTallies(top: number) {
  const byKind = (kind: 'job' | 'referrer') =>
    collections.referralTallies().where('kind', '==', kind).orderBy('referrals', 'desc').limit(top).get();
  const [all, jobs, referrers] = await Promise.all([tally('all').get(), byKind('job'), byKind('referrer')]);
  const rows = (page: FirebaseFirestore.QuerySnapshot): TallyRecord[] =>
    page.docs.map((doc) => ({
      id: text(doc.get('ref')),
      label: text(doc.get('label')),
      referrals: Number(doc.get('referrals') ?? 0),
      hired: Number(doc.get('hired') ?? 0),
    }));
  return {
    total: { referrals: Number(all.get('referrals') ?? 0), hired: Number(all.get('hired') ?? 0) },
    jobs: rows(jobs),
    referrers: rows(referrers),
  };
}
