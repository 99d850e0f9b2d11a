import { firebaseProjectId } from './environment';

/**
 * Firebase web config. Production builds set VITE_FIREBASE_* at build time; without them the app targets the
 * local Emulator Suite under the demo project (a `demo-` project can never reach real Firebase). Shared by the app
 * and the provider sign-in page (provider-sign-in.html), which are built apart.
 */
export const firebaseWebConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${firebaseProjectId}.firebaseapp.com`,
  projectId: firebaseProjectId,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

export const authEmulatorUrl = import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
