import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { dateOf } from '../../lib/timestamps.js';

// Policy PDFs new hires read and sign. Each upload is a version stored under a path of its own and kept: a
// signature names the version's path and SHA-256, so a later version never changes what someone signed.

const policies = () => collections.onboardingPolicies();

export interface PolicyRecord {
  id: string;
  title: string;
  fileName: string;
  version: number;
  storagePath: string;
  sha256: string;
  updatedAt: Date | null;
}

function toPolicy(snapshot: FirebaseFirestore.DocumentSnapshot): PolicyRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    title: String(data.title ?? ''),
    fileName: String(data.fileName ?? ''),
    version: Number(data.version ?? 0),
    storagePath: String(data.storagePath ?? ''),
    sha256: String(data.sha256 ?? ''),
    updatedAt: dateOf(data.updatedAt),
  };
}

const present = (items: (PolicyRecord | null)[]) => items.filter((item): item is PolicyRecord => item !== null);

export const newPolicyId = () => policies().doc().id;

export async function listPolicies(limit: number): Promise<PolicyRecord[]> {
  return present((await policies().orderBy('title').limit(limit).get()).docs.map(toPolicy));
}

export async function findPolicy(id: string): Promise<PolicyRecord | null> {
  return toPolicy(await policies().doc(id).get());
}

export async function policyIn(transaction: Transaction, id: string): Promise<PolicyRecord | null> {
  return toPolicy(await transaction.get(policies().doc(id)));
}

export async function countPoliciesIn(transaction: Transaction): Promise<number> {
  return (await transaction.get(policies().count())).data().count;
}

/** Which of these policies exist (a template's tasks name them). */
export async function existingPolicyIds(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await policies().firestore.getAll(...ids.map((id) => policies().doc(id)));
  return new Set(found.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
}

/** A version of the policy: the first creates it, later ones replace the current file (and title). */
export function writePolicyVersionIn(transaction: Transaction, policy: Omit<PolicyRecord, 'updatedAt'>): void {
  // Who uploaded it is in the audit trail only: the policy names no one.
  transaction.set(policies().doc(policy.id), {
    title: policy.title,
    fileName: policy.fileName,
    version: policy.version,
    storagePath: policy.storagePath,
    sha256: policy.sha256,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
