import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Rules tests use their own project id so clearing data never touches the API or e2e tests' project, and one per
 * Vitest worker, so two files running side by side never clear each other's data. The Firestore emulator keeps
 * data and rules per project; this loads firestore.rules into ours.
 */
export const RULES_PROJECT_ID = `demo-hr-portal-rules-${process.env.VITEST_POOL_ID ?? '1'}`;

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

/** When every test token was issued (seconds), and a moment after it, for sessions ended since. */
export const SIGNED_IN_AT = Math.floor(Date.now() / 1000) - 600;
const ENDED_AT = SIGNED_IN_AT + 60;

interface Identity {
  uid: string;
  /** The role claim in the session's token. */
  role: string;
  /** users/{uid} as the API keeps it now; null: the account was deleted. */
  stored: { role: string; tokensValidAfter?: number; disabled?: boolean } | null;
  /** How Firebase signed the token in; sessions the API mints are 'custom' (the default). */
  signInProvider?: string;
  /**
   * A board's live session (POST /api/auth/live-session): signed in as live_<uid> for `owner` uid, minted after
   * sessions ended (its own auth_time is later), for the sign-in at `sessionAt`. The rules judge the sign-in, so it
   * is no session either.
   */
  liveSessionAt?: number;
}

/**
 * Every identity the matrix checks. `owner` is the uid that owns the document under test. The last seven hold
 * an admin token that is no session: the role was taken away, the account deleted or disabled, or every session ended
 * (tokensValidAfter after the token's auth_time); or Firebase issued it for a password or Google directly, not
 * through the API's sign-in (where the sign-in settings apply); or it is a board's live session minted for a sign-in
 * that every session ended since. They must get nothing an anonymous caller would not.
 */
export const IDENTITIES = {
  anonymous: null,
  owner: { uid: 'owner-uid', role: 'candidate', stored: { role: 'candidate' } },
  otherCandidate: { uid: 'other-uid', role: 'candidate', stored: { role: 'candidate' } },
  employee: { uid: 'employee-uid', role: 'employee', stored: { role: 'employee' } },
  hr: { uid: 'hr-uid', role: 'hr', stored: { role: 'hr' } },
  admin: { uid: 'admin-uid', role: 'admin', stored: { role: 'admin' } },
  demotedAdmin: { uid: 'demoted-uid', role: 'admin', stored: { role: 'candidate' } },
  deletedAdmin: { uid: 'deleted-uid', role: 'admin', stored: null },
  signedOutAdmin: { uid: 'signed-out-uid', role: 'admin', stored: { role: 'admin', tokensValidAfter: ENDED_AT } },
  disabledAdmin: { uid: 'disabled-uid', role: 'admin', stored: { role: 'admin', disabled: true } },
  passwordTokenAdmin: { uid: 'password-uid', role: 'admin', stored: { role: 'admin' }, signInProvider: 'password' },
  googleTokenAdmin: { uid: 'google-uid', role: 'admin', stored: { role: 'admin' }, signInProvider: 'google.com' },
  liveTokenOfSignedOutAdmin: {
    uid: 'live-signed-out-uid',
    role: 'admin',
    stored: { role: 'admin', tokensValidAfter: ENDED_AT },
    liveSessionAt: SIGNED_IN_AT,
  },
} as const satisfies Record<string, Identity | null>;
export type IdentityName = keyof typeof IDENTITIES;

export function contextFor(env: RulesTestEnvironment, name: IdentityName) {
  const identity = IDENTITIES[name];
  return identity
    ? env.authenticatedContext('liveSessionAt' in identity ? `live_${identity.uid}` : identity.uid, {
        role: identity.role,
        ...('liveSessionAt' in identity
          ? { auth_time: ENDED_AT + 60, live: true, owner: identity.uid, sessionAt: identity.liveSessionAt }
          : { auth_time: SIGNED_IN_AT }),
        ...('signInProvider' in identity
          ? { firebase: { sign_in_provider: identity.signInProvider, identities: {} } }
          : {}),
      })
    : env.unauthenticatedContext();
}

/** Adds a document to the seed: one batch, written in one round trip before each test. */
export type SeedWrite = (path: string, data: DocumentData) => void;

/** users/{uid} for every identity that still has an account, as the API writes them. */
function seedIdentities(put: SeedWrite): void {
  for (const identity of Object.values(IDENTITIES)) {
    if (!identity?.stored) continue;
    put(`users/${identity.uid}`, { name: identity.uid, email: `${identity.uid}@example.com`, ...identity.stored });
  }
}

/**
 * Registers the suite's hooks: one rules environment for the file, and before each test an empty database
 * holding only what `seed` writes (with rules off, as one batch). Returns a getter for the environment.
 */
export function useRulesEnvironment(seed: (put: SeedWrite) => void): () => RulesTestEnvironment {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = writeBatch(db);
      const put: SeedWrite = (path, data) => void batch.set(doc(db, path), data);
      seedIdentities(put);
      seed(put);
      await batch.commit();
    });
  });
  return () => env;
}
