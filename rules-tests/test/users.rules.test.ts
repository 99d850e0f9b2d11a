import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { contextFor, IDENTITIES, useRulesEnvironment, type IdentityName } from './environment';

const env = useRulesEnvironment((put) => {
  put('users/owner-uid', {
    name: 'Owner',
    email: 'owner@example.com',
    role: 'candidate',
    emailVerified: false,
    // What the API never shows staff: a returning applicant's mark and the retention notice.
    returningApplicant: true,
    retention: { dueAt: new Date(Date.now() + 86_400_000), dueFor: new Date(), noticeSentAt: new Date() },
    tokensValidAfter: 0,
  });
});

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

const operations: Record<Operation, (name: IdentityName) => Promise<unknown>> = {
  get: (name) => getDoc(doc(contextFor(env(), name).firestore(), 'users/owner-uid')),
  list: (name) => getDocs(collection(contextFor(env(), name).firestore(), 'users')),
  create: (name) => {
    const uid = IDENTITIES[name]?.uid ?? 'anon-uid';
    return setDoc(doc(contextFor(env(), name).firestore(), `users/${uid}-new`), { name: 'New', role: 'admin' });
  },
  update: (name) => updateDoc(doc(contextFor(env(), name).firestore(), 'users/owner-uid'), { role: 'admin' }),
  delete: (name) => deleteDoc(doc(contextFor(env(), name).firestore(), 'users/owner-uid')),
};

/**
 * Who may do what on users/{uid}. Anything not listed must be refused. Only the owner reads it: staff read people
 * through the API, whose views leave out fields the document holds (returningApplicant, the retention notice).
 */
const allowed: Record<Operation, IdentityName[]> = {
  get: ['owner'],
  list: [],
  create: [],
  update: [],
  delete: [],
};

describe('users collection rules', () => {
  const cases = (Object.keys(operations) as Operation[]).flatMap((operation) =>
    (Object.keys(IDENTITIES) as IdentityName[]).map((identity) => ({
      operation,
      identity,
      expected: allowed[operation].includes(identity) ? 'allowed' : 'denied',
    })),
  );

  it.each(cases)('when $identity tries $operation, then it is $expected', async ({ operation, identity, expected }) => {
    const attempt = operations[operation](identity);
    await (expected === 'allowed' ? assertSucceeds(attempt) : assertFails(attempt));
  });

  it('when a user writes their own role, then it is denied', async () => {
    const owner = contextFor(env(), 'owner').firestore();
    await assertFails(setDoc(doc(owner, 'users/owner-uid'), { role: 'admin' }, { merge: true }));
  });

  it.each(['hr', 'admin'] as const)(
    'when %s reads a profile holding returningApplicant and a retention notice, then it is denied',
    async (who) => {
      await assertFails(getDoc(doc(contextFor(env(), who).firestore(), 'users/owner-uid')));
    },
  );
});
