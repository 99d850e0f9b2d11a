import type { AvailabilityDto } from '@hr-portal/contract';
import { readAvailability, writeAvailability } from '../../data/scheduling/availability.js';

/** A person's interview hours, or null when they never set them. */
export const availabilityOf = (uid: string) => readAvailability(uid);

/** Replaces a person's hours, days in week order and each day's ranges in time order; answers what is stored. */
export async function setAvailability(uid: string, input: AvailabilityDto): Promise<AvailabilityDto> {
  const availability = {
    ...input,
    weekly: [...input.weekly]
      .sort((a, b) => a.day - b.day)
      .map((entry) => ({ ...entry, ranges: [...entry.ranges].sort((a, b) => a.start.localeCompare(b.start)) })),
  };
  await writeAvailability(uid, availability);
  return availability;
}
