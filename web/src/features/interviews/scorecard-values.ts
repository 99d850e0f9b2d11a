import { z } from 'zod';
import {
  KIT_LIMITS,
  RECOMMENDATIONS,
  type KitAttribute,
  type Rating,
  type Recommendation,
  type ScorecardDto,
} from '@hr-portal/contract';

/** What the form holds: each rating as the chosen radio's value ('' while unrated). */
export interface ScorecardFormValues {
  ratings: Record<string, string>;
  recommendation: string;
  notes: string;
}

export function scorecardFormValues(attributes: KitAttribute[], own?: ScorecardDto): ScorecardFormValues {
  return {
    ratings: Object.fromEntries(attributes.map((item) => [item.id, own?.ratings[item.id]?.toString() ?? ''])),
    recommendation: own?.recommendation ?? '',
    notes: own?.notes ?? '',
  };
}

/** The kit's own schema: every attribute rated 1-4 (named when missing, as the API does), one recommendation. */
export function scorecardFormSchema(attributes: KitAttribute[]) {
  const rating = (name: string) =>
    z
      .string()
      .refine((value) => ['1', '2', '3', '4'].includes(value), { error: `Rate ${name}` })
      .transform((value) => Number(value) as Rating);
  return z.object({
    ratings: z.object(Object.fromEntries(attributes.map((item) => [item.id, rating(item.name)]))),
    recommendation: z
      .string()
      .refine((value) => (RECOMMENDATIONS as readonly string[]).includes(value), {
        error: 'Choose a recommendation',
      })
      .transform((value) => value as Recommendation),
    notes: z.string().max(KIT_LIMITS.notes, { error: `Notes are at most ${KIT_LIMITS.notes} characters` }),
  });
}
