import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, SIGN_IN_LINK_SENT, VERIFY_MESSAGES } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { signInWithPassword } from '../src/lib/identity-toolkit.js';
import { addressProofUrl } from '../src/flows/auth/address-verification-mail.js';
import { setOwnPassword } from '../src/flows/auth/address-proof.js';
import { startServer, type TestServer } from './support/api.js';
import { followFirebaseVerification, oobCodesFor, signInLinkCodeFor } from './support/oob-codes.js';
import { verificationLinksFor } from './support/verification-links.js';
import { createTestUser, signedInMinutesAgo, TEST_PASSWORD, uniqueEmail } from './support/users.js';

let api: TestServer;
beforeAll(async () => {
  api = await startServer();
});
afterAll(() => api.close());

/** Someone signs up with an address (theirs, or someone else's): the session sign-up answers. */
async function signUp(email: string, language?: string) {
  const response = await api.call('POST', '/api/auth/register', {
    body: {
      name: 'Sam Squatter',
      email,
      password: TEST_PASSWORD,
      role: 'candidate',
      ...(language ? { language } : {}),
    },
  });
  expect(response.status).toBe(201);
  return { uid: response.body.user._id as string, token: response.body.token as string };
}

const passwordSignIn = (email: string, password = TEST_PASSWORD) =>
  api.call('POST', '/api/auth/login', { body: { email, password } });
const profileOf = (uid: string, token: string) => api.call('GET', `/api/user/${uid}`, { token });

async function auditActions(uid: string) {
  const entries = await db().collection('auditLog').where('target.id', '==', uid).get();
  return entries.docs.map((entry) => ({ action: entry.get('action'), after: entry.get('after') }));
}

describe("the portal's verification e-mail", () => {
  it('when someone signs up in German, then the portal (not Firebase) e-mails the link, in German', async () => {
    const email = uniqueEmail('verify-de');
    await signUp(email, 'de');
    const mail = await db().collection('mail').where('to', '==', email).get();
    expect(mail.docs.map((doc) => [doc.get('event'), doc.get('message.subject')])).toEqual([
      ['address_verification', 'Bestätigen Sie Ihre HR-Portal-E-Mail-Adresse'],
    ]);
    expect((await oobCodesFor(email)).filter((code) => code.requestType === 'VERIFY_EMAIL')).toEqual([]);
  });
});

