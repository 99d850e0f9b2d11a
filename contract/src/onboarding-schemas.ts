import { z } from 'zod';
import { withIds } from './question-schemas.js';
import { ONBOARDING_LIMITS, ONBOARDING_MESSAGES, TASK_KINDS, TASK_OWNERS } from './onboarding.js';

const L = ONBOARDING_LIMITS;
const M = ONBOARDING_MESSAGES;

const taskSchema = z
  .strictObject({
    id: z
      .string({ error: M.badTaskId })
      .regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${L.taskId - 1}}$`), { error: M.badTaskId })
      .optional(),
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, { error: M.titleRequired })
      .max(L.title, { error: M.titleTooLong }),
    description: z
      .string({ error: M.descriptionTooLong })
      .trim()
      .max(L.description, { error: M.descriptionTooLong })
      .default(''),
    owner: z.enum(TASK_OWNERS, { error: M.badOwner }),
    colleagueRole: z
      .string({ error: M.colleagueRoleTooLong })
      .trim()
      .max(L.colleagueRole, { error: M.colleagueRoleTooLong })
      .default(''),
    dueDay: z
      .int({ error: M.badDueDay })
      .min(L.dueDayMin, { error: M.badDueDay })
      .max(L.dueDayMax, { error: M.badDueDay }),
    kind: z.enum(TASK_KINDS, { error: M.badKind }),
    policyId: z
      .string({ error: M.policyRequired })
      .regex(/^[A-Za-z0-9_-]{0,128}$/, { error: M.policyRequired })
      .default(''),
  })
  .superRefine((task, context) => {
    if (task.kind === 'acknowledgment' && !task.policyId)
      context.addIssue({ code: 'custom', path: ['policyId'], message: M.policyRequired });
    if (task.owner === 'colleague' && !task.colleagueRole)
      context.addIssue({ code: 'custom', path: ['colleagueRole'], message: M.colleagueRoleRequired });
    if (task.kind !== 'todo' && task.owner !== 'new_hire')
      context.addIssue({ code: 'custom', path: ['owner'], message: M.newHireOnly });
  });

const jobId = z
  .string({ error: 'jobIds are job ids' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'jobIds are job ids' });

/**
 * POST /api/onboarding/templates and PUT /api/onboarding/templates/:id (hr, admin): a whole template. Task ids are
 * made from titles when not given; a colleague's role is kept only on a colleague's task.
 */
export const onboardingTemplateSchema = z
  .strictObject({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(L.name, { error: M.nameTooLong }),
    tasks: z
      .array(taskSchema, { error: M.tasksRequired })
      .min(1, { error: M.tasksRequired })
      .max(L.tasks, { error: M.tooManyTasks }),
    jobIds: z.array(jobId, { error: M.tooManyJobs }).max(L.jobs, { error: M.tooManyJobs }).default([]),
    departments: z
      .array(z.string().trim().min(1).max(L.department), { error: M.tooManyDepartments })
      .max(L.departments, { error: M.tooManyDepartments })
      .default([]),
    isDefault: z.boolean({ error: 'isDefault is true or false' }).default(false),
  })
  .transform((template, context) => {
    const tasks = withIds(
      template.tasks.map((task) => ({ ...task, label: task.title })),
      'task',
    ).map(({ label: _label, ...task }) => ({
      ...task,
      id: task.id,
      colleagueRole: task.owner === 'colleague' ? task.colleagueRole : '',
      policyId: task.kind === 'acknowledgment' ? task.policyId : '',
    }));
    if (new Set(tasks.map((task) => task.id)).size !== tasks.length) {
      context.addIssue({ code: 'custom', path: ['tasks'], message: M.duplicateTaskId });
      return z.NEVER;
    }
    return {
      ...template,
      tasks,
      jobIds: [...new Set(template.jobIds)],
      departments: [...new Set(template.departments)],
    };
  });
export type OnboardingTemplateInput = z.output<typeof onboardingTemplateSchema>;

/** PATCH /api/onboarding/tasks/:id (hr, admin): the colleague who does a colleague's task. */
export const taskAssignSchema = z.strictObject({
  ownerUid: z.string({ error: M.assigneeNotStaff }).regex(/^[A-Za-z0-9_-]{1,128}$/, { error: M.assigneeNotStaff }),
});

/** PATCH /api/onboarding/plans/:id (hr, admin): a new start date; every due date moves with it. */
export const planChangeSchema = z.strictObject({
  startDate: z
    .string({ error: M.badStartDate })
    .regex(/^(20\d{2}|2100)-\d{2}-\d{2}$/, { error: M.badStartDate })
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      {
        error: M.badStartDate,
      },
    ),
});

/** GET /api/onboarding/plans?status=open|completed|all&limit=&cursor=&format=csv (hr, admin); open=true is status=open. */
export const plansQuerySchema = z
  .strictObject({
    limit: z.coerce.number({ error: 'limit is a number from 1 to 50' }).int().min(1).max(50).default(20),
    cursor: z.string().max(200).optional(),
    open: z.enum(['true', 'false'], { error: 'open is true or false' }).optional(),
    status: z.enum(['open', 'completed', 'all'], { error: 'status is open, completed or all' }).optional(),
    format: z.literal('csv', { error: 'format is csv' }).optional(),
  })
  .transform(({ open, status, ...query }) => ({
    ...query,
    status: status ?? (open === 'true' ? ('open' as const) : ('all' as const)),
  }));
export type PlanListStatus = z.output<typeof plansQuerySchema>['status'];

/** POST /api/onboarding/tasks/:id/sign: the typed name signs the policy version the new hire was shown. */
export const taskSignSchema = z.strictObject({
  fullName: z
    .string({ error: M.fullNameRequired })
    .trim()
    .min(2, { error: M.fullNameRequired })
    .max(L.fullName, { error: M.fullNameRequired }),
  policySha256: z
    .string({ error: 'policySha256 is the SHA-256 (hex) of the policy you read' })
    .regex(/^[0-9a-f]{64}$/, { error: 'policySha256 is the SHA-256 (hex) of the policy you read' }),
});

const reviewedDocument = z
  .string({ error: 'documentId is the id of the document you reviewed' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'documentId is the id of the document you reviewed' });

/** POST /api/onboarding/tasks/:id/accept (hr, admin): the document reviewed (a newer upload is not accepted unseen). */
export const taskAcceptSchema = z.strictObject({ documentId: reviewedDocument });

/** POST /api/onboarding/tasks/:id/ask-again (hr, admin): the document reviewed and what is wrong with it. */
export const taskAskAgainSchema = z.strictObject({
  documentId: reviewedDocument,
  comment: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, { error: M.commentRequired })
    .max(L.comment, { error: M.commentRequired }),
});

/** The title field of a policy upload (multipart). */
export const policyTitleSchema = z
  .string({ error: M.policyTitleRequired })
  .trim()
  .min(1, { error: M.policyTitleRequired })
  .max(L.policyTitle, { error: M.policyTitleRequired });

/** POST /api/onboarding/digest/run (emulators only): the daily digest now, at the time given (default: now). */
export const digestRunSchema = z.strictObject({
  now: z.iso.datetime({ error: 'now is an ISO date and time' }).optional(),
});

/** POST /api/onboarding/plans/:id/tasks (hr, admin): a task added to one plan (its id is made by the server). */
export const planTaskSchema = taskSchema.transform(({ id: _id, ...task }) => ({
  ...task,
  colleagueRole: task.owner === 'colleague' ? task.colleagueRole : '',
  policyId: task.kind === 'acknowledgment' ? task.policyId : '',
}));
export type PlanTaskInput = z.output<typeof planTaskSchema>;
