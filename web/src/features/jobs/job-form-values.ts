import {
  CLOSING_STAGE_IDS,
  DEFAULT_JOB_TYPE,
  DEFAULT_STAGES,
  type SalaryPeriod,
  type ApplicationStatus,
  type JobDto,
  type JobInput,
  type JobType,
  type Holds,
  type SameKeys,
} from '@hr-portal/contract';
import { questionFormValuesOf, toQuestionInput, type QuestionFormValues } from './question-form-values';

/** What the form holds: text as typed (salary and tags are converted on submit). */
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
  /** The interview kit: attributes to rate, and questions one per line. No attributes: no kit is sent. */
  kit: { attributes: { id?: string; name: string; description: string }[]; questions: string };
  /** Careers page: last day to apply ('' none), salary currency ('' the server's default) and period, remote. */
  validThrough: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  remote: boolean;
  /** ISO country codes, comma-separated. */
  remoteCountries: string;
  /** What applicants are asked after their resume, in order. */
  questions: QuestionFormValues[];
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
  kit: { attributes: [], questions: '' },
  validThrough: '',
  salaryCurrency: '',
  salaryPeriod: 'YEAR',
  remote: false,
  remoteCountries: '',
  questions: [],
};

/** Edit mode prefill: tags default to none, salary to 0, isActive to true. */
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
    kit: {
      attributes: (job.kit?.attributes ?? []).map((item) => ({ ...item, description: item.description ?? '' })),
      questions: (job.kit?.questions ?? []).join('\n'),
    },
    validThrough: job.validThrough ?? '',
    salaryCurrency: job.salaryCurrency ?? '',
    salaryPeriod: job.salaryPeriod ?? 'YEAR',
    remote: job.remote ?? false,
    remoteCountries: (job.remoteCountries ?? []).join(', '),
    questions: (job.questions ?? []).map(questionFormValuesOf),
  };
}

function kitInput({ attributes, questions }: JobFormValues['kit']): JobInput['kit'] {
  if (attributes.length === 0) return undefined;
  return {
    attributes: attributes.map(({ id, name, description }) => ({
      ...(id ? { id } : {}),
      name: name.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
    })),
    questions: questions
      .split('\n')
      .map((question) => question.trim())
      .filter(Boolean),
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
    ...(kitInput(values.kit) ? { kit: kitInput(values.kit) } : {}),
    validThrough: values.validThrough || null,
    ...(values.salaryCurrency.trim() ? { salaryCurrency: values.salaryCurrency.trim().toUpperCase() } : {}),
    salaryPeriod: values.salaryPeriod,
    remote: values.remote,
    remoteCountries: values.remote
      ? values.remoteCountries
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean)
      : [],
    questions: values.questions.map(toQuestionInput),
  };
}

/** A field added to JobInput and not to the form's values (or the other way round) fails the typecheck. */
export type FormCoversJobInput = Holds<SameKeys<JobFormValues, JobInput>>;
