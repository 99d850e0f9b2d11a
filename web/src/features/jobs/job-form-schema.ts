import { z } from 'zod';
import { JOB_TYPES, SALARY_PERIODS } from '@hr-portal/contract';
import { jobInputSchema } from '@hr-portal/contract/schemas';
import { toJobInput } from './job-form-values';
import type { QuestionFormValues } from './question-form-values';

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
    kit: z.object({
      attributes: z.array(z.object({ id: z.string().optional(), name: z.string(), description: z.string() })),
      questions: z.string(),
    }),
    validThrough: z.string(),
    salaryCurrency: z.string(),
    salaryPeriod: z.enum(SALARY_PERIODS),
    remote: z.boolean(),
    remoteCountries: z.string(),
    questions: z.array(z.custom<QuestionFormValues>()),
  })
  .transform(toJobInput)
  .pipe(jobInputSchema);
