import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { auth, db } from '../src/lib/firebase.js';
import { createTestUser } from './support/users.js';

const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '../../scripts/ops/grant-admin.mjs');

/** `npm run admin:grant -- email` against the emulators; resolves with its exit code and output. */
async function grantAdmin(email: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, email], { env: process.env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run admin:grant', () => {
  it('when the account has not verified its e-mail, then it refuses and the role stays', async () => {
    const user = await createTestUser('candidate');
    const result = await grantAdmin(user.email);
    expect(result.code).toBe(1);
    expect(result.output).toContain('has not verified its e-mail address');
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ role: 'candidate' });
    expect((await db().collection('users').doc(user.uid).get()).get('role')).toBe('candidate');
  });

  it('when the e-mail is verified, then claim and users document say admin and older sessions end', async () => {
    const user = await createTestUser('candidate');
    // Firebase's flag alone (its hosted verification page) is no proof to the portal.
    await auth().updateUser(user.uid, { emailVerified: true });
    expect((await grantAdmin(user.email)).code).toBe(1);
    await db().collection('users').doc(user.uid).update({ emailVerified: true });
    const result = await grantAdmin(user.email);
    expect(result.code).toBe(0);
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ role: 'admin' });
    const stored = (await db().collection('users').doc(user.uid).get()).data()!;
    expect(stored.role).toBe('admin');
    expect(stored.tokensValidAfter).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 30);
  });
});
