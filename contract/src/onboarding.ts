// Onboarding: from a signed offer to a ready first day. Templates are lists of tasks, each with an owner, a due day
// relative to the start date and a kind; a hire turns the matching template into the new hire's plan.

/** What a task asks for: a to-do, a PDF the new hire uploads, or a policy they read and sign by typing their name. */
export const TASK_KINDS = ['todo', 'document', 'acknowledgment'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  todo: 'To-do',
  document: 'Document to upload',
  acknowledgment: 'Policy to read and sign',
};

/** Who does a task: the new hire, hr, or a colleague picked per hire for the role the template names (a buddy). */
export const TASK_OWNERS = ['new_hire', 'hr', 'colleague'] as const;
export type TaskOwner = (typeof TASK_OWNERS)[number];

export const TASK_OWNER_LABELS: Record<TaskOwner, string> = {
  new_hire: 'The new hire',
  hr: 'HR',
  colleague: 'A colleague',
};

export const ONBOARDING_LIMITS = {
  templates: 100,
  tasks: 40,
  name: 80,
  title: 120,
  description: 2000,
  colleagueRole: 40,
  /** Due days relative to the start date: from two months before to a year after. */
  dueDayMin: -60,
  dueDayMax: 365,
  taskId: 40,
  jobs: 50,
  departments: 30,
  department: 60,
  policies: 50,
  policyTitle: 120,
  comment: 1000,
  fullName: 120,
} as const;

/** One task of a template. */
export interface TemplateTaskDto {
  id: string;
  title: string;
  description: string;
  owner: TaskOwner;
  /** For a colleague's task: the role the colleague is picked for per hire ("Buddy", "Manager"); '' otherwise. */
  colleagueRole: string;
  /** Days from the start date: -7 is a week before, 0 the first day, 30 a month in. */
  dueDay: number;
  kind: TaskKind;
  /** For a policy to sign: which policy ('' for other kinds). */
  policyId: string;
}

/** GET /api/onboarding/policies: a policy PDF admins upload for new hires to read and sign; each upload is a version. */
export interface OnboardingPolicyDto {
  _id: string;
  title: string;
  fileName: string;
  version: number;
  /** SHA-256 (hex) of the current version: what a signature says was read. */
  sha256: string;
  /** A signed link to the current version (expires). */
  fileUrl: string;
  updatedAt: string | null;
}

/** GET /api/onboarding/templates (hr, admin): a template, the jobs and departments it is for, and whether default. */
export interface OnboardingTemplateDto {
  _id: string;
  name: string;
  tasks: TemplateTaskDto[];
  jobIds: string[];
  departments: string[];
  isDefault: boolean;
  updatedAt: string | null;
}

