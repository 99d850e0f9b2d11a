// Application questions: what a job asks, what an answer may be, and which answers miss a knockout rule.
// Pure functions and types only (no zod): the apply dialog checks answers with the same code as the server.

export const QUESTION_TYPES = [
  'yes_no',
  'single_choice',
  'multiple_choice',
  'number',
  'date',
  'short_text',
  'long_text',
  'link',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  yes_no: 'Yes / no',
  single_choice: 'One choice',
  multiple_choice: 'Several choices',
  number: 'Number',
  date: 'Date',
  short_text: 'Short text',
  long_text: 'Long text',
  link: 'Link',
  file: 'File (PDF)',
};

/** The types a knockout rule may be set on. */
export const RULE_TYPES: readonly QuestionType[] = ['yes_no', 'single_choice', 'multiple_choice', 'number'];
export const CHOICE_TYPES: readonly QuestionType[] = ['single_choice', 'multiple_choice'];

export const QUESTION_LIMITS = {
  /** Questions on one job (and so answers in one application). */
  questions: 30,
  /** File questions on one job: each answer is a PDF copied with the application. */
  fileQuestions: 3,
  label: 200,
  help: 500,
  /** Choices of one question. */
  options: 30,
  optionLabel: 100,
  /** Question and option ids: lower-case letters, digits and dashes. */
  id: 40,
  /** Short text: the most a job may allow, and what it allows unless it says less. */
  shortText: 200,
  /** Long text: the most a job may allow, and the default. */
  longText: 5000,
  longTextDefault: 2000,
  link: 500,
  /** Numbers are between -1e9 and 1e9. */
  number: 1_000_000_000,
  /** Dates are real days from 1900 to 2100. */
  firstYear: 1900,
  lastYear: 2100,
  /** Questions kept in the team's library. */
  library: 200,
} as const;

export const QUESTION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface QuestionOption {
  id: string;
  label: string;
}

/** Per-type limits: text length, number range, how many choices may be picked. */
export interface QuestionLimits {
  maxLength?: number;
  min?: number;
  max?: number;
  maxChoices?: number;
}

/**
 * A knockout rule: "must be yes" (`equals`), "one of these choices" (`oneOf`: for several choices, at least one
 * of them picked), "at least / at most" (`min`, `max`). An answer that misses it flags the application; nothing
 * rejects, moves or e-mails anyone because of it.
 */
export type KnockoutRule = { equals: boolean } | { oneOf: string[] } | { min?: number; max?: number };

/** A question as the job stores it and staff see it. */
export interface JobQuestion {
  id: string;
  type: QuestionType;
  label: string;
  help?: string;
  required: boolean;
  options?: QuestionOption[];
  limits?: QuestionLimits;
  rule?: KnockoutRule;
}

/** A question as candidates see it: never its knockout rule. */
export type CandidateQuestion = Omit<JobQuestion, 'rule'>;

/** What the candidate sends for one question (a file question: the link or id of one of their documents). */
export type AnswerValue = boolean | number | string | string[];

/** An answer as the application keeps it: the question's wording as it was when the answer was given. */
export interface StoredAnswer {
  questionId: string;
  type: QuestionType;
  label: string;
  /** What was answered, as checked (choice ids for choices; the document id for a file). */
  value: AnswerValue;
  /** The answer as people read it: Yes/No, the choices' labels, the number, the date, the text, the file name. */
  text: string;
}

/** An answer as staff read it: a file answer opens through a signed, expiring link. */
export type StaffAnswerDto = StoredAnswer & { fileUrl?: string };

/** "Does not meet: <label>", with the answer given (or "No answer"). */
export interface AnswerFlag {
  questionId: string;
  label: string;
  answer: string;
}

export const NO_ANSWER = 'No answer';

/** GET /api/insights/knockouts?jobId=: how many applicants each rule flags. */
export interface KnockoutCountDto {
  questionId: string;
  label: string;
  /** The rule in words ("must be Yes", "at least 2"). */
  rule: string;
  flagged: number;
}

export const QUESTION_MESSAGES = {
  tooMany: `A job asks at most ${QUESTION_LIMITS.questions} questions`,
  tooManyFiles: `A job asks for at most ${QUESTION_LIMITS.fileQuestions} files`,
  duplicateId: 'Two questions have the same id',
  answersNotObject: 'answers must be an object of question ids and answers',
  tooManyAnswers: `At most ${QUESTION_LIMITS.questions} answers`,
  unknownQuestion: 'answers names a question this job does not ask',
  libraryFull: `The question library holds at most ${QUESTION_LIMITS.library} questions`,
  libraryNotFound: 'Question not found in the library',
  fileNotYours: 'Choose one of your own documents',
  fileMissing: 'The chosen file is missing. Upload it again.',
  doesNotMeet: 'Does not meet',
} as const;

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

