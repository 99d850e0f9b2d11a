import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { it } from 'vitest';
import { contextFor, IDENTITIES, type IdentityName } from './environment';

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface MatrixSpec {
  /** Path of the seeded document the get/update/delete attempts target. */
  path: string;
  collection: string;
  /** Constraints a well-behaved client puts on its list query, per identity. */
  listConstraints?: (identity: IdentityName) => QueryConstraint[];
  allowed: Record<Operation, IdentityName[]>;
}

/** Every identity x every operation, each expected to be allowed or denied. */
export function ruleMatrix(env: () => RulesTestEnvironment, spec: MatrixSpec) {
  const attempts: Record<Operation, (name: IdentityName) => Promise<unknown>> = {
    get: (name) => getDoc(doc(contextFor(env(), name).firestore(), spec.path)),
    list: (name) =>
      getDocs(
        query(
          collection(contextFor(env(), name).firestore(), spec.collection),
          ...(spec.listConstraints?.(name) ?? []),
        ),
      ),
    create: (name) =>
      setDoc(doc(contextFor(env(), name).firestore(), `${spec.collection}/created-by-${name}`), { any: 'thing' }),
    update: (name) => updateDoc(doc(contextFor(env(), name).firestore(), spec.path), { status: 'selected' }),
    delete: (name) => deleteDoc(doc(contextFor(env(), name).firestore(), spec.path)),
  };
  const cases = (Object.keys(attempts) as Operation[]).flatMap((operation) =>
    (Object.keys(IDENTITIES) as IdentityName[]).map((identity) => ({
      operation,
      identity,
      expected: spec.allowed[operation].includes(identity) ? 'allowed' : 'denied',
    })),
  );
  it.each(cases)('when $identity tries $operation, then it is $expected', async ({ operation, identity, expected }) => {
    const attempt = attempts[operation](identity);
    await (expected === 'allowed' ? assertSucceeds(attempt) : assertFails(attempt));
  });
}

export const ownerOnly = (identity: IdentityName, field: string) =>
  IDENTITIES[identity] ? [where(field, '==', IDENTITIES[identity]!.uid)] : [];
