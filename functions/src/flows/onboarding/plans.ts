import { Timestamp } from 'firebase-admin/firestore';
import { addDays, dayOf, ISO_DAY } from '@hr-portal/contract';
import { runTransaction } from '../../lib/transactions.js';
import { findApplication } from '../../data/applications/applications.js';
import { findJob } from '../../data/jobs/jobs.js';
import { findOffer } from '../../data/offers/offers.js';
import { templateCandidates } from '../../data/onboarding/templates.js';
import { createPlanIn, planIn } from '../../data/onboarding/plans.js';
import { type NewTask } from '../../data/onboarding/plan-records.js';
import { findUsers } from '../../data/users/users.js';
import { queueMail } from '../../lib/mail.js';
import { welcomeMail } from './mail.js';

export type PlanOutcome = 'created' | 'exists' | 'no-template' | 'no-application' | 'past-hire';

/** A hire recorded longer ago than this (history imported or backfilled) gets no plan and no welcome e-mail. */
const PAST_HIRE_DAYS = 60;

/**
 * A hire (the application's "hired" event) gets its onboarding plan: the matching template's tasks, due around the
 * offer's start date (or the day of the hire). Exactly once: the plan's id is the application's, read and created
 * in one transaction, so a second or concurrent call finds it there and changes nothing.
 */
export async function createPlanAfterHire(
  applicationId: string,
  now = Date.now(),
  hiredBy = '',
  hiredAt = now,
): Promise<PlanOutcome> {
  if (now - hiredAt > PAST_HIRE_DAYS * 86_400_000) return 'past-hire';
  const application = await findApplication(applicationId);
  if (!application) return 'no-application';
  const [job, offer, people] = await Promise.all([
    findJob(application.jobId),
    application.offerId ? findOffer(application.offerId) : null,
    findUsers([application.candidate, hiredBy].filter(Boolean)),
  ]);
  const author = offer?.createdBy ? (await findUsers([offer.createdBy])).get(offer.createdBy) : undefined;
  // The template made for the job, else the one for its department, else the default; or none.
  const candidates = await templateCandidates(application.jobId, job?.department ?? '');
  const template = candidates.forJob ?? candidates.forDepartment ?? candidates.byDefault;
  if (!template) return 'no-template';
  const startDate = offer && ISO_DAY.test(offer.startDate) ? offer.startDate : dayOf(now);
  const person = application.candidate;
  // The hr contact: who made the offer, else the staff member who hired (an admin's hire).
  const isHr = (person: { role: string } | undefined) => Boolean(person && ['hr', 'admin'].includes(person.role));
  const hrUid = isHr(author) ? offer!.createdBy : isHr(people.get(hiredBy)) ? hiredBy : '';
  const tasks: NewTask[] = template.tasks.map((task) => ({
    planId: applicationId,
    person,
    personName: application.candidateName,
    taskId: task.id,
    title: task.title,
    description: task.description,
    kind: task.kind,
    owner: task.owner,
    // The new hire's own tasks are theirs at once; hr's are hr's; a colleague is picked per hire by hr.
    ownerUid: task.owner === 'new_hire' ? person : '',
    hrUid,
    colleagueRole: task.colleagueRole,
    dueDay: task.dueDay,
    dueDate: addDays(startDate, task.dueDay),
    policyId: task.policyId,
  }));
  const newHire = people.get(person);
  const welcome = await welcomeMail(
    { uid: person, email: newHire?.email ?? null, name: application.candidateName },
    { jobTitle: application.jobSnapshot.title, startDate },
    tasks.filter((task) => task.owner === 'new_hire'),
  );
  // The plan, its tasks and the welcome e-mail together: a second run finds the plan and sends nothing.
  return runTransaction(async (transaction) => {
    if (await planIn(transaction, applicationId)) return 'exists';
    if (welcome) queueMail(transaction, welcome, now);
    createPlanIn(
      transaction,
      {
        id: applicationId,
        person,
        personName: application.candidateName,
        jobId: application.jobId,
        jobTitle: application.jobSnapshot.title,
        templateId: template._id,
        templateName: template.name,
        startDate,
        hrUid,
        tasksTotal: tasks.length,
      },
      tasks,
      Timestamp.fromMillis(now),
    );
    return 'created';
  });
}
