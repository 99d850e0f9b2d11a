import {
  APPLICATION_MESSAGES,
  INTERVIEW_MESSAGES,
  INTERVIEWER_ROLES,
  type InterviewAssignmentDto,
  EMPTY_KIT,
  type JobDto,
  type ScorecardDto,
  type ScorecardInput,
  type ScorecardsDto,
} from '@hr-portal/contract';
import type { Caller } from '../../lib/caller.js';
import type { OnceGuard } from '../../lib/transactions.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { mintLink } from '../../lib/file-links.js';
import type { CursorPosition } from '../../lib/paging.js';
import { findApplication, findApplications } from '../../data/applications/applications.js';
import { type ApplicationRecord } from '../../data/applications/record.js';
import { findJob, findJobs } from '../../data/jobs/jobs.js';
import { findUser, findUsers } from '../../data/users/users.js';
import { composeMail, portalLink } from '../shared/compose-mail.js';
import { loadTemplates } from '../../data/mail/templates.js';
import { toInterviewer, toScorecard, type AssignmentRecord } from '../../data/applications/panel-record.js';
import {
  findAssignment,
  findScorecard,
  listAssignmentsOf,
  listPanel,
  listScorecards,
} from '../../data/applications/panel.js';

import { addInterviewer, removeInterviewer, saveScorecard } from './panel.js';

const seesEveryScorecard = (caller: Caller) => caller.role === 'admin' || caller.role === 'hr';

async function requireApplication(id: string): Promise<ApplicationRecord> {
  const application = await findApplication(id);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  return application;
}

/** hr and admin put someone on the panel; only people who work here can interview. */
export async function assignInterviewer(caller: Caller, applicationId: string, uid: string, guard?: OnceGuard) {
  const person = await findUser(uid);
  if (!person) throw badRequest(INTERVIEW_MESSAGES.userNotFound);
  if (!INTERVIEWER_ROLES.includes(person.role)) throw badRequest(INTERVIEW_MESSAGES.notStaffOrEmployee);
  const templates = await loadTemplates();
  const interviewUrl = portalLink(`/${person.role}/interviews/${encodeURIComponent(applicationId)}`);
  await addInterviewer(
    applicationId,
    person,
    caller,
    (application) =>
      composeMail(
        templates,
        'interviewer_assigned',
        person.email,
        { ...application, stageName: '', portalUrl: interviewUrl },
        { applicationId, recipientUid: person._id },
      ),
    guard,
  );
  return panelOf(applicationId);
}

export async function unassignInterviewer(caller: Caller, applicationId: string, uid: string) {
  await requireApplication(applicationId);
  await removeInterviewer(applicationId, uid, caller);
  return panelOf(applicationId);
}

async function panelOf(applicationId: string) {
  const panel = await listPanel(applicationId);
  const people = await findUsers(panel.map((entry) => entry.uid));
  return panel.map((entry) => toInterviewer(entry, people));
}

/** An assignment as its interviewer sees it; a job deleted since leaves the kit empty and the stage id as its name. */
function toAssignmentDto(
  assignment: AssignmentRecord,
  application: ApplicationRecord,
  job: JobDto | undefined,
): InterviewAssignmentDto {
  return {
    applicationId: application.id,
    candidateName: application.candidateName || application.candidateEmail,
    jobId: application.jobId,
    jobTitle: application.jobSnapshot.title,
    stage: application.stage,
    stageName: job?.stages.find((stage) => stage.id === application.stage)?.name ?? application.stage,
    resumeUrl: mintLink('application', application.id),
    kit: job?.kit ?? EMPTY_KIT,
    submitted: assignment.submitted,
    assignedAt: assignment.assignedAt?.toISOString() ?? null,
  };
}

/**
 * One page of the caller's interviews, newest assignment first: one read per assignment, per application and
 * per distinct job. An application deleted with its candidate leaves its panel behind: its row maps to null.
 */
export async function interviewsOf(caller: Caller, limit: number, after: CursorPosition | null) {
  const assignments = await listAssignmentsOf(caller.uid, limit, after);
  const applications = await findApplications(assignments.map((assignment) => assignment.applicationId));
  const jobs = await findJobs([...new Set([...applications.values()].map((application) => application.jobId))]);
  return assignments.map((assignment) => {
    const application = applications.get(assignment.applicationId);
    if (!application) return { assignment, dto: null };
    return { assignment, dto: toAssignmentDto(assignment, application, jobs.get(application.jobId)) };
  });
}

/** One interview of the caller's (the kit page). */
export async function interviewFor(caller: Caller, applicationId: string): Promise<InterviewAssignmentDto> {
  const assignment = await findAssignment(applicationId, caller.uid);
  if (!assignment) throw forbidden(INTERVIEW_MESSAGES.notInterviewer);
  const application = await requireApplication(applicationId);
  return toAssignmentDto(assignment, application, (await findJob(application.jobId)) ?? undefined);
}

/** Only an assigned interviewer scores, and every attribute of the job's kit must be rated. */
export async function submitScorecard(
  caller: Caller,
  applicationId: string,
  input: Required<ScorecardInput>,
): Promise<ScorecardDto> {
  if (!(await findAssignment(applicationId, caller.uid))) throw forbidden(INTERVIEW_MESSAGES.notInterviewer);
  const application = await requireApplication(applicationId);
  const kit = (await findJob(application.jobId))?.kit;
  if (!kit || kit.attributes.length === 0) throw conflict(INTERVIEW_MESSAGES.noKit);
  const known = new Set(kit.attributes.map((attribute) => attribute.id));
  const missing = kit.attributes.filter((attribute) => input.ratings[attribute.id] === undefined);
  if (missing.length > 0)
    throw badRequest(`${INTERVIEW_MESSAGES.missingRatings}: ${missing.map((item) => item.name).join(', ')}`);
  const unknown = Object.keys(input.ratings).filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(`${INTERVIEW_MESSAGES.unknownAttributes}: ${unknown.join(', ')}`);
  const saved = await saveScorecard(applicationId, caller, input);
  return toScorecard(saved, await findUsers([caller.uid]));
}

/** True while the caller may see only their own scorecard; anyone not on the panel is refused (403). */
async function isBlind(caller: Caller, applicationId: string): Promise<boolean> {
  if (seesEveryScorecard(caller)) return false;
  if (!(await findAssignment(applicationId, caller.uid))) throw forbidden(INTERVIEW_MESSAGES.notInterviewer);
  return !(await findScorecard(applicationId, caller.uid));
}

/**
 * The blind rule: hr and admin see every scorecard. An interviewer sees their own only until they have
 * submitted, and then everyone's. Anyone else is refused.
 */
export async function scorecardsFor(caller: Caller, applicationId: string): Promise<ScorecardsDto> {
  const application = await requireApplication(applicationId);
  // Settled before the kit is read: a refused caller costs no more reads.
  const blind = await isBlind(caller, applicationId);
  const attributes = (await findJob(application.jobId))?.kit.attributes ?? [];
  if (blind) return { attributes, interviewers: [], scorecards: [], blind: true };
  const [panel, scorecards] = await Promise.all([listPanel(applicationId), listScorecards(applicationId)]);
  const people = await findUsers([
    ...panel.map((entry) => entry.uid),
    ...scorecards.map((card) => card.interviewerUid),
  ]);
  return {
    attributes,
    interviewers: panel.map((entry) => toInterviewer(entry, people)),
    scorecards: scorecards.map((card) => toScorecard(card, people)),
    blind: false,
  };
}
