import { Timestamp } from 'firebase-admin/firestore';
import { addDays, dayOf, ISO_DAY, ONBOARDING_LIMITS, type OnboardingTemplateDto } from '@hr-portal/contract';
import { runTransaction } from '../../lib/transactions.js';
import { findApplication } from '../../data/applications/applications.js';
import { findJob } from '../../data/jobs/jobs.js';
import { findOffer } from '../../data/offers/offers.js';
import { listTemplates } from '../../data/onboarding/templates.js';
import { createPlanIn, planIn, type NewTask } from '../../data/onboarding/plans.js';

export type PlanOutcome = 'created' | 'exists' | 'no-template' | 'no-application';

/** The template for a hire: one made for the job, else one for its department, else the default; or none. */
export function templateFor(
  templates: OnboardingTemplateDto[],
  jobId: string,
  department: string,
): OnboardingTemplateDto | null {
  return (
    templates.find((template) => template.jobIds.includes(jobId)) ??
    (department ? templates.find((template) => template.departments.includes(department)) : undefined) ??
    templates.find((template) => template.isDefault) ??
    null
  );
}

/**
 * A hire (the application's "hired" event) gets its onboarding plan: the matching template's tasks, due around the
 * offer's start date (or the day of the hire). Exactly once: the plan's id is the application's, read and created
 * in one transaction, so a second or concurrent call finds it there and changes nothing.
 */
export async function createPlanAfterHire(applicationId: string, now = Date.now()): Promise<PlanOutcome> {
  const application = await findApplication(applicationId);
  if (!application) return 'no-application';
  const [job, templates, offer] = await Promise.all([
    findJob(application.jobId),
    listTemplates(ONBOARDING_LIMITS.templates),
    application.offerId ? findOffer(application.offerId) : null,
  ]);
  const template = templateFor(templates, application.jobId, job?.department ?? '');
  if (!template) return 'no-template';
  const startDate = offer && ISO_DAY.test(offer.startDate) ? offer.startDate : dayOf(now);
  const person = application.candidate;
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
    colleagueRole: task.colleagueRole,
    dueDay: task.dueDay,
    dueDate: addDays(startDate, task.dueDay),
    policyId: task.policyId,
  }));
  return runTransaction(async (transaction) => {
    if (await planIn(transaction, applicationId)) return 'exists';
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
        tasksTotal: tasks.length,
      },
      tasks,
      Timestamp.fromMillis(now),
    );
    return 'created';
  });
}
