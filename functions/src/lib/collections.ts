import { db } from './firebase.js';

/**
 * Every Firestore collection and subcollection name the server uses: the one place they are spelled. A new
 * collection is added here (and, for personal data, to the registry) before any code uses it.
 */
export const COLLECTIONS = {
  users: 'users',
  jobs: 'jobs',
  slugs: 'slugs',
  applications: 'applications',
  documents: 'documents',
  settings: 'settings',
  mail: 'mail',
  auditLog: 'auditLog',
  rateLimits: 'rateLimits',
} as const;

/** Subcollections of `applications/{id}`. */
export const APPLICATION_SUBCOLLECTIONS = {
  notes: 'notes',
  interviewers: 'interviewers',
  scorecards: 'scorecards',
  events: 'events',
} as const;

/** Named documents in `settings`. */
export const SETTINGS_DOCS = {
  rejectionReasons: 'rejectionReasons',
  mailTemplates: 'mailTemplates',
} as const;

export const collection = (name: keyof typeof COLLECTIONS) => db().collection(COLLECTIONS[name]);

export const applicationSubcollection = (applicationId: string, name: keyof typeof APPLICATION_SUBCOLLECTIONS) =>
  collection('applications').doc(applicationId).collection(APPLICATION_SUBCOLLECTIONS[name]);

export const collectionGroup = (name: keyof typeof APPLICATION_SUBCOLLECTIONS) =>
  db().collectionGroup(APPLICATION_SUBCOLLECTIONS[name]);

export const settingsDoc = (name: keyof typeof SETTINGS_DOCS) => collection('settings').doc(SETTINGS_DOCS[name]);
