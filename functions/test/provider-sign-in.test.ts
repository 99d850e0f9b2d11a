import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, SIGN_IN_MESSAGES, type Role } from '@hr-portal/contract';
import { auth, db } from '../src/lib/firebase.js';
import { signInWithPassword } from '../src/lib/identity-toolkit.js';
import { startServer, type TestServer } from './support/api.js';
import { createTestUser, sessionToken, TEST_PASSWORD, uniqueEmail, type TestUser } from './support/users.js';
import { oobCodesFor, signInLinkCodeFor } from './support/oob-codes.js';
import { providerSignIn } from './support/provider-sign-in.js';
import { sessionFor } from '../src/flows/auth/auth.js';
import { ORPHAN_AFTER_MS, sweepOrphanProviderAccounts } from '../src/flows/auth/provider-orphans.js';

/**
 * Google, Microsoft and company-SSO sign-in (POST /api/auth/provider-session) against the Auth emulator's real
 * signInWithIdp, with the account-linking setting a real project uses (one account per provider: the API links).
 */
const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
const DOMAIN = `acme-${randomUUID().slice(0, 8)}.example`;
const SSO = 'oidc.acme';

let api: TestServer;
let admin: TestUser;
beforeAll(async () => {
  api = await startServer();
  admin = await createTestUser('admin');
});
afterAll(async () => {
  await api.call('PUT', '/api/settings/sign-in', {
    token: admin.token,
    body: { sso: null, staffPasswordSignIn: true },
  });
  await api.close();
});

const session = (idToken: string, body: object = {}) =>
  api.call('POST', '/api/auth/provider-session', { body: { idToken, ...body } });

const setSignIn = (staffPasswordSignIn: boolean) =>
  api.call('PUT', '/api/settings/sign-in', {
    token: admin.token,
    body: { sso: { providerId: SSO, label: 'Acme SSO', domains: [DOMAIN] }, staffPasswordSignIn },
  });

