import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { db } from '../src/lib/firebase.js';
import { auth } from '../src/lib/firebase.js';
import { signInWithPassword } from '../src/lib/identity-toolkit.js';
import { startServer, type TestServer } from './support/api.js';
import { oobCodesFor } from './support/oob-codes.js';
import { createTestUser, signedInMinutesAgo, TEST_PASSWORD, uniqueEmail } from './support/users.js';

let api: TestServer;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api.close());

/** The audit entries about one user as stored (people by uid only), oldest first, without their ids and times. */
async function auditOf(uid: string) {
  const entries = await db().collection('auditLog').where('target.id', '==', uid).get();
  return entries.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ action, actor, target, before, after }) => ({ action, actor, target, before, after }));
}

const canSignIn = (email: string) =>
  signInWithPassword(email, TEST_PASSWORD).then(
    () => true,
    () => false,
  );

describe('changing one’s own e-mail address', () => {
  it('when a person asks for a new address, then it is pending until they follow the link, and then it is recorded and audited', async () => {
    const user = await createTestUser('candidate');
    const newEmail = uniqueEmail('moved');
    const response = await api.call('PATCH', `/api/user/${user.uid}`, { token: user.token, body: { email: newEmail } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email, pendingEmail: newEmail });

    // Until the link is followed, only the old address signs in.
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
    expect([await canSignIn(user.email), await canSignIn(newEmail)]).toEqual([true, false]);
    const [link] = (await oobCodesFor(user.email)).filter((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL');
    expect(link?.newEmail).toBe(newEmail);

    expect((await fetch(link!.oobLink)).status).toBe(200);
    const profile = await api.call('GET', `/api/user/${user.uid}`, { token: user.token });
    // The new address counts as proven once the portal's own verification link is followed (address-proof.test.ts).
    expect(profile.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect(profile.body).not.toHaveProperty('pendingEmail');
    expect([await canSignIn(user.email), await canSignIn(newEmail)]).toEqual([false, true]);
    // The old address is told (an outbox document; deployed, Firebase also sends its own notice with an undo link).
    const notices = await db().collection('mail').where('to', '==', user.email).get();
    expect(notices.docs.map((doc) => doc.get('message.subject'))).toEqual([
      'Your HR Portal e-mail address was changed',
    ]);
    expect(await auditOf(user.uid)).toEqual([
      {
        action: 'user.email_changed',
        actor: { uid: user.uid, role: 'candidate' },
        target: { type: 'user', id: user.uid, person: user.uid },
        before: { email: user.email },
        after: { email: newEmail },
      },
    ]);
  });

  it('when the sign-in is older than 5 minutes, then 401 asking to sign in again and nothing is sent', async () => {
    const user = await createTestUser('candidate');
    const newEmail = uniqueEmail('late');
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: signedInMinutesAgo(user, 6),
      body: { email: newEmail },
    });
    expect(response).toMatchObject({
      status: 401,
      body: { message: USER_MESSAGES.recentSignInRequired, code: 'recent_sign_in_required' },
    });
    expect(await oobCodesFor(user.email)).toEqual([]);
    expect((await db().collection('users').doc(user.uid).get()).get('pendingEmail')).toBeUndefined();
  });

  it('when the new address belongs to someone else, then 409 and nothing is pending', async () => {
    const [user, other] = await Promise.all([createTestUser('candidate'), createTestUser('candidate')]);
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: user.token,
      body: { email: other.email },
    });
    expect(response).toMatchObject({ status: 409, body: { message: MESSAGES.emailTaken } });
    expect((await db().collection('users').doc(user.uid).get()).get('pendingEmail')).toBeUndefined();
  });
});

describe('profile changes are audited', () => {
  it('when a person renames themself, then one user.profile_changed entry with exactly the change', async () => {
    const user = await createTestUser('employee', 'Old Name');
    await api.call('PATCH', `/api/user/${user.uid}`, { token: user.token, body: { name: 'New Name' } });
    expect(await auditOf(user.uid)).toEqual([
      {
        action: 'user.profile_changed',
        actor: { uid: user.uid, role: 'employee' },
        target: { type: 'user', id: user.uid, person: user.uid },
        before: { name: 'Old Name' },
        after: { name: 'New Name' },
      },
    ]);
  });

  it('when an admin changes someone’s address, then it applies at once, is audited, and the old address is told', async () => {
    const [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('employee')]);
    const newEmail = uniqueEmail('moved-by-admin');
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: admin.token,
      body: { email: newEmail },
    });
    expect(response).toMatchObject({ status: 200, body: { email: newEmail, emailVerified: false } });
    expect((await auth().getUser(user.uid)).email).toBe(newEmail);
    expect(await auditOf(user.uid)).toEqual([
      {
        action: 'user.email_changed',
        actor: { uid: admin.uid, role: 'admin' },
        target: { type: 'user', id: user.uid, person: user.uid },
        before: { email: user.email },
        after: { email: newEmail },
      },
    ]);
    const notices = await db().collection('mail').where('to', '==', user.email).get();
    expect(notices.docs.map((doc) => doc.get('message.subject'))).toEqual([
      'Your HR Portal e-mail address was changed',
    ]);
  });

  it('when an admin’s own sign-in is older than 5 minutes, then changing someone’s address is refused', async () => {
    const [admin, user] = await Promise.all([createTestUser('admin'), createTestUser('employee')]);
    const response = await api.call('PATCH', `/api/user/${user.uid}`, {
      token: signedInMinutesAgo(admin, 10),
      body: { email: uniqueEmail('nope') },
    });
    expect(response).toMatchObject({ status: 401, body: { code: 'recent_sign_in_required' } });
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
  });
});
