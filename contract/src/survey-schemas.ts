import { z } from 'zod';
import { PREFER_NOT_TO_SAY, SURVEY_LIMITS, SURVEY_MESSAGES } from './survey.js';
import { QUESTION_ID_PATTERN } from './questions.js';
import { withIds } from './question-schemas.js';

const label = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(SURVEY_LIMITS.label, { error: `${what} must be at most ${SURVEY_LIMITS.label} characters` });

const id = z
  .string({ error: 'An id must be text' })
  .regex(QUESTION_ID_PATTERN, { error: 'An id is lower-case letters, digits and dashes (at most 40)' })
  .refine((value) => value !== PREFER_NOT_TO_SAY.id, { error: `${PREFER_NOT_TO_SAY.id} is added by the portal` })
  .optional();

/** PUT /api/settings/survey (admin): switched on or off, an introduction, and its categories. */
export const surveySettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    intro: z
      .string({ error: 'The introduction must be text' })
      .trim()
      .max(SURVEY_LIMITS.intro, { error: `The introduction must be at most ${SURVEY_LIMITS.intro} characters` })
      .optional(),
    categories: z
      .array(
        z.strictObject({
          id,
          label: label('A category'),
          options: z
            .array(z.strictObject({ id, label: label('An option') }), { error: 'options must be a list' })
            .min(1, { error: 'A category has at least one option besides "Prefer not to say"' })
            .max(SURVEY_LIMITS.options, { error: `A category has at most ${SURVEY_LIMITS.options} options` }),
        }),
        { error: 'categories must be a list' },
      )
      .max(SURVEY_LIMITS.categories, { error: `At most ${SURVEY_LIMITS.categories} categories` }),
  })
  .transform((input, context) => {
    const categories = withIds(input.categories, 'category').map((category) => ({
      id: category.id,
      label: category.label,
      options: withIds(category.options, 'option').map((option) => ({ id: option.id, label: option.label })),
    }));
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    if (!unique(categories.map((category) => category.id)))
      context.addIssue({ code: 'custom', message: 'Two categories have the same id' });
    for (const category of categories)
      if (!unique(category.options.map((option) => option.id)))
        context.addIssue({ code: 'custom', message: `${category.label}: two options have the same id` });
    if (input.enabled && categories.length === 0)
      context.addIssue({ code: 'custom', message: 'Add a category before switching the survey on' });
    return { enabled: input.enabled, intro: input.intro ?? '', categories };
  });

/** POST /api/survey/:applicationId: explicit consent with the notice version, and an answer per category. */
export const surveyAnswerSchema = z.strictObject({
  consent: z.literal(true, { error: SURVEY_MESSAGES.consentRequired }),
  noticeVersion: z
    .number({ error: 'noticeVersion must be a number' })
    .int({ error: 'noticeVersion must be a whole number' })
    .min(1, { error: 'noticeVersion must be at least 1' }),
  // Kept as sent (a plain object): a key such as __proto__ is refused by name, never dropped on the way.
  answers: z
    .custom<Record<string, string>>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.getPrototypeOf(value) === Object.prototype &&
        Object.values(value).every((option) => typeof option === 'string' && option.length <= 40),
      { error: 'answers must be an object of category ids and option ids' },
    )
    .refine((value) => Object.keys(value).length <= SURVEY_LIMITS.categories, {
      error: `At most ${SURVEY_LIMITS.categories} answers`,
    })
    .refine((value) => Object.keys(value).every((key) => QUESTION_ID_PATTERN.test(key)), {
      error: SURVEY_MESSAGES.unknownCategory,
    }),
});
