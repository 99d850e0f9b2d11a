import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { runTransaction } from '../../lib/transactions.js';
import { isoOf } from '../../lib/timestamps.js';

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
  };
}

/** Adds (+1) or removes (-1) one response's answers at a stage of its job's tally. */
function countIn(transaction: Transaction, response: Pick<SurveyResponse, 'jobId' | 'answers' | 'stage'>, by: 1 | -1) {
  const categories = Object.fromEntries(
    Object.entries(response.answers).map(([category, option]) => [category, { [option]: FieldValue.increment(by) }]),
  );
  const stage = { respondents: FieldValue.increment(by), answers: categories };
  transaction.set(tallies().doc(response.jobId), { stages: { [response.stage]: stage } }, { merge: true });
}

/**
 * Stores one response and counts it, in the transaction that checked the application; fails (ALREADY_EXISTS)
 * when that application's survey was answered before.
 */
export function createResponseIn(transaction: Transaction, response: Omit<SurveyResponse, 'givenAt'>): void {
  transaction.create(responses().doc(response.applicationId), {
    ...response,
    givenAt: Timestamp.now(),
  });
  countIn(transaction, response, 1);
}

/** A person's responses (their export and the withdraw screen): a handful, capped. */
export async function responsesOf(uid: string, limit = 500): Promise<SurveyResponse[]> {
  const snapshot = await responses().where('uid', '==', uid).limit(limit).get();
  return snapshot.docs.map((doc) => toResponse(doc.id, doc.data()));
}

/** Whether an application's survey was answered (the apply dialog does not offer it twice). */
export async function hasResponse(applicationId: string): Promise<boolean> {
  return (await responses().doc(applicationId).get()).exists;
}

/**
 * Deletes every response of a person, each uncounted in the same transaction that deletes it (safe to run again
 * after an interruption). Answers how many it deleted.
 */
export async function deleteResponsesOf(uid: string): Promise<number> {
  let deleted = 0;
  for (const { applicationId } of await responsesOf(uid)) {
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
}

const entriesOf = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

export async function readTally(jobId: string): Promise<Tally> {
  const data = (await tallies().doc(jobId).get()).data() ?? {};
  const stages = new Map(
    entriesOf(data.stages).map(([stage, counts]) => {
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
  return { stages };
}
