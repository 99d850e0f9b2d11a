// Four months of past hiring behind the demo's current month, so Insights has something to say: applications
// from several sources moving through the stages over days and weeks, rejections with reasons, withdrawals,
// panels with scorecards (some late) and three hires who are employees now. Written straight into the log
// (admin SDK, seed only) with the shapes the API writes: the insights trigger counts them like any other event.
import { randomBytes, randomUUID } from 'node:crypto';
import { seededRandom } from './seeded-random.mjs';

export const PAST_HIRES = ['Elif Demir', 'Marco Bianchi', 'Hannah Schmidt'].map((name) => ({
  name,
  role: 'employee',
  email: `${name.toLowerCase().replace(' ', '.')}@demo.test`,
}));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STATUS = {
  applied: 'applied',
  screening: 'applied',
  interview: 'shortlisted',
  offer: 'shortlisted',
  hired: 'selected',
  rejected: 'rejected',
  withdrawn: 'rejected',
};
const SOURCES = ['linkedin', 'linkedin', 'indeed', 'referral', 'careers', null, null];
const REASONS = { screening: 'skills', interview: 'experience', offer: 'salary', applied: 'experience' };

let sequence = 0;
const eventId = (at) =>
  `${String(at).padStart(13, '0')}-${String((sequence = (sequence + 1) % 10_000)).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;

/** One application's story: the stages it went through, with hours spent before each move. */
function story(random, hire) {
  const path = ['screening', 'interview', 'offer'];
  const moves = [];
  for (const stage of path) {
    const roll = random();
    if (!hire && roll < 0.28) {
      moves.push({ to: roll < 0.04 ? 'withdrawn' : 'rejected', hours: 12 + random() * 120 });
      return moves;
    }
    moves.push({ to: stage, hours: stage === 'screening' ? 2 + random() * 60 : 24 + random() * 200 });
  }
  moves.push(hire ? { to: 'hired', hours: 24 + random() * 96 } : { to: 'rejected', hours: 48 + random() * 96 });
  return moves;
}

/**
 * Writes the past applications of `jobs` (with their titles and locations) unless they are there already.
 * `staff` are the uids of the demo's hr, admin and employee (interviewers); `hires` the uids of PAST_HIRES.
 */
export async function seedInsightsHistory(db, Timestamp, jobs, staff, hires) {
  const applications = db.collection('applications');
  if (!(await applications.where('candidate', '==', hires[0]).limit(1).get()).empty) return 0;
  const random = seededRandom(2026);
  let written = 0;
  let hired = 0;
  for (let month = 4; month >= 1; month -= 1) {
    for (const [index, job] of jobs.entries()) {
      const count = 3 + Math.floor(random() * 4);
      for (let n = 0; n < count; n += 1) {
        const hire = hired < hires.length && month <= 3 && index === hired && n === 0;
        const candidate = hire ? hires[hired++] : `erased-${randomUUID()}`;
        const id = `${job.id}_${candidate}`;
        let at = Date.now() - month * 30 * DAY - Math.floor(random() * 28) * DAY - Math.floor(random() * 12) * HOUR;
        const source = SOURCES[Math.floor(random() * SOURCES.length)];
        const subject = { applicationId: id, jobId: job.id, candidate };
        const batch = db.batch();
        const log = (fields) => {
          const data = {
            type: 'moved',
            at: Timestamp.fromMillis(at),
            actor: staff.hr,
            ...subject,
            fromStage: null,
            toStage: null,
            fromStatus: null,
            toStatus: null,
            reasonId: null,
            source: null,
            ...fields,
          };
          data.statusChanged = data.toStatus !== null && data.toStatus !== data.fromStatus;
          batch.create(applications.doc(id).collection('events').doc(eventId(at)), data);
        };
        log({ type: 'applied', actor: candidate, toStage: 'applied', toStatus: 'applied', source });
        let stage = 'applied';
        const createdAt = at;
        for (const move of story(random, hire)) {
          at += Math.floor(move.hours * HOUR);
          if (move.to === 'offer' || (move.to === 'rejected' && stage === 'interview')) {
            // The panel met them before this move: assigned, then a scorecard (now and then a day late).
            const interviewer = [staff.hr, staff.admin, staff.employee][Math.floor(random() * 3)];
            const assignedAt = at - Math.floor(move.hours * 0.8 * HOUR);
            const late = move.hours > 60 && random() < 0.35;
            const saved = at;
            at = assignedAt;
            log({ type: 'interviewer_assigned', interviewerUid: interviewer });
            if (late) {
              at = assignedAt + 30 * HOUR;
              log({ type: 'interviewer_reminded', actor: 'system', interviewerUid: interviewer });
            }
            at = Math.min(saved - HOUR, assignedAt + (late ? 40 : 20) * HOUR);
            log({ type: 'scorecard_submitted', actor: interviewer, interviewerUid: interviewer });
            at = saved;
          }
          const type = move.to === 'hired' ? 'hired' : move.to === 'withdrawn' ? 'withdrawn' : 'moved';
          log({
            type,
            actor: move.to === 'withdrawn' ? candidate : staff.hr,
            fromStage: stage,
            toStage: move.to,
            fromStatus: STATUS[stage],
            toStatus: STATUS[move.to],
            reasonId: move.to === 'rejected' ? (REASONS[stage] ?? 'position-filled') : null,
          });
          stage = move.to;
        }
        batch.create(applications.doc(id), {
          job: job.id,
          jobSnapshot: { title: job.title, location: job.location, jobType: job.jobType },
          candidate,
          ...(hire ? {} : { anonymisedAt: Timestamp.fromMillis(at + 30 * DAY) }),
          source,
          status: STATUS[stage],
          stage,
          stageEnteredAt: Timestamp.fromMillis(at),
          createdAt: Timestamp.fromMillis(createdAt),
          updatedAt: Timestamp.fromMillis(at),
        });
        await batch.commit();
        written += 1;
      }
    }
  }
  return written;
}
