import { FieldPath } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';
import { db } from '../../lib/firebase.js';
import { type PageAfter } from './people-queries.js';
import { text } from './index-record.js';

// Where people stand with the talent pools: their consent as indexed, and who is due to leave.

const index = () => collections.searchIndex();

/** A person in pools as their index holds them: who, their running consent, until when they may stay. */
export interface PoolStanding {
  name: string;
  email: string;
  talentPoolUntil: number | null;
  poolsAllowedUntil: number | null;
}

/** These people's standing in pools, as their indexes say (one batched read, no texts). */
export async function poolStandingOf(uids: string[]): Promise<Map<string, PoolStanding>> {
  if (uids.length === 0) return new Map();
  const fieldMask = ['name', 'email', 'talentPoolUntil', 'poolsAllowedUntil'];
  const snapshots = await db().getAll(...uids.map((uid) => index().doc(uid)), { fieldMask });
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [
        snapshot.id,
        {
          name: text(snapshot.get('name')),
          email: text(snapshot.get('email')),
          talentPoolUntil: dateOf(snapshot.get('talentPoolUntil'))?.getTime() ?? null,
          poolsAllowedUntil: dateOf(snapshot.get('poolsAllowedUntil'))?.getTime() ?? null,
        },
      ]),
  );
}

/** People in pools who may no longer stay there, by `now`: the sweep's work, a page after `after`. */
export async function peopleDueToLeavePools(now: number, limit: number, after: PageAfter | null): Promise<PageAfter[]> {
  let query = index()
    .where('poolsAllowedUntil', '<=', new Date(now))
    .orderBy('poolsAllowedUntil')
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (after) query = query.startAfter(new Date(after.at), after.id);
  const page = await query.select('poolsAllowedUntil').get();
  return page.docs.map((snapshot) => ({
    id: snapshot.id,
    at: dateOf(snapshot.get('poolsAllowedUntil'))?.getTime() ?? 0,
  }));
}