export const ONBOARDING_MESSAGES = {
  templateNotFound: 'Onboarding template not found',
  templatesFull: `There are ${ONBOARDING_LIMITS.templates} onboarding templates already: remove one first`,
  nameRequired: 'Give the template a name',
  nameTooLong: `A template name is at most ${ONBOARDING_LIMITS.name} characters`,
  tasksRequired: 'A template has at least one task',
  tooManyTasks: `A template has at most ${ONBOARDING_LIMITS.tasks} tasks`,
  titleRequired: 'Give each task a title',
  titleTooLong: `A task title is at most ${ONBOARDING_LIMITS.title} characters`,
  descriptionTooLong: `A task description is at most ${ONBOARDING_LIMITS.description} characters`,
  badOwner: `A task's owner is one of ${TASK_OWNERS.join(', ')}`,
  badKind: `A task's kind is one of ${TASK_KINDS.join(', ')}`,
  badDueDay: `A task's due day is a whole number of days from ${ONBOARDING_LIMITS.dueDayMin} to ${ONBOARDING_LIMITS.dueDayMax} around the start date`,
  colleagueRoleRequired: "Name the colleague's role for a colleague's task (e.g. Buddy)",
  colleagueRoleTooLong: `A colleague's role is at most ${ONBOARDING_LIMITS.colleagueRole} characters`,
  newHireOnly: 'Documents and policies to sign are tasks of the new hire',
  duplicateTaskId: 'Two tasks have the same id',
  badTaskId: `A task id is lower-case letters, digits and dashes (at most ${ONBOARDING_LIMITS.taskId})`,
  tooManyJobs: `A template is for at most ${ONBOARDING_LIMITS.jobs} jobs`,
  tooManyDepartments: `A template is for at most ${ONBOARDING_LIMITS.departments} departments`,
  templateSaved: 'Onboarding template saved',
  planNotFound: 'Onboarding plan not found',
  taskNotFound: 'Onboarding task not found',
  notYourTask: 'This task is not yours to do',
  notATodo: 'This task is done by uploading the document or signing the policy it asks for',
  onlyColleagueTasks: "Only a colleague's task is given to someone",
  assigneeNotStaff: 'Choose a colleague: an employee, hr or an admin',
  badStartDate: 'The start date is a day (YYYY-MM-DD) from 2000 to 2100',
  templateRemoved: 'Onboarding template removed',
  policyRequired: 'Choose the policy a new hire reads and signs for this task',
  policyUnknown: 'A task names a policy that does not exist: upload it first',
  policyNotFound: 'Policy not found',
  policiesFull: `There are ${ONBOARDING_LIMITS.policies} policies already`,
  policyTitleRequired: `Give the policy a title (at most ${ONBOARDING_LIMITS.policyTitle} characters)`,
  policyLinkInvalid: 'This link has expired or is not valid: open the policy again from Onboarding',
  policyVersionGone: 'This version of the policy was replaced: open the current one from Onboarding',
  notADocumentTask: 'This task asks for no document',
  notAnAcknowledgment: 'This task asks for no signature',
  documentAccepted: 'HR accepted this document: ask HR if it needs replacing',
  notSubmitted: 'No document is waiting for review on this task',
  commentRequired: `Say what is wrong with the document (at most ${ONBOARDING_LIMITS.comment} characters)`,
  policyChanged: 'The policy changed since you opened it: read the new version, then sign',
  fullNameRequired: `Type your full name to sign (2 to ${ONBOARDING_LIMITS.fullName} characters)`,
  signatureMismatch: 'The policy file does not match what was signed',
  signFailed: 'Your signature is recorded, but the signed copy could not be filed yet: try again',
  taskRemoved: 'Task removed from the plan',
  signedStays: 'A signed policy stays on the plan: it is the record of the signature',
  lastTaskStays: 'A plan keeps at least one task: add another before removing this one',
  documentChanged: 'The new hire sent a newer document since you opened this one: review that one',
  policyNotSignable: 'This PDF cannot be signed (a signature page cannot be added to it): save it again as a plain PDF',
} as const;

/** Where a task stands: open; submitted (a document waiting for hr); done. */
export const TASK_STATUSES = ['open', 'submitted', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** One task of a plan, as the new hire, the colleague it is for, and hr read it. */
export interface OnboardingTaskDto {
  _id: string;
  planId: string;
  title: string;
  description: string;
  kind: TaskKind;
  owner: TaskOwner;
  colleagueRole: string;
  /** For a colleague's task: who was picked to do it ('' until hr picks someone). */
  doerName: string;
  /** The calendar day it is due (YYYY-MM-DD): the start date plus its due day. */
  dueDate: string;
  status: TaskStatus;
  /** Whether it is past its day and not done. */
  overdue: boolean;
  /** The uploaded document (a document request) or the signed copy (a policy): a signed link, for the new hire and hr. */
  documentUrl: string | null;
  /** That document's id (what hr names when accepting it or asking again). */
  documentId: string | null;
  /** hr's word when asking for a document again ('' otherwise). */
  comment: string;
  /** A policy to sign, while open: its title, a link to the current version and that version's SHA-256. */
  policy: { title: string; url: string; sha256: string } | null;
  /** When the policy was signed. */
  signedAt: string | null;
}

/** A new hire's plan: whose, which job, the start date and how far it is. */
export interface OnboardingPlanDto {
  _id: string;
  person: string;
  personName: string;
  jobTitle: string;
  templateName: string;
  startDate: string;
  tasksTotal: number;
  tasksDone: number;
  /** Open tasks past their day. */
  overdue: number;
  completedAt: string | null;
}

/** GET /api/onboarding/my: the caller's own plan (if they are a new hire) and the tasks others' plans give them. */
export interface MyOnboardingDto {
  plan: (OnboardingPlanDto & { tasks: OnboardingTaskDto[] }) | null;
  /** Tasks of other people's plans the caller does (a buddy's), each with whose plan and its start date. */
  forOthers: (OnboardingTaskDto & { newHireName: string; startDate: string })[];
}

/** A date as plans store it: YYYY-MM-DD, in UTC. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (YYYY-MM-DD, UTC) of a moment. */
export const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** The day `days` after `day` (YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date.getTime());
}
