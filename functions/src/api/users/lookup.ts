import type { Role } from '@hr-portal/contract';
import { db } from '../../lib/firebase.js';

export interface UserSummary {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

/** Reads several users in one round trip (reads = number of distinct ids). */
export async function findUsers(ids: string[]): Promise<Map<string, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => db().collection('users').doc(id)));
  const users = new Map<string, UserSummary>();
  for (const snapshot of snapshots) {
    const data = snapshot.data();
    if (data)
      users.set(snapshot.id, {
        _id: snapshot.id,
        name: String(data.name ?? ''),
        email: String(data.email ?? ''),
        role: data.role,
      });
  }
  return users;
}

export async function findUser(id: string): Promise<UserSummary | null> {
  return (await findUsers([id])).get(id) ?? null;
}
