import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

/**
 * Firebase web config. Production builds set VITE_FIREBASE_* at build time; without them the app targets the
 * local Emulator Suite under the demo project (a `demo-` project can never reach real Firebase).
 */
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hr-portal';
const usesEmulators = projectId.startsWith('demo-');

export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

// initializeAuth with one persistence keeps the bundle small (getAuth pulls in every persistence and popups).
export const firebaseAuth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (usesEmulators) {
  const host = import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
  connectAuthEmulator(firebaseAuth, host, { disableWarnings: true });
}
