import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Rules tests use their own project id so clearing data never touches the API or e2e tests' project.
 * The Firestore emulator runs rules per project; this loads firestore.rules into ours.
 */
export const RULES_PROJECT_ID = 'demo-hr-portal-rules';

export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}

/** Every identity the matrix checks. `owner` is the uid that owns the document under test. */
export const IDENTITIES = {
  anonymous: null,
  owner: { uid: 'owner-uid', role: 'candidate' },
  otherCandidate: { uid: 'other-uid', role: 'candidate' },
  employee: { uid: 'employee-uid', role: 'employee' },
  hr: { uid: 'hr-uid', role: 'hr' },
  admin: { uid: 'admin-uid', role: 'admin' },
} as const;
export type IdentityName = keyof typeof IDENTITIES;

export function contextFor(env: RulesTestEnvironment, name: IdentityName) {
  const identity = IDENTITIES[name];
  return identity ? env.authenticatedContext(identity.uid, { role: identity.role }) : env.unauthenticatedContext();
}

type SeedFirestore = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

/**
 * Registers the suite's hooks: one rules environment for the file, and before each test an empty database
 * holding only what `seed` writes (with rules off). Returns a getter for the environment.
 */
export function useRulesEnvironment(seed: (db: SeedFirestore) => Promise<void>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });
  return () => env;
}
