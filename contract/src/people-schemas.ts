import { z } from 'zod';
import { PEOPLE_LIMITS, PEOPLE_MESSAGES } from './people.js';

/** A tag: a skill, place or note-to-self ("Kubernetes", "Berlin", "C++", "ex-Acme"), no markup or addresses. */
const tag = z
  .string({ error: PEOPLE_MESSAGES.tagEmpty })
  .trim()
  .min(1, { error: PEOPLE_MESSAGES.tagEmpty })
  .max(PEOPLE_LIMITS.tagLength, { error: PEOPLE_MESSAGES.tagTooLong })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} .+#_/-]*$/u, { error: PEOPLE_MESSAGES.tagCharacters });

/** PUT /api/people/:uid/tags: the whole list (the same tag twice, in any case, is kept once). */
export const personTagsSchema = z.strictObject({
  tags: z.array(tag).max(PEOPLE_LIMITS.tags, { error: PEOPLE_MESSAGES.tooManyTags }),
});
