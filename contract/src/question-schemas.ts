import { z } from 'zod';
import {
  CHOICE_TYPES,
  QUESTION_ID_PATTERN,
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  QUESTION_TYPES,
  RULE_TYPES,
  type JobQuestion,
} from './questions.js';
import { slugify } from './slug.js';

const idField = (what: string) =>
  z
    .string({ error: `${what} id must be text` })
    .regex(QUESTION_ID_PATTERN, { error: `${what} id is lower-case letters, digits and dashes (at most 40)` })
    .optional();

const text = (what: string, max: number, required = false) => {
  const base = z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, { error: `${what} must be at most ${max} characters` });
  return required ? base.min(1, { error: `${what} is required` }) : base;
};

const bound = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .finite({ error: `${what} must be a number` })
    .min(-QUESTION_LIMITS.number, { error: `${what} is too small` })
    .max(QUESTION_LIMITS.number, { error: `${what} is too large` });

const limitsSchema = z.strictObject({
  maxLength: z
    .number({ error: 'Length limit must be a number' })
    .int({ error: 'Length limit must be a whole number' })
    .min(1, { error: 'Length limit must be at least 1' })
    .max(QUESTION_LIMITS.longText, { error: `Length limit must be at most ${QUESTION_LIMITS.longText}` })
    .optional(),
  min: bound('Minimum').optional(),
  max: bound('Maximum').optional(),
  maxChoices: z
    .number({ error: 'Most choices must be a number' })
    .int({ error: 'Most choices must be a whole number' })
    .min(1, { error: 'Most choices must be at least 1' })
    .max(QUESTION_LIMITS.options, { error: `Most choices must be at most ${QUESTION_LIMITS.options}` })
    .optional(),
});

const ruleSchema = z.union(
  [
    z.strictObject({ equals: z.boolean({ error: 'A yes/no rule is true or false' }) }),
    z.strictObject({
      oneOf: z
        .array(z.string({ error: 'A choice rule lists option ids' }), { error: 'A choice rule lists option ids' })
        .min(1, { error: 'A choice rule names at least one option' })
        .max(QUESTION_LIMITS.options, { error: 'A choice rule names too many options' }),
    }),
    z.strictObject({ min: bound('Rule minimum').optional(), max: bound('Rule maximum').optional() }),
  ],
  { error: 'A rule is {equals}, {oneOf} or {min, max}' },
);

