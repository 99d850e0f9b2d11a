import { z } from 'zod';
import {
  CLOSING_STAGE_IDS,
  DEFAULT_JOB_TYPE,
  DEFAULT_STAGES,
  JOB_TYPES,
  type ApplicationStatus,
  type JobDto,
  type JobInput,
  type JobType,
} from '@hr-portal/contract';
import { jobInputSchema } from '@hr-portal/contract/schemas';

/** What the form holds: text as typed (salary and tags are converted on submit, spec §5). */
export interface JobFormValues {
  title: string;
  description: string;
  department: string;
  location: string;
  salary: string;
  jobType: JobType;
  tags: string;
  experienceRequired: string;
  isActive: boolean;
  /** The job's own stages in order (the closing Rejected and Withdrawn are not edited). */
  stages: { id?: string; name: string; status: ApplicationStatus }[];
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  department: '',
  location: '',
  salary: '',
  jobType: DEFAULT_JOB_TYPE,
  tags: '',
  experienceRequired: '',
  isActive: true,
  stages: DEFAULT_STAGES.map((stage) => ({ ...stage })),
};

/** Edit mode prefill (spec §4): tags default to none, salary to 0, isActive to true. */
export function formValuesOf(job: JobDto): JobFormValues {
  return {
    title: job.title,
    description: job.description ?? '',
    department: job.department ?? '',
    location: job.location ?? '',
    salary: String(job.salary ?? 0),
    jobType: job.jobType ?? DEFAULT_JOB_TYPE,
    tags: (job.tags ?? []).join(', '),
    experienceRequired: job.experienceRequired ?? '',
    isActive: job.isActive ?? true,
    stages: (job.stages ?? DEFAULT_STAGES)
      .filter((stage) => !CLOSING_STAGE_IDS.includes(stage.id))
      .map((stage) => ({ ...stage })),
  };
}

/** Salary to a number, tags split on commas and trimmed (empty ones dropped). */
export function toJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    description: values.description,
    department: values.department,
    location: values.location,
    salary: values.salary.trim() === '' ? 0 : Number(values.salary),
    jobType: values.jobType,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    experienceRequired: values.experienceRequired,
    isActive: values.isActive,
    stages: values.stages.map((stage) => ({ ...stage, name: stage.name.trim() })),
  };
}

/**
 * The form's schema: the text as typed, converted (toJobInput), then checked by the contract's job schema, so
 * the form refuses exactly what the API would, with the same messages.
 */
export const jobFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    department: z.string(),
    location: z.string(),
    salary: z.string(),
    jobType: z.enum(JOB_TYPES),
    tags: z.string(),
    experienceRequired: z.string(),
    isActive: z.boolean(),
    stages: z.array(
      z.object({
        id: z.string().optional(),
        name: z.string(),
        status: z.enum(['applied', 'shortlisted', 'rejected', 'selected']),
      }),
    ),
  })
  .transform(toJobInput)
  .pipe(jobInputSchema);
