// What a person says about themselves beyond name and address (their Profile); staff see it on their page.

/** Where a person is and the links they give (their profile; staff see them on the person's page). */
export const PROFILE_LIMITS = { location: 100, links: 5, linkLength: 300 } as const;

export const PROFILE_MESSAGES = {
  locationTooLong: `A location is at most ${PROFILE_LIMITS.location} characters`,
  tooManyLinks: `At most ${PROFILE_LIMITS.links} links`,
  badLink: 'A link must be a full web address starting with https:// or http://',
  linkTooLong: `A link is at most ${PROFILE_LIMITS.linkLength} characters`,
} as const;