describe('an address belongs to whoever proves it', () => {
  it("when the owner follows Firebase's own verification e-mail a squatter asked for, then it proves nothing: the owner's sign-in link still removes the squatter's password", async () => {
    const email = uniqueEmail('firebase-verified');
    const squatter = await signUp(email);
    // The squatter holds the password, so can ask Firebase for its verification e-mail with the public API.
    const { idToken } = await signInWithPassword(email, TEST_PASSWORD);
    await followFirebaseVerification(idToken, email);
    expect((await auth().getUser(squatter.uid)).emailVerified).toBe(true);
    expect((await profileOf(squatter.uid, squatter.token)).body.emailVerified).toBe(false);

    expect(await api.call('POST', '/api/auth/sign-in-link', { body: { email } })).toMatchObject({
      status: 200,
      body: { message: SIGN_IN_LINK_SENT },
    });
    const oobCode = await signInLinkCodeFor(email);
    const owner = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode } });
    expect(owner).toMatchObject({ status: 200, body: { user: { _id: squatter.uid, emailVerified: true } } });
    expect((await passwordSignIn(email)).status).toBe(401);
    expect((await profileOf(squatter.uid, squatter.token)).status).toBe(401);
  });

  it('when the owner opens the link on a device not signed in, then every earlier way in ends and the owner is signed in; the link signs no one in again', async () => {
    const email = uniqueEmail('squatted');
    const squatter = await signUp(email);
    const [link] = await verificationLinksFor(email);

    const opened = await api.call('POST', '/api/auth/verify-email', { body: link });
    expect(opened).toMatchObject({
      status: 200,
      body: {
        message: VERIFY_MESSAGES.verifiedSignedIn,
        session: { user: { _id: squatter.uid, emailVerified: true } },
      },
    });
    expect((await passwordSignIn(email)).status).toBe(401);
    expect((await profileOf(squatter.uid, squatter.token)).status).toBe(401);
    expect((await profileOf(squatter.uid, opened.body.session.token)).body.emailVerified).toBe(true);
    expect((await auth().getUser(squatter.uid)).providerData).toEqual([]);
    expect(await auditActions(squatter.uid)).toContainEqual({
      action: 'user.address_verified',
      after: { waysInRemoved: ['password'] },
    });

    // The link works once: opened again (or after the address went unverified again) it signs no one in.
    const again = await api.call('POST', '/api/auth/verify-email', { body: link });
    expect(again).toEqual(
      expect.objectContaining({ status: 400, body: expect.objectContaining({ message: VERIFY_MESSAGES.linkInvalid }) }),
    );
    await db().collection('users').doc(squatter.uid).update({ emailVerified: false });
    expect((await api.call('POST', '/api/auth/verify-email', { body: link })).status).toBe(400);
  });

  it("when the account's own session opens the link, then the address is proven and the password stays", async () => {
    const email = uniqueEmail('own-session');
    const person = await signUp(email);
    const [link] = await verificationLinksFor(email);
    const other = await signUp(uniqueEmail('someone-else'));
    expect(await api.call('POST', '/api/user/me/verify-email', { token: other.token, body: link })).toMatchObject({
      status: 403,
      body: { message: VERIFY_MESSAGES.otherAccount },
    });

    const verified = await api.call('POST', '/api/user/me/verify-email', { token: person.token, body: link });
    expect(verified).toMatchObject({ status: 200, body: { message: VERIFY_MESSAGES.verified } });
    expect(verified.body).not.toHaveProperty('session');
    expect((await profileOf(person.uid, person.token)).body.emailVerified).toBe(true);
    expect((await passwordSignIn(email)).status).toBe(200);
    // Its owner opening it again is told it is done; anyone else finds it spent.
    expect(await api.call('POST', '/api/user/me/verify-email', { token: person.token, body: link })).toMatchObject({
      status: 200,
      body: { message: VERIFY_MESSAGES.alreadyVerified },
    });
    expect((await api.call('POST', '/api/auth/verify-email', { body: link })).status).toBe(400);
  });

  it('when a link is altered, expired, or for an address the account no longer has, then it is refused and nothing changes', async () => {
    const email = uniqueEmail('bad-links');
    const person = await signUp(email);
    const [link] = await verificationLinksFor(email);
    const verify = (body: unknown) => api.call('POST', '/api/auth/verify-email', { body });

    expect(await verify({ ...link, s: `${link!.s.slice(0, -2)}AA` })).toMatchObject({
      status: 400,
      body: { message: VERIFY_MESSAGES.linkInvalid },
    });
    expect(await verify({ ...link, x: link!.x + 1 })).toMatchObject({ status: 400 });
    expect(await verify({ u: link!.u })).toMatchObject({ status: 400, body: { message: VERIFY_MESSAGES.linkInvalid } });
    const expired = new URL(addressProofUrl(person.uid, { email, proofs: 0 }, Date.now() - 4 * 24 * 60 * 60 * 1000))
      .searchParams;
    expect(await verify(Object.fromEntries(expired))).toMatchObject({
      status: 410,
      body: { message: VERIFY_MESSAGES.linkExpired },
    });
    const forAnotherAddress = new URL(addressProofUrl(person.uid, { email: uniqueEmail('other'), proofs: 0 }))
      .searchParams;
    expect(await verify(Object.fromEntries(forAnotherAddress))).toMatchObject({ status: 400 });

    expect((await passwordSignIn(email)).status).toBe(200);
    expect((await profileOf(person.uid, person.token)).body.emailVerified).toBe(false);
  });
});

describe('setting a password', () => {
  it('when a proof removed the password, then the owner sets a new one and signs in with it; a short one or an old sign-in is refused', async () => {
    const email = uniqueEmail('new-password');
    await signUp(email);
    const [link] = await verificationLinksFor(email);
    const { session } = (await api.call('POST', '/api/auth/verify-email', { body: link })).body;
    const setPassword = (token: string, password: string) =>
      api.call('POST', '/api/user/me/password', { token, body: { password } });

    expect(await setPassword(session.token, 'short')).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters' },
    });
    expect(await setPassword(session.token, 'a-new-password-1')).toMatchObject({
      status: 200,
      body: { message: VERIFY_MESSAGES.passwordSet },
    });
    expect((await passwordSignIn(email, 'a-new-password-1')).status).toBe(200);
    expect((await passwordSignIn(email)).status).toBe(401);
  });

  it('when a request already past the wall sets a password while the owner proves the address, then that password goes again', async () => {
    const email = uniqueEmail('racing');
    const squatter = await signUp(email);
    const authTime = Math.floor(Date.now() / 1000);
    const [link] = await verificationLinksFor(email);
    expect((await api.call('POST', '/api/auth/verify-email', { body: link })).status).toBe(200);
    // The squatter's request passed the wall before the proof ended its session, and writes only now.
    const late = setOwnPassword({ uid: squatter.uid, email, role: 'candidate', authTime }, 'the-squatters-new-one');
    await expect(late).rejects.toMatchObject({ status: 401, code: ERROR_CODES.tokenRevoked });
    expect((await auth().getUser(squatter.uid)).providerData).toEqual([]);
    expect((await passwordSignIn(email, 'the-squatters-new-one')).status).toBe(401);
  });

  it('when the sign-in is older than five minutes, then setting a password is refused until they sign in again', async () => {
    const person = await createTestUser('candidate');
    const response = await api.call('POST', '/api/user/me/password', {
      token: signedInMinutesAgo(person, 10),
      body: { password: 'a-new-password-2' },
    });
    expect(response).toMatchObject({
      status: 401,
      body: { code: ERROR_CODES.recentSignInRequired, message: VERIFY_MESSAGES.recentSignInForPassword },
    });
    expect((await passwordSignIn(person.email)).status).toBe(200);
  });
});
