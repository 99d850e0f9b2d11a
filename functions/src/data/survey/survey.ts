import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { runTransaction } from '../../lib/transactions.js';
import { isoOf } from '../../lib/timestamps.js';
import { createHash, randomBytes } from 'node:crypto';
import { mayRepublish } from './republish.js';

// Survey answers live apart from applications, in documents no client and no staff route reads. What staff see
// is the tally: per job, counts per stage, category and option. Every write that adds or removes an answer, or
// moves it to another stage, changes the tally in the same transaction, so the tally always equals the answers.

const responses = () => collections.surveyResponses();
const tallies = () => collections.surveyTallies();

export interface SurveyResponse {
  applicationId: string;
  uid: string;
  jobId: string;
  jobTitle: string;
  /** Category id -> option id. */
  answers: Record<string, string>;
  noticeVersion: number;
  givenAt: string | null;
  /** The stage the answers are counted at in the job's tally. */
  stage: string;
  /** Who the answers are in the tally's list of respondents: a random value, not the person (older ones: none). */
  tallyKey?: string;
}

function toResponse(id: string, data: FirebaseFirestore.DocumentData): SurveyResponse {
  const answers = data.answers && typeof data.answers === 'object' ? data.answers : {};
  return {
    applicationId: id,
    uid: String(data.uid),
    jobId: String(data.jobId),
    jobTitle: String(data.jobTitle ?? ''),
    answers: Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, String(value)])),
    noticeVersion: Number(data.noticeVersion ?? 0),
    givenAt: isoOf(data.givenAt),
    stage: String(data.stage ?? ''),
    ...(typeof data.tallyKey === 'string' ? { tallyKey: data.tallyKey } : {}),
  };
}

/**
 * A respondent as the tally keeps them: the random value stored with their answers, never their id (answers given
 * before it existed: a hash of the application). The same in every process, whatever its secrets.
 */
const respondentKey = (response: Pick<SurveyResponse, 'applicationId' | 'tallyKey'>) =>
  response.tallyKey ?? createHash('sha256').update(response.applicationId).digest('base64url').slice(0, 22);

/**
 * Adds (+1) or removes (-1) one response's answers at a stage of its job's tally, and keeps where each respondent
 * is counted (`members`: key -> stage), so a publication can tell how many people are counted elsewhere than in
 * the last one (readPublished).
 */
function countIn(
  transaction: Transaction,
  response: Pick<SurveyResponse, 'applicationId' | 'jobId' | 'answers' | 'stage' | 'tallyKey'>,
  by: 1 | -1,
) {
  const categories = Object.fromEntries(
    Object.entries(response.answers).map(([category, option]) => [category, { [option]: FieldValue.increment(by) }]),
  );
  const stage = { respondents: FieldValue.increment(by), answers: categories };
  transaction.set(
    tallies().doc(response.jobId),
    {
      stages: { [response.stage]: stage },
      members: { [respondentKey(response)]: by === 1 ? response.stage : FieldValue.delete() },
    },
    { merge: true },
  );
}

/**
 * Stores one response and counts it, in the transaction that checked the application; fails (ALREADY_EXISTS)
 * when that application's survey was answered before.
 */
export function createResponseIn(transaction: Transaction, response: Omit<SurveyResponse, 'givenAt'>): void {
  const counted = { ...response, tallyKey: randomBytes(16).toString('base64url') };
  transaction.create(responses().doc(response.applicationId), { ...counted, givenAt: Timestamp.now() });
  countIn(transaction, counted, 1);
}

/**
 * A person's responses (their export and the withdraw screen): those they gave, and those of their applications
 * (a merge moves an application, and its survey answers with it, to the person it was merged into). Capped.
 */