/** A person with a password in the company's domain, whose address is proven. */
async function companyUser(role: Role): Promise<{ uid: string; email: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@${DOMAIN}`;
  const { uid } = await auth().createUser({
    email,
    password: TEST_PASSWORD,
    displayName: `Company ${role}`,
    emailVerified: true,
  });
  await auth().setCustomUserClaims(uid, { role });
  await db()
    .collection('users')
    .doc(uid)
    .set({ name: `Company ${role}`, nameLower: `company ${role}`, email, role, emailVerified: true });
  return { uid, email };
}

const providersOf = async (uid: string) => (await auth().getUser(uid)).providerData.map((entry) => entry.providerId);
const gone = (uid: string) => expect(auth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

describe('candidates continue with Google or Microsoft', () => {
  it('when someone new continues with Google, then a verified candidate with the privacy notice is made, and the session passes the wall', async () => {
    const email = uniqueEmail('google');
    const { idToken, localId, sub } = await providerSignIn('google.com', { email, name: 'Gia Rossi' });
    const response = await session(idToken, { language: 'de' });

    expect(response).toMatchObject({
      status: 200,
      body: {
        user: { _id: localId, email, name: 'Gia Rossi', role: 'candidate', emailVerified: true, language: 'de' },
      },
    });
    expect((await auth().getUser(localId)).customClaims).toEqual({ role: 'candidate' });
    const stored = (await db().collection('users').doc(localId).get()).data();
    expect(stored?.consents?.privacyNotice?.version).toEqual(expect.any(Number));
    expect((await auth().verifyIdToken(response.body.token, true)).role).toBe('candidate');
    const own = await api.call('GET', `/api/user/${localId}`, { token: response.body.token });
    expect(own).toMatchObject({ status: 200, body: { _id: localId, email } });

    // The same Google account again: the same person, not a second one.
    const again = await providerSignIn('google.com', { email, sub });
    expect(again.localId).toBe(localId);
    expect((await session(again.idToken)).body.user._id).toBe(localId);
  });

  it('when someone new continues with Microsoft, then no account holds the address until a link e-mailed to it is opened, which makes the account with Microsoft', async () => {
    const email = uniqueEmail('microsoft');
    const { idToken, localId, sub } = await providerSignIn('microsoft.com', {
      email,
      name: 'Mo Ali',
      email_verified: true,
    });
    const asked = await session(idToken, { language: 'fr' });
    expect(asked).toMatchObject({
      status: 409,
      body: {
        code: ERROR_CODES.linkRequired,
        message: SIGN_IN_MESSAGES.confirmAddress,
        email,
        provider: 'microsoft.com',
        proof: 'address',
        link: expect.any(String),
      },
    });
    await gone(localId);
    await expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection('users').where('email', '==', email).get()).size).toBe(0);

    // Without the ticket no link goes to an address without an account; with it, one does.
    const signInLinks = async () => (await oobCodesFor(email)).filter((entry) => entry.requestType === 'EMAIL_SIGNIN');
    expect((await api.call('POST', '/api/auth/sign-in-link', { body: { email } })).status).toBe(200);
    expect(await signInLinks()).toHaveLength(0);
    const { link } = asked.body;
    expect((await api.call('POST', '/api/auth/sign-in-link', { body: { email, link } })).status).toBe(200);
    const [code] = await signInLinks();
    const oobCode = new URL(code!.oobLink).searchParams.get('oobCode');

    // The link without the ticket creates nothing; with it, the owner's account, holding Microsoft.
    const withoutTicket = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode } });
    expect(withoutTicket.status).toBe(400);
    const made = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode, link } });
    expect(made).toMatchObject({
      status: 200,
      body: { user: { email, name: 'Mo Ali', role: 'candidate', emailVerified: true, language: 'fr' } },
    });
    const uid = made.body.user._id as string;
    expect(await providersOf(uid)).toContain('microsoft.com');
    const stored = (await db().collection('users').doc(uid).get()).data();
    expect(stored?.consents?.privacyNotice?.version).toEqual(expect.any(Number));
    const again = await providerSignIn('microsoft.com', { email, sub });
    expect(again.localId).toBe(uid);
    expect(await session(again.idToken)).toMatchObject({ status: 200, body: { user: { _id: uid } } });
  });

  it('when the provider claims a staff role, then the new account is still only a candidate', async () => {
    const email = uniqueEmail('claims');
    const { idToken } = await providerSignIn('google.com', { email, name: 'Eve', role: 'admin' } as never);
    expect((await session(idToken)).body.user.role).toBe('candidate');
  });

  it('when the provider gives no address, then 400 and no account is left behind', async () => {
    const { idToken, localId } = await providerSignIn('google.com', { name: 'No Mail' });
    expect(await session(idToken)).toMatchObject({ status: 400, body: { message: SIGN_IN_MESSAGES.noProviderEmail } });
    await gone(localId);
  });

  it('when the token is no provider sign-in, is stale, or is forged, then it is refused', async () => {
    const user = await createTestUser('candidate');
    expect(await session(user.token)).toMatchObject({
      status: 400,
      body: { message: SIGN_IN_MESSAGES.providerNotOffered },
    });
    const unknown = await providerSignIn('oidc.unknown', { email: uniqueEmail('oidc') });
    expect((await session(unknown.idToken)).status).toBe(400);

    const { idToken } = await providerSignIn('google.com', { email: uniqueEmail('stale') });
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const stale = `${header}.${Buffer.from(JSON.stringify({ ...claims, auth_time: claims.auth_time - 600 })).toString('base64url')}.${signature}`;
    expect(await session(stale)).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGES.signInAgain } });
    expect(await session('not-a-token')).toMatchObject({ status: 401, body: { message: MESSAGES.invalidToken } });
    expect(await api.call('POST', '/api/auth/provider-session', { body: {} })).toMatchObject({ status: 400 });
  });
});

describe('an address that already has an account is linked only after proof', () => {
  it('when Google brings the address of a password account, then 409 with a ticket, and the password adds Google to it', async () => {
    const owner = await createTestUser('candidate');
    const { idToken, localId, sub } = await providerSignIn('google.com', { email: owner.email, name: 'Owner' });
    const refused = await session(idToken);

    expect(refused).toMatchObject({
      status: 409,
      body: { code: ERROR_CODES.linkRequired, email: owner.email, provider: 'google.com', link: expect.any(String) },
    });
    await gone(localId);
    expect(await providersOf(owner.uid)).toEqual(['password']);

    const { link } = refused.body;
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'wrong-one', link },
    });
    expect(wrong.status).toBe(401);
    expect(await providersOf(owner.uid)).toEqual(['password']);

    const tampered = `${link.slice(0, -2)}xx`;
    const bad = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: TEST_PASSWORD, link: tampered },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: SIGN_IN_MESSAGES.linkInvalid } });

    const other = await createTestUser('candidate');
    const elsewhere = await api.call('POST', '/api/auth/login', {
      body: { email: other.email, password: TEST_PASSWORD, link },
    });
    expect(elsewhere).toMatchObject({ status: 403, body: { message: SIGN_IN_MESSAGES.linkOtherAccount } });

    const proved = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: TEST_PASSWORD, link },
    });
    expect(proved).toMatchObject({ status: 200, body: { user: { _id: owner.uid } } });
    expect((await providersOf(owner.uid)).sort()).toEqual(['google.com', 'password']);

    // From now on Google signs in to the owner's account directly; that token is proof for the route, not a session.
    const next = await providerSignIn('google.com', { email: owner.email, sub });
    expect(next.localId).toBe(owner.uid);
    expect((await api.call('GET', `/api/user/${owner.uid}`, { token: next.idToken })).status).toBe(401);
    expect(await session(next.idToken)).toMatchObject({ status: 200, body: { user: { _id: owner.uid } } });
  });

  it('when the owner proves the account with an e-mailed sign-in link instead, then Microsoft is added and the unproven password goes', async () => {
    const owner = await createTestUser('candidate');
    const { idToken } = await providerSignIn('microsoft.com', { email: owner.email });
    const { link } = (await session(idToken)).body;
    await api.call('POST', '/api/auth/sign-in-link', { body: { email: owner.email } });
    const oobCode = await signInLinkCodeFor(owner.email);

    // auth_time is in whole seconds: prove it in a later second than the owner's earlier sign-in.
    await new Promise((done) => setTimeout(done, 1100));
    const proved = await api.call('POST', '/api/auth/link-sign-in', { body: { email: owner.email, oobCode, link } });
    expect(proved).toMatchObject({ status: 200, body: { user: { _id: owner.uid } } });
    expect(await providersOf(owner.uid)).toContain('microsoft.com');
    // The address was unproven until now: whoever opened the account may have set its password, so that goes, and
    // so do the sessions it had; the link's own session works.
    const withPassword = await api.call('POST', '/api/auth/login', {
      body: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(withPassword.status).toBe(401);
    expect((await api.call('GET', `/api/user/${owner.uid}`, { token: owner.token })).status).toBe(401);
    expect((await api.call('GET', `/api/user/${owner.uid}`, { token: proved.body.token })).status).toBe(200);
  });
});

describe('staff sign in through the company SSO', () => {
  it('when settings are invalid or set by someone else than an admin, then they are refused', async () => {
    const hr = await createTestUser('hr');
    const body = { sso: { providerId: SSO, label: 'Acme', domains: [DOMAIN] }, staffPasswordSignIn: true };
    expect((await api.call('PUT', '/api/settings/sign-in', { token: hr.token, body })).status).toBe(403);
    const badId = { ...body, sso: { ...body.sso, providerId: 'acme' } };
    expect(await api.call('PUT', '/api/settings/sign-in', { token: admin.token, body: badId })).toMatchObject({
      status: 400,
      body: { message: SIGN_IN_MESSAGES.providerIdInvalid },
    });
    const badDomain = { ...body, sso: { ...body.sso, domains: ['https://acme.example'] } };
    expect((await api.call('PUT', '/api/settings/sign-in', { token: admin.token, body: badDomain })).status).toBe(400);
    const lockedOut = { sso: null, staffPasswordSignIn: false };
    expect(await api.call('PUT', '/api/settings/sign-in', { token: admin.token, body: lockedOut })).toMatchObject({
      status: 400,
      body: { message: SIGN_IN_MESSAGES.noSsoWithoutPassword },
    });
  });

  it('when an admin provisions hr and they sign in by SSO, then they are that hr member; an unknown address is only a candidate', async () => {
    expect((await setSignIn(true)).status).toBe(200);
    expect(await api.call('GET', '/api/auth/sign-in-options')).toMatchObject({
      status: 200,
      body: { providers: ['google.com', 'microsoft.com'], sso: { providerId: SSO, label: 'Acme SSO' } },
    });
    const email = `new-hr-${randomUUID().slice(0, 8)}@${DOMAIN}`;
    const added = await api.call('POST', '/api/user', {
      token: admin.token,
      body: { name: 'Hana Ito', email, role: 'hr' },
    });
    expect(added).toMatchObject({ status: 201, body: { email, role: 'hr' } });
    const again = await api.call('POST', '/api/user', {
      token: admin.token,
      body: { name: 'Hana Ito', email, role: 'hr' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.emailTaken } });
    const hr = await createTestUser('hr');
    expect(
      (
        await api.call('POST', '/api/user', {
          token: hr.token,
          body: { name: 'Nope', email: uniqueEmail(), role: 'admin' },
        })
      ).status,
    ).toBe(403);

    const { idToken, sub } = await providerSignIn(SSO, { email, name: 'Hana Ito', email_verified: true });
    const signedIn = await session(idToken);
    expect(signedIn).toMatchObject({ status: 200, body: { user: { _id: added.body._id, role: 'hr' } } });
    const board = await api.call('GET', '/api/application', { token: signedIn.body.token });
    expect(board.status).toBe(200);
    expect((await providerSignIn(SSO, { email, sub })).localId).toBe(added.body._id);

    const stranger = await providerSignIn(SSO, {
      email: `nobody-${randomUUID().slice(0, 8)}@${DOMAIN}`,
      role: 'hr',
    } as never);
    expect(await session(stranger.idToken)).toMatchObject({ status: 200, body: { user: { role: 'candidate' } } });
  });

  it('when password sign-in is off for staff, then staff in the domains must use SSO and an admin keeps the break-glass password', async () => {
    const hr = await companyUser('hr');
    const companyAdmin = await companyUser('admin');
    const candidate = await companyUser('candidate');
    const outsider = await createTestUser('hr');
    expect((await setSignIn(false)).status).toBe(200);
    const login = (email: string) => api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });

    expect(await login(hr.email)).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.ssoRequired, message: SIGN_IN_MESSAGES.ssoRequired },
    });
    expect((await login(hr.email.replace('hr-', 'wrong-'))).status).toBe(401);
    expect((await login(candidate.email)).status).toBe(200);
    expect((await login(outsider.email)).status).toBe(200);
    expect((await login(companyAdmin.email)).status).toBe(200);
    const trail = await db()
      .collection('auditLog')
      .where('action', '==', 'user.break_glass_sign_in')
      .where('target.id', '==', companyAdmin.uid)
      .get();
    expect(trail.size).toBe(1);

    // Firebase's own tokens are proofs for the sign-in routes, never sessions: the settings cannot be gone around.
    const { idToken: straightFromFirebase } = await signInWithPassword(hr.email, TEST_PASSWORD);
    expect((await api.call('GET', '/api/application', { token: straightFromFirebase })).status).toBe(401);

    const sso = await providerSignIn(SSO, { email: hr.email, email_verified: true });
    expect(await session(sso.idToken)).toMatchObject({ status: 200, body: { user: { _id: hr.uid, role: 'hr' } } });
    expect((await setSignIn(true)).status).toBe(200);
    expect((await login(hr.email)).status).toBe(200);
  });

  it('when an admin disables a staff member, then their sessions end at once and SSO lets them in again only once enabled', async () => {
    expect((await setSignIn(true)).status).toBe(200);
    const hr = await companyUser('hr');
    const before = await sessionToken(hr.email);
    expect((await api.call('GET', '/api/application', { token: before })).status).toBe(200);

    const self = await api.call('PATCH', `/api/user/${admin.uid}/access`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(self).toMatchObject({ status: 403, body: { message: SIGN_IN_MESSAGES.cannotDisableSelf } });
    const disabled = await api.call('PATCH', `/api/user/${hr.uid}/access`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(disabled).toMatchObject({ status: 200, body: { _id: hr.uid, disabled: true } });
    expect((await api.call('GET', '/api/application', { token: before })).status).toBe(401);
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: hr.email, password: TEST_PASSWORD } })).status,
    ).toBe(401);
    const whileDisabled = await providerSignIn(SSO, { email: hr.email, email_verified: true });
    expect(await session(whileDisabled.idToken)).toMatchObject({ status: 401 });
    const list = await api.call('GET', `/api/user?q=${encodeURIComponent(hr.email)}`, { token: admin.token });
    expect(list.body[0]).toMatchObject({ _id: hr.uid, disabled: true });

    const enabled = await api.call('PATCH', `/api/user/${hr.uid}/access`, {
      token: admin.token,
      body: { disabled: false },
    });
    expect(enabled).toMatchObject({ status: 200, body: { disabled: false } });
    expect(
      (await api.call('POST', '/api/auth/login', { body: { email: hr.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });
});

describe("what no one may do with another person's address", () => {
  it('when a candidate opened an account with a company address they never proved, then SSO asks for proof instead of signing in to it', async () => {
    expect((await setSignIn(true)).status).toBe(200);
    const email = `squatter-${randomUUID().slice(0, 8)}@${DOMAIN}`;
    const squatted = await api.call('POST', '/api/auth/register', {
      body: { name: 'Early Bird', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(squatted.status).toBe(201);
    const { idToken } = await providerSignIn(SSO, { email, email_verified: true });
    expect(await session(idToken)).toMatchObject({ status: 409, body: { code: ERROR_CODES.linkRequired } });
    expect(await providersOf(squatted.body.user._id)).toEqual(['password']);
  });

  it("when someone's Microsoft account claims the owner's address, then it opens nothing: the owner signs up, and that Microsoft sign-in is asked for the owner's proof", async () => {
    const email = uniqueEmail('claimed');
    const squatter = await providerSignIn('microsoft.com', { email, name: 'Not The Owner', email_verified: true });
    expect(await session(squatter.idToken)).toMatchObject({ status: 409, body: { proof: 'address' } });
    const owner = await api.call('POST', '/api/auth/register', {
      body: { name: 'Real Owner', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(owner.status).toBe(201);
    const again = await providerSignIn('microsoft.com', { email, sub: squatter.sub });
    expect(again.localId).not.toBe(owner.body.user._id);
    expect(await session(again.idToken)).toMatchObject({
      status: 409,
      body: { code: ERROR_CODES.linkRequired, proof: 'account' },
    });
    expect(await providersOf(owner.body.user._id)).toEqual(['password']);
  });

  it('when the owner proves an address by a sign-in link, then every way in set up before the proof goes, and every session of it ends', async () => {
    // Someone else opened an account with the owner's address: a password, then Microsoft added with it.
    const email = uniqueEmail('squatted');
    const squatted = await api.call('POST', '/api/auth/register', {
      body: { name: 'Early Bird', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    const uid = squatted.body.user._id as string;
    const microsoft = await providerSignIn('microsoft.com', { email, name: 'Early Bird' });
    const { link } = (await session(microsoft.idToken)).body;
    const linked = await api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD, link } });
    expect(linked.status).toBe(200);
    expect((await providersOf(uid)).sort()).toEqual(['microsoft.com', 'password']);

    // The owner signs in by a link e-mailed to the address.
    await api.call('POST', '/api/auth/sign-in-link', { body: { email } });
    const oobCode = await signInLinkCodeFor(email);
    // No wait: sessions minted in the very second of the proof end too.
    const proved = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode } });
    expect(proved).toMatchObject({ status: 200, body: { user: { _id: uid, emailVerified: true } } });

    expect(await providersOf(uid)).not.toContain('microsoft.com');
    expect((await api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    const viaMicrosoft = await providerSignIn('microsoft.com', { email, sub: microsoft.sub });
    expect(viaMicrosoft.localId).not.toBe(uid);
    expect((await session(viaMicrosoft.idToken)).status).toBe(409);
    for (const token of [squatted.body.token, linked.body.token])
      expect((await api.call('GET', `/api/user/${uid}`, { token })).status).toBe(401);
    expect((await api.call('GET', `/api/user/${uid}`, { token: proved.body.token })).status).toBe(200);
  });

  it('when a proving link removes the password while a password sign-in is past its check, then that sign-in gets no session', async () => {
    const email = uniqueEmail('racing');
    const squatted = await api.call('POST', '/api/auth/register', {
      body: { name: 'Racing Squatter', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    const uid = squatted.body.user._id as string;
    // The squatter's password is checked ...
    expect((await signInWithPassword(email, TEST_PASSWORD)).localId).toBe(uid);
    // ... then the owner opens a sign-in link, before the squatter's session is minted.
    await api.call('POST', '/api/auth/sign-in-link', { body: { email } });
    const proved = await api.call('POST', '/api/auth/link-sign-in', {
      body: { email, oobCode: await signInLinkCodeFor(email) },
    });
    expect(proved.status).toBe(200);
    await expect(sessionFor(uid, 'password', 'password')).rejects.toMatchObject({ status: 401 });
    expect((await api.call('GET', `/api/user/${uid}`, { token: proved.body.token })).status).toBe(200);
  });

  it("when a provider sign-in that never reached the API left an account with the address, then the owner's link still proves the person's account and strips it", async () => {
    const email = uniqueEmail('orphaned');
    const squatted = await api.call('POST', '/api/auth/register', {
      body: { name: 'Early Bird', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    const uid = squatted.body.user._id as string;
    const orphan = await providerSignIn('microsoft.com', { email, name: 'Left Behind' });
    await api.call('POST', '/api/auth/sign-in-link', { body: { email } });
    const oobCode = await signInLinkCodeFor(email);
    const proved = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode } });
    expect(proved).toMatchObject({ status: 200, body: { user: { _id: uid, emailVerified: true } } });
    expect((await api.call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    // The left-behind account is not the person's: it opens nothing.
    expect((await session(orphan.idToken)).status).toBe(409);
  });

  it('when an admin gave a staff role to an account whose company address was never proven, then SSO still asks for proof, and the proof ends the other ways in', async () => {
    expect((await setSignIn(true)).status).toBe(200);
    const email = `promoted-${randomUUID().slice(0, 8)}@${DOMAIN}`;
    const squatted = await api.call('POST', '/api/auth/register', {
      body: { name: 'Early Bird', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    const uid = squatted.body.user._id as string;
    const promoted = await api.call('PATCH', `/api/user/${uid}/role`, { token: admin.token, body: { role: 'hr' } });
    expect(promoted.status).toBe(200);

    const sso = await providerSignIn(SSO, { email, email_verified: true });
    expect(await session(sso.idToken)).toMatchObject({ status: 409, body: { proof: 'account' } });
    expect(await providersOf(uid)).toEqual(['password']);

    // The owner proves the address by link, with the SSO ticket: the password goes and SSO is added.
    const { link } = (await session((await providerSignIn(SSO, { email, sub: sso.sub })).idToken)).body;
    await api.call('POST', '/api/auth/sign-in-link', { body: { email } });
    const oobCode = await signInLinkCodeFor(email);
    const proved = await api.call('POST', '/api/auth/link-sign-in', { body: { email, oobCode, link } });
    expect(proved).toMatchObject({ status: 200, body: { user: { _id: uid, role: 'hr' } } });
    expect(await providersOf(uid)).toEqual([SSO]);
    const next = await providerSignIn(SSO, { email, sub: sso.sub });
    expect(await session(next.idToken)).toMatchObject({ status: 200, body: { user: { _id: uid, role: 'hr' } } });
  });

  it('when an address is changed and verified in Firebase behind the portal, then an SSO sign-in keeps the stored address and staff stay on SSO', async () => {
    const hr = await companyUser('hr');
    expect((await setSignIn(false)).status).toBe(200);
    const sso = await providerSignIn(SSO, { email: hr.email, email_verified: true });
    expect(await session(sso.idToken)).toMatchObject({ status: 200, body: { user: { _id: hr.uid } } });

    const outside = uniqueEmail('outside');
    await auth().updateUser(hr.uid, { email: outside, emailVerified: true });
    const again = await providerSignIn(SSO, { email: hr.email, sub: sso.sub });
    expect(again.localId).toBe(hr.uid);
    expect(await session(again.idToken)).toMatchObject({ status: 200, body: { user: { email: hr.email } } });
    expect((await db().collection('users').doc(hr.uid).get()).get('email')).toBe(hr.email);
    expect((await auth().getUser(hr.uid)).email).toBe(hr.email);
    const password = await api.call('POST', '/api/auth/login', { body: { email: hr.email, password: TEST_PASSWORD } });
    expect(password).toMatchObject({ status: 403, body: { code: ERROR_CODES.ssoRequired } });
    expect((await setSignIn(true)).status).toBe(200);
  });

  it('when someone signs up with the address of a Google candidate, then it is taken', async () => {
    const email = uniqueEmail('taken');
    const { idToken } = await providerSignIn('google.com', { email, name: 'First Comer' });
    expect((await session(idToken)).status).toBe(200);
    const second = await api.call('POST', '/api/auth/register', {
      body: { name: 'Second Comer', email, password: TEST_PASSWORD, role: 'candidate' },
    });
    expect(second).toMatchObject({ status: 409, body: { message: MESSAGES.emailTaken } });
  });

  it('when the same sign-in is sent twice at once, then both answer the one new person', async () => {
    const email = uniqueEmail('twice');
    const { idToken, localId } = await providerSignIn('google.com', { email, name: 'Double Click' });
    const [first, second] = await Promise.all([session(idToken), session(idToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.user._id, second.body.user._id]).toEqual([localId, localId]);
    expect((await auth().getUser(localId)).customClaims).toEqual({ role: 'candidate' });
    expect((await db().collection('users').doc(localId).get()).exists).toBe(true);
  });

  it('when admins switch staff passwords off, then the password sessions of staff in the domains end', async () => {
    expect((await setSignIn(true)).status).toBe(200);
    const hr = await companyUser('hr');
    const token = await sessionToken(hr.email);
    expect((await api.call('GET', '/api/application', { token })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 1100));
    expect((await setSignIn(false)).status).toBe(200);
    expect((await api.call('GET', '/api/application', { token })).status).toBe(401);
    expect((await setSignIn(true)).status).toBe(200);
  });
});

describe('provider accounts that never became a person', () => {
  it("when a provider sign-in never reached the API, then the hourly sweep deletes its account once it is an hour old, and no one else's", async () => {
    const { localId: microsoftOrphan } = await providerSignIn('microsoft.com', {
      email: uniqueEmail('left'),
      name: 'Left Behind',
    });
    const { localId: ssoOrphan } = await providerSignIn(SSO, { email: `left-${randomUUID().slice(0, 8)}@${DOMAIN}` });
    const person = await providerSignIn('google.com', { email: uniqueEmail('kept'), name: 'Kept Candidate' });
    expect((await session(person.idToken)).status).toBe(200);
    const { uid: noProfileYet } = await auth().createUser({ email: uniqueEmail('password'), password: TEST_PASSWORD });
    // A person whose erasure stopped between their profile and their account: the role claim keeps it for the retry.
    const halfErased = await providerSignIn('google.com', { email: uniqueEmail('half-erased') });
    await auth().setCustomUserClaims(halfErased.localId, { role: 'candidate' });
    // More than Firebase looks up in one call (100), so the sweep must batch.
    const crowd = await Promise.all(
      Array.from({ length: 101 }, (_, index) => providerSignIn('google.com', { email: uniqueEmail(`crowd-${index}`) })),
    );
    // A board's live-session account (one a stolen session gave an address and a password, too).
    const live = `live_${randomUUID().slice(0, 12)}`;
    await auth().createUser({ uid: live, email: uniqueEmail('squatted-by-live'), password: TEST_PASSWORD });

    // Within the hour the browser may still finish the sign-in: nothing goes.
    await sweepOrphanProviderAccounts();
    expect((await auth().getUser(microsoftOrphan)).uid).toBe(microsoftOrphan);

    expect(await sweepOrphanProviderAccounts(Date.now() + ORPHAN_AFTER_MS + 60_000)).toBeGreaterThanOrEqual(104);
    await gone(microsoftOrphan);
    await gone(ssoOrphan);
    await gone(live);
    const lookups = await Promise.all(
      [crowd.slice(0, 100), crowd.slice(100)].map((part) =>
        auth().getUsers(part.map(({ localId }) => ({ uid: localId }))),
      ),
    );
    expect(lookups.map(({ notFound }) => notFound.length)).toEqual([100, 1]);
    // A person's provider account, an account with a password and one with a role stay, whatever their age.
    expect((await auth().getUser(person.localId)).uid).toBe(person.localId);
    expect((await auth().getUser(noProfileYet)).uid).toBe(noProfileYet);
    expect((await auth().getUser(halfErased.localId)).uid).toBe(halfErased.localId);
    await auth().deleteUsers([noProfileYet, halfErased.localId]);
  });
});

describe('through Hosting and the Functions runtime', () => {
  it('when the browser posts a Google sign-in to /api/auth/provider-session, then a session comes back', async () => {
    const email = uniqueEmail('hosted');
    const { idToken, localId } = await providerSignIn('google.com', { email, name: 'Hosted Person' });
    const response = await fetch(`${HOSTING_URL}/api/auth/provider-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { _id: string } }).user._id).toBe(localId);
  });
});
