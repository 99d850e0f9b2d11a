import type { AvailabilityDto } from '@hr-portal/contract';
import { collections } from '../../lib/collections.js';

const availabilityDoc = (uid: string) => collections.availability().doc(uid);

/** A person's stored interview hours, or null when they never set them. */
export async function readAvailability(uid: string): Promise<AvailabilityDto | null> {
  const snapshot = await availabilityDoc(uid).get();
  if (!snapshot.exists) return null;
  const { timeZone, weekly, bufferMinutes, maxPerDay, minNoticeHours } = snapshot.data() as AvailabilityDto;
  return { timeZone, weekly, bufferMinutes, maxPerDay, minNoticeHours };
}

/** Several people's stored hours at once (one read each, in one call); absent people are left out. */
export async function readAvailabilities(uids: string[]): Promise<Map<string, AvailabilityDto>> {
  if (uids.length === 0) return new Map();
  const snapshots = await collections.availability().firestore.getAll(...uids.map(availabilityDoc));
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, snapshot.data() as AvailabilityDto]),
  );
}

export async function writeAvailability(uid: string, availability: AvailabilityDto): Promise<void> {
  await availabilityDoc(uid).set({ ...availability, updatedAt: new Date() });
}

/** Removes a person's hours; answers how many records it removed. */
export async function deleteAvailability(uid: string): Promise<number> {
  const ref = availabilityDoc(uid);
  if (!(await ref.get()).exists) return 0;
  await ref.delete();
  return 1;
}