export async function responsesOf(uid: string, applicationIds: string[] = [], limit = 500): Promise<SurveyResponse[]> {
  const [given, ofApplications] = await Promise.all([
    responses().where('uid', '==', uid).limit(limit).get(),
    applicationIds.length > 0
      ? db().getAll(...applicationIds.slice(0, limit).map((id) => responses().doc(id)))
      : Promise.resolve([]),
  ]);
  const found = new Map<string, SurveyResponse>();
  for (const doc of [...given.docs, ...ofApplications])
    if (doc.exists) found.set(doc.id, toResponse(doc.id, doc.data()!));
  return [...found.values()];
}

/** Whether an application's survey was answered (the apply dialog does not offer it twice). */
export async function hasResponse(applicationId: string): Promise<boolean> {
  return (await responses().doc(applicationId).get()).exists;
}

/**
 * Deletes every response of a person, each uncounted in the same transaction that deletes it (safe to run again
 * after an interruption). Answers how many it deleted.
 */
export async function deleteResponsesOf(uid: string, applicationIds: string[] = []): Promise<number> {
  let deleted = 0;
  for (const { applicationId } of await responsesOf(uid, applicationIds)) {
    const gone = await runTransaction(async (transaction) => {
      const ref = responses().doc(applicationId);
      const stored = await transaction.get(ref);
      if (!stored.exists) return false;
      countIn(transaction, toResponse(stored.id, stored.data()!), -1);
      transaction.delete(ref);
      return true;
    });
    if (gone) deleted += 1;
  }
  return deleted;
}

/**
 * Counts a response at `stage` from now on (its application moved). Reads the response in the transaction, so a
 * redelivered or late call changes nothing once the response is counted there.
 */
export async function recountAtStage(
  applicationId: string,
  stageOf: (transaction: Transaction) => Promise<string | null>,
) {
  return runTransaction(async (transaction) => {
    const ref = responses().doc(applicationId);
    const stored = await transaction.get(ref);
    if (!stored.exists) return false;
    const stage = await stageOf(transaction);
    const response = toResponse(stored.id, stored.data()!);
    if (!stage || stage === response.stage) return false;
    countIn(transaction, response, -1);
    countIn(transaction, { ...response, stage }, 1);
    transaction.update(ref, { stage });
    return true;
  });
}

/** A job's tally: stage id -> { respondents, answers: category -> option -> count }. Only own keys are read. */
export interface Tally {
  stages: Map<string, { respondents: number; answers: Map<string, Map<string, number>> }>;
  /** When these counts were published; null when none are yet. */
  asOf: Date | null;
}

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

function tallyOf(stored: unknown, asOf: Date | null): Tally {
  const stages = new Map(
    entriesOf(stored).map(([stage, counts]) => {
      const fields = new Map(entriesOf(counts));
      const answers = new Map(
        entriesOf(fields.get('answers')).map(([category, options]) => [
          category,
          new Map(entriesOf(options).map(([option, count]) => [option, Number(count) || 0])),
        ]),
      );
      return [stage, { respondents: Number(fields.get('respondents')) || 0, answers }];
    }),
  );
  return { stages, asOf };
}

/**
 * The counts staff may see: a copy of the live tally, published when mayRepublish allows it and `minAge` has
 * passed since the last copy.
 */
export async function readPublished(jobId: string, minRespondents: number, minAgeMs: number, now = Date.now()) {
  return runTransaction(async (transaction) => {
    const ref = tallies().doc(jobId);
    const data = (await transaction.get(ref)).data() ?? {};
    const published = (data.published ?? null) as { stages?: unknown; members?: unknown; at?: Timestamp } | null;
    const old = !published?.at || now - published.at.toMillis() >= minAgeMs;
    if (old && mayRepublish(data.members, published?.members, minRespondents)) {
      const at = Timestamp.fromMillis(now);
      transaction.update(ref, { published: { stages: data.stages ?? {}, members: data.members ?? {}, at } });
      return tallyOf(data.stages, at.toDate());
    }
    return tallyOf(published?.stages, published?.at?.toDate() ?? null);
  });
}
