import { z } from 'zod';
import { KIT_LIMITS, RECOMMENDATIONS } from './interviews.js';

const attributeId = z
  .string({ error: 'An attribute id must be text' })
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'An attribute id is lower-case letters, digits and dashes' });

/** PUT /api/job/:id/kit (and `kit` on the job form): 1 to 12 attributes, optional questions. */
export const kitSchema = z.strictObject({
  attributes: z
    .array(
      z.strictObject({
        id: attributeId.optional(),
        name: z
          .string({ error: 'An attribute needs a name' })
          .trim()
          .min(1, { error: 'An attribute needs a name' })
          .max(KIT_LIMITS.name, { error: `An attribute name is at most ${KIT_LIMITS.name} characters` }),
        description: z
          .string({ error: 'A description must be text' })
          .trim()
          .max(KIT_LIMITS.description, { error: `A description is at most ${KIT_LIMITS.description} characters` })
          .optional(),
      }),
      { error: 'Attributes must be a list' },
    )
    .min(1, { error: 'A kit needs at least one attribute' })
    .max(KIT_LIMITS.attributes, { error: `A kit has at most ${KIT_LIMITS.attributes} attributes` })
    .refine((list) => new Set(list.map((item) => item.name.toLowerCase())).size === list.length, {
      error: 'Attribute names must differ',
    }),
  questions: z
    .array(
      z
        .string({ error: 'A question must be text' })
        .trim()
        .min(1, { error: 'A question must not be empty' })
        .max(KIT_LIMITS.question, { error: `A question is at most ${KIT_LIMITS.question} characters` }),
      { error: 'Questions must be a list' },
    )
    .max(KIT_LIMITS.questions, { error: `At most ${KIT_LIMITS.questions} questions` })
    .default([]),
});

export const interviewerAssignSchema = z.strictObject({
  uid: z.string({ error: 'uid is required' }).min(1, { error: 'uid is required' }).max(128),
});

/** Which attributes a scorecard rates is checked against the job's kit by the API (it names the missing ones). */
export const scorecardSchema = z.strictObject({
  ratings: z.record(
    attributeId,
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'A rating is 1, 2, 3 or 4' }),
    { error: 'ratings must map attribute ids to 1-4' },
  ),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'Recommendation must be strong_no, no, yes or strong_yes' }),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(KIT_LIMITS.notes, { error: `Notes are at most ${KIT_LIMITS.notes} characters` })
    .default(''),
});
