import { z } from 'zod';
import { BULK_LIMITS, BULK_MESSAGES } from './bulk.js';
import { personTag } from './people-schemas.js';
import { APPLICATION_STATUSES } from './domain.js';

const id = z
  .string({ error: 'An id is text' })
  .regex(/^[A-Za-z0-9_-]{1,300}$/, { error: 'ids must be application ids' });

const action = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('move'), stage: z.string().min(1).max(60) }),
    z.strictObject({
      type: z.literal('reject'),
      reason: z.string({ error: 'A rejection names its reason' }).min(1).max(40),
    }),
    z.strictObject({
      type: z.literal('tag'),
      tags: z.array(personTag).min(1, { error: 'Name at least one tag' }).max(10, { error: 'At most 10 tags' }),
    }),
  ],
  { error: 'The action is move, reject or tag' },
);

/** POST /api/application/bulk: the applications by id, or every one matching a filter; and the action. */
export const bulkRequestSchema = z
  .strictObject({
    ids: z
      .array(id, { error: 'ids must be a list' })
      .min(1, { error: 'Choose at least one application' })
      .max(BULK_LIMITS.applications, { error: BULK_MESSAGES.tooMany })
      .optional(),
    filter: z
      .strictObject({
        jobId: id,
        status: z.enum(APPLICATION_STATUSES).optional(),
        meetsMustHaves: z.boolean().optional(),
      })
      .optional(),
    action,
    /** true: answer the counts (who will be e-mailed, who is skipped and why) and run nothing. */
    preview: z.boolean().optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { error: BULK_MESSAGES.idsOrFilter });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;