/** A question as hr sends it: ids are optional (a new question or option gets one from its label). */
export const questionInputSchema = z.strictObject({
  id: idField('Question'),
  type: z.enum(QUESTION_TYPES, { error: `Question type must be one of ${QUESTION_TYPES.join(', ')}` }),
  label: text('Question', QUESTION_LIMITS.label, true),
  help: text('Help text', QUESTION_LIMITS.help).optional(),
  required: z.boolean({ error: 'required must be true or false' }).optional(),
  options: z
    .array(z.strictObject({ id: idField('Option'), label: text('Option', QUESTION_LIMITS.optionLabel, true) }), {
      error: 'options must be a list',
    })
    .max(QUESTION_LIMITS.options, { error: `A question has at most ${QUESTION_LIMITS.options} options` })
    .optional(),
  limits: limitsSchema.optional(),
  rule: ruleSchema.nullable().optional(),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/** An id from a label: at most 32 characters of its words (slugify). */
const slugOf = (text: string, fallback: string) => slugify(text, 32, fallback);

/** Ids for items without one: a slug of the label, unique in the list (the given ids are kept). */
export function withIds<T extends { id?: string | undefined; label: string }>(items: T[], fallback: string) {
  const used = new Set(items.map((item) => item.id).filter((id): id is string => Boolean(id)));
  return items.map((item) => {
    if (item.id) return { ...item, id: item.id };
    const base = slugOf(item.label, fallback);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { ...item, id };
  });
}

type ParsedQuestion = z.output<typeof questionInputSchema>;

/** The question as stored: ids given, only the fields its type uses, and what is wrong with it if anything. */
function finished(input: ParsedQuestion): { question: JobQuestion; problem: string | null } {
  const choices = CHOICE_TYPES.includes(input.type);
  const options = choices ? withIds(input.options ?? [], 'option') : undefined;
  const limits = input.limits ?? {};
  const kept: JobQuestion['limits'] =
    input.type === 'short_text' || input.type === 'long_text'
      ? { ...(limits.maxLength !== undefined ? { maxLength: limits.maxLength } : {}) }
      : input.type === 'number'
        ? {
            ...(limits.min !== undefined ? { min: limits.min } : {}),
            ...(limits.max !== undefined ? { max: limits.max } : {}),
          }
        : input.type === 'multiple_choice'
          ? { ...(limits.maxChoices !== undefined ? { maxChoices: limits.maxChoices } : {}) }
          : {};
  const rule = input.rule ?? undefined;
  const question: JobQuestion = {
    id: input.id ?? '',
    type: input.type,
    label: input.label,
    ...(input.help ? { help: input.help } : {}),
    required: input.required ?? false,
    ...(options ? { options } : {}),
    ...(Object.keys(kept).length > 0 ? { limits: kept } : {}),
    ...(rule ? { rule } : {}),
  };
  return { question, problem: problemOf(question) };
}

function problemOf(question: JobQuestion): string | null {
  const { type, options = [], limits = {}, rule } = question;
  if (CHOICE_TYPES.includes(type) && options.length < 2) return 'A choice question has at least 2 options';
  if (new Set(options.map((option) => option.id)).size !== options.length) return 'Two options have the same id';
  if (type === 'short_text' && (limits.maxLength ?? 0) > QUESTION_LIMITS.shortText)
    return `Short text allows at most ${QUESTION_LIMITS.shortText} characters`;
  if (limits.min !== undefined && limits.max !== undefined && limits.min > limits.max)
    return 'The minimum is above the maximum';
  if (limits.maxChoices !== undefined && limits.maxChoices > options.length)
    return 'Most choices is more than there are options';
  if (!rule) return null;
  if (!RULE_TYPES.includes(type)) return 'Only yes/no, choice and number questions take a knockout rule';
  if ('equals' in rule) return type === 'yes_no' ? null : 'A yes/no rule is for yes/no questions';
  if ('oneOf' in rule) {
    if (!CHOICE_TYPES.includes(type)) return 'A choice rule is for choice questions';
    return rule.oneOf.every((id) => options.some((option) => option.id === id))
      ? null
      : 'The rule names an option the question does not have';
  }
  if (type !== 'number') return 'An at-least/at-most rule is for number questions';
  if (rule.min === undefined && rule.max === undefined) return 'A number rule needs a minimum or a maximum';
  if (rule.min !== undefined && rule.max !== undefined && rule.min > rule.max)
    return 'The rule minimum is above its maximum';
  return null;
}

/** One question, finished (ids, fields of its type) and checked; for the library. */
export const libraryQuestionSchema = questionInputSchema.transform((input, context) => {
  const { question, problem } = finished(input);
  if (problem) context.addIssue({ code: 'custom', message: `${input.label}: ${problem}` });
  const id = question.id || slugOf(question.label, 'question');
  return { ...question, id };
});

/** A job's questions: at most 30 (3 files), ids unique; each question finished and checked. */
export const questionsInputSchema = z
  .array(questionInputSchema, { error: 'questions must be a list' })
  .max(QUESTION_LIMITS.questions, { error: QUESTION_MESSAGES.tooMany })
  .transform((inputs, context) => {
    const done = inputs.map(finished);
    for (const { question, problem } of done)
      if (problem) context.addIssue({ code: 'custom', message: `${question.label}: ${problem}` });
    const questions = withIds(
      done.map(({ question }) => question),
      'question',
    );
    if (new Set(questions.map((question) => question.id)).size !== questions.length)
      context.addIssue({ code: 'custom', message: QUESTION_MESSAGES.duplicateId });
    if (questions.filter((question) => question.type === 'file').length > QUESTION_LIMITS.fileQuestions)
      context.addIssue({ code: 'custom', message: QUESTION_MESSAGES.tooManyFiles });
    return questions;
  });

/**
 * The answers of an application: a plain object of at most 30 entries, kept as sent (each answer is checked
 * against its question by checkAnswer; keys such as __proto__ stay plain keys and are refused as unknown).
 */
export const answersInputSchema = z
  .custom<Record<string, unknown>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) === Object.prototype,
    { error: QUESTION_MESSAGES.answersNotObject },
  )
  .refine((value) => Object.keys(value).length <= QUESTION_LIMITS.questions, {
    error: QUESTION_MESSAGES.tooManyAnswers,
  });
