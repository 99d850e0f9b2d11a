import { z } from 'zod';
import { BULK_STAGE_LIMIT, NOTE_LIMITS, STAGE_LIMITS } from './pipeline.js';
import { NOTIFICATION_LIMITS } from './notifications.js';

const stageId = z
  .string({ error: 'A stage id must be text' })
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'A stage id is lower-case letters, digits and dashes' });

/** A job's own stages, in order (the closing Rejected and Withdrawn stages are added by the API). */
export const stagesInputSchema = z
  .array(
    z.strictObject({
      id: stageId.optional(),
      name: z
        .string({ error: 'A stage needs a name' })
        .trim()
        .min(1, { error: 'A stage needs a name' })
        .max(STAGE_LIMITS.name, { error: `A stage name is at most ${STAGE_LIMITS.name} characters` }),
      status: z.enum(['applied', 'shortlisted', 'selected'], {
        error: 'A stage shows candidates applied, shortlisted or selected',
      }),
    }),
    { error: 'Stages must be a list' },
  )
  .min(1, { error: 'A job needs at least one stage' })
  .max(STAGE_LIMITS.stages, { error: `A job has at most ${STAGE_LIMITS.stages} stages` })
  .refine((stages) => new Set(stages.map((stage) => stage.name.toLowerCase())).size === stages.length, {
    error: 'Stage names must differ',
  });

export const stageMoveSchema = z.strictObject({
  stage: stageId,
  reason: z.string({ error: 'reason must be text' }).max(40).optional(),
  expectedStage: stageId.optional(),
});

export const bulkStageSchema = z.strictObject({
  ids: z
    .array(z.string({ error: 'ids must be application ids' }).min(1).max(300), { error: 'ids must be a list' })
    .min(1, { error: 'Choose at least one application' })
    .max(BULK_STAGE_LIMIT, { error: `At most ${BULK_STAGE_LIMIT} applications at once` }),
  stage: stageId,
  reason: z.string({ error: 'reason must be text' }).max(40).optional(),
});

export const noteSchema = z.strictObject({
  text: z
    .string({ error: 'A note needs text' })
    .trim()
    .min(1, { error: 'A note needs text' })
    .max(NOTE_LIMITS.text, { error: `A note is at most ${NOTE_LIMITS.text} characters` }),
  /**
   * Staff the note names with @ (their uids, as the editor completed them): each hr or admin whose @name or
   * @address stands in the text is notified; anyone else listed is ignored.
   */
  mentions: z
    .array(z.string({ error: 'mentions must be user ids' }).min(1).max(128), { error: 'mentions must be a list' })
    .max(NOTIFICATION_LIMITS.mentionsPerNote, {
      error: `A note mentions at most ${NOTIFICATION_LIMITS.mentionsPerNote} people`,
    })
    .optional(),
});

export const rejectionReasonsSchema = z.strictObject({
  reasons: z
    .array(
      z.strictObject({
        id: stageId,
        label: z.string().trim().min(1, { error: 'A reason needs a label' }).max(100),
        candidateText: z
          .string({ error: 'The candidate wording must be text' })
          .trim()
          .min(1, { error: 'The candidate wording must not be empty' })
          .max(300, { error: 'The candidate wording is at most 300 characters' })
          .optional(),
      }),
    )
    .min(1, { error: 'Keep at least one reason' })
    .max(30)
    .refine((reasons) => new Set(reasons.map((reason) => reason.id)).size === reasons.length, {
      error: 'Reason ids must differ',
    }),
});
