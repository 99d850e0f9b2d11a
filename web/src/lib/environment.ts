/**
 * Whether this build talks to the local Emulator Suite: production builds set VITE_FIREBASE_PROJECT_ID; without
 * it the app targets the `demo-` project, which can never reach real Firebase.
 */
export const firebaseProjectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-hr-portal';
export const usesEmulators = firebaseProjectId.startsWith('demo-');
