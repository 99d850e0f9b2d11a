import { z } from 'zod';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES } from './people.js';
import { TALENT_POOL_LIMITS, TALENT_POOL_MESSAGES } from './talent-pools.js';

/** A tag: a skill, place or note-to-self ("Kubernetes", "Berlin", "C++", "ex-Acme"), no markup or addresses. */
export const personTag = z
  .string({ error: PEOPLE_MESSAGES.tagEmpty })
  .trim()
  .min(1, { error: PEOPLE_MESSAGES.tagEmpty })
  .max(PEOPLE_LIMITS.tagLength, { error: PEOPLE_MESSAGES.tagTooLong })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} .+#_/-]*$/u, { error: PEOPLE_MESSAGES.tagCharacters });

/** PUT /api/people/:uid/tags: the whole list (the same tag twice, in any case, is kept once). */
export const personTagsSchema = z.strictObject({
  tags: z.array(personTag).max(PEOPLE_LIMITS.tags, { error: PEOPLE_MESSAGES.tooManyTags }),
});

/** An id as the API stores them (letters, digits, _ and -), with what to say when it is not one. */
const documentId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: message })
    .refine((id) => !/^__.*__$/.test(id), { error: message });

const poolName = z
  .string({ error: TALENT_POOL_MESSAGES.nameEmpty })
  .trim()
  .min(1, { error: TALENT_POOL_MESSAGES.nameEmpty })
  .max(TALENT_POOL_LIMITS.nameLength, { error: TALENT_POOL_MESSAGES.nameTooLong });

/** POST /api/talent-pools {name}. */
export const talentPoolCreateSchema = z.strictObject({ name: poolName });

/** PATCH /api/talent-pools/:id {name?, archived?}: a rename, an archive or a restore. */
export const talentPoolUpdateSchema = z
  .strictObject({ name: poolName.optional(), archived: z.boolean().optional() })
  .refine((change) => change.name !== undefined || change.archived !== undefined, {
    error: TALENT_POOL_MESSAGES.nothingToChange,
  });

/** POST /api/talent-pools/:id/members {uid, note?}. */
export const talentPoolMemberSchema = z.strictObject({
  uid: documentId(TALENT_POOL_MESSAGES.personId),
  note: z.string().trim().max(TALENT_POOL_LIMITS.noteLength, { error: TALENT_POOL_MESSAGES.noteTooLong }).optional(),
});

/** PUT /api/talent-pools/:id/members/:uid/note {note}: '' clears it. */
export const talentPoolNoteSchema = z.strictObject({
  note: z.string().trim().max(TALENT_POOL_LIMITS.noteLength, { error: TALENT_POOL_MESSAGES.noteTooLong }),
});

/** POST /api/people/:uid/invitations {jobId}. */
export const invitationSchema = z.strictObject({ jobId: documentId(TALENT_POOL_MESSAGES.jobId) });

/** POST /api/people/:survivor/merge {other}: the other person's records move to the survivor. */
export const mergeSchema = z.strictObject({ other: documentId('other must be a person id') });
