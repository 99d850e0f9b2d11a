import { z } from 'zod';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile.js';

// The fields that describe a person, shared by sign-up, the profile and staff adding a person.

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

/**
 * A person's name, as names are written in any script: letters and marks, spaces, apostrophes, hyphens and dots,
 * with at least one letter. Names reach staff e-mails from the company's own domain, so nothing that reads as
 * a link or an address (`://`, `www.`, `@`) gets through.
 */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '\u2019.-]*$/u;
export const personName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(100, { error: 'Name must be at most 100 characters' })
  .refine((name) => NAME_PATTERN.test(name) && !/www\./i.test(name), {
    error: 'Name may contain only letters, spaces, apostrophes, hyphens and dots',
  });

/** A link a person gives: a full http(s) address. */
export const profileLink = z
  .string({ error: PROFILE_MESSAGES.badLink })
  .trim()
  .max(PROFILE_LIMITS.linkLength, { error: PROFILE_MESSAGES.linkTooLong })
  .pipe(z.url({ protocol: /^https?$/, error: PROFILE_MESSAGES.badLink }))
  // No user name or password in it: a link is shown to staff as it is.
  .refine(
    (link) => {
      // Runs after a failed address check too: an address that does not parse is refused above already.
      const url = URL.canParse(link) ? new URL(link) : null;
      return !url || (!url.username && !url.password);
    },
    { error: PROFILE_MESSAGES.badLink },
  );

/** An optional form field: '' from an empty input counts as not given. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A password someone chooses (signing up, or setting one later). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .max(128, { error: 'Password must be at most 128 characters' });