const isHttpLink = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
};

/** The most characters a text question takes. */
export const maxLengthOf = (question: Pick<JobQuestion, 'type' | 'limits'>) =>
  question.limits?.maxLength ??
  (question.type === 'short_text'
    ? QUESTION_LIMITS.shortText
    : question.type === 'long_text'
      ? QUESTION_LIMITS.longTextDefault
      : QUESTION_LIMITS.link);

/** Is this value "no answer" (absent, empty text, no choice)? */
export const isUnanswered = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const rangeText = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined
    ? `between ${min} and ${max}`
    : min !== undefined
      ? `at least ${min}`
      : max !== undefined
        ? `at most ${max}`
        : '';

/**
 * Checks one answer against its question. Returns the answer as stored (trimmed text, choice ids in the order
 * the question lists them) or the problem, in words that follow "<label>: ". `undefined` is "no answer".
 */
export function checkAnswer(
  question: CandidateQuestion,
  raw: unknown,
): { ok: true; value: AnswerValue | undefined } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem });
  if (isUnanswered(raw)) return question.required ? fail('an answer is required') : { ok: true, value: undefined };
  const options = question.options ?? [];
  switch (question.type) {
    case 'yes_no':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : fail('answer yes or no');
    case 'single_choice':
      return typeof raw === 'string' && options.some((option) => option.id === raw)
        ? { ok: true, value: raw }
        : fail('choose one of the options');
    case 'multiple_choice': {
      if (!Array.isArray(raw) || raw.length > options.length || !raw.every((item) => typeof item === 'string'))
        return fail('choose from the options');
      const picked = new Set(raw as string[]);
      if (picked.size !== raw.length || ![...picked].every((id) => options.some((option) => option.id === id)))
        return fail('choose from the options');
      const most = question.limits?.maxChoices;
      if (most !== undefined && picked.size > most) return fail(`choose at most ${most}`);
      return { ok: true, value: options.filter((option) => picked.has(option.id)).map((option) => option.id) };
    }
    case 'number': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return fail('enter a number');
      const min = question.limits?.min ?? -QUESTION_LIMITS.number;
      const max = question.limits?.max ?? QUESTION_LIMITS.number;
      return raw < min || raw > max ? fail(`enter a number ${rangeText(min, max)}`) : { ok: true, value: raw };
    }
    case 'date': {
      if (typeof raw !== 'string' || !isDay(raw)) return fail('enter a date (YYYY-MM-DD)');
      const year = Number(raw.slice(0, 4));
      return year < QUESTION_LIMITS.firstYear || year > QUESTION_LIMITS.lastYear
        ? fail(`enter a date from ${QUESTION_LIMITS.firstYear} to ${QUESTION_LIMITS.lastYear}`)
        : { ok: true, value: raw };
    }
    case 'short_text':
    case 'long_text':
    case 'link': {
      if (typeof raw !== 'string') return fail('enter text');
      const text = raw.trim();
      const most = maxLengthOf(question);
      if (text.length > most) return fail(`at most ${most} characters`);
      if (question.type === 'link' && !isHttpLink(text)) return fail('enter a full http(s) address');
      return { ok: true, value: text };
    }
    case 'file':
      return typeof raw === 'string' && raw.length <= 2000 ? { ok: true, value: raw } : fail('choose a PDF');
  }
}

/** Does an answer (undefined: none) miss the question's knockout rule? A question without a rule flags nothing. */
export function missesRule(question: JobQuestion, value: AnswerValue | undefined): boolean {
  const rule = question.rule;
  if (!rule) return false;
  if (value === undefined) return true;
  if ('equals' in rule) return value !== rule.equals;
  if ('oneOf' in rule) {
    const picked = Array.isArray(value) ? value : [value];
    return !picked.some((id) => typeof id === 'string' && rule.oneOf.includes(id));
  }
  if (typeof value !== 'number') return true;
  return (rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max);
}

/** An answer as people read it (a file's name is filled in by the server, which knows it). */
export function answerText(question: CandidateQuestion, value: AnswerValue | undefined): string {
  if (value === undefined) return NO_ANSWER;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const labelOf = (id: string) => question.options?.find((option) => option.id === id)?.label ?? id;
  if (Array.isArray(value)) return value.map(labelOf).join(', ');
  if (question.type === 'single_choice' && typeof value === 'string') return labelOf(value);
  return String(value);
}

/** A rule in words, for staff ("must be Yes", "one of: A, B", "at least 2"). */
export function ruleText(question: JobQuestion): string {
  const rule = question.rule;
  if (!rule) return '';
  if ('equals' in rule) return `must be ${rule.equals ? 'Yes' : 'No'}`;
  if ('oneOf' in rule) return `one of: ${rule.oneOf.map((id) => answerText(question, id)).join(', ')}`;
  return rangeText(rule.min, rule.max);
}
