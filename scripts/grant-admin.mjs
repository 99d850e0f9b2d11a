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
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
  await getFirestore(app)
    .collection('users')
    .doc(user.uid)
    .set({ role: 'admin', email, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  // Old tokens carry the old role: revoke them so the next sign-in picks up admin.
  await auth.revokeRefreshTokens(user.uid);
  console.log(`${email} (${user.uid}) is now an admin on ${projectId}. They must sign in again.`);
} catch (error) {
  console.error(error.code === 'auth/user-not-found' ? `No account with email ${email}` : error.message);
  process.exit(1);
}
