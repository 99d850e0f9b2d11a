// Grants the admin role to an existing account by email, on a real project or the emulators.
// Usage: GOOGLE_CLOUD_PROJECT=<project-id> npm run admin:grant -- person@example.com
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const email = process.argv[2];
const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
if (!email || !projectId) {
  console.error('Usage: GOOGLE_CLOUD_PROJECT=<project-id> npm run admin:grant -- person@example.com');
  process.exit(2);
}

const app = initializeApp({ projectId });
const auth = getAuth(app);
try {
  const user = await auth.getUserByEmail(email);
  // An unverified address could belong to anyone who typed it at sign-up: never make that account an admin. The
  // portal's own record of a proof counts (users/{uid}.emailVerified), not Firebase's flag, which Firebase's hosted
  // verification page sets without ending the ways in of whoever opened the account.
  const profile = await getFirestore(app).collection('users').doc(user.uid).get();
  // The proof is of the address the portal holds: one changed in Firebase behind the portal proves nothing here.
  if (profile.get('emailVerified') !== true || profile.get('email') !== email.toLowerCase()) {
    console.error(`${email} has not verified its e-mail address. Ask them to follow the verification link first.`);
    process.exit(1);
  }
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
  await getFirestore(app)
    .collection('users')
    .doc(user.uid)
    // tokensValidAfter ends the old sessions at once (the API and the rules check it); see functions/src/data/users/session.ts.
    .set(
      {
        role: 'admin',
        email,
        tokensValidAfter: Math.floor(Date.now() / 1000),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  // Old tokens carry the old role: revoke them so the next sign-in picks up admin.
  await auth.revokeRefreshTokens(user.uid);
  console.log(`${email} (${user.uid}) is now an admin on ${projectId}. They must sign in again.`);
} catch (error) {
  console.error(error.code === 'auth/user-not-found' ? `No account with email ${email}` : error.message);
  process.exit(1);
}
