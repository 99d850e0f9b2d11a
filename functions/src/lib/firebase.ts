import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { config } from './config.js';

/** One firebase-admin app per process; emulator hosts come from the environment. */
function app() {
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

export const auth = () => getAuth(app());
export const db = () => getFirestore(app());
