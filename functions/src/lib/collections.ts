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
  privacyRequests: 'privacyRequests',
  privacyNotices: 'privacyNotices',
  tombstones: 'tombstones',
  /** Hiring insights: counters per job (and all jobs) per day and month, kept from the event log. */
  insights: 'insights',
  /** Per job, what its time to fill needs: when it was posted and first filled. */
  insightsJobs: 'insightsJobs',
  /** Per person (doc id = uid): their interview hours, zone, buffer, daily maximum and notice. */
  availability: 'availability',
  /** Booking links for interviews: the offer, and once booked its time and interviewers. */
  bookings: 'bookings',
  /**
   * What keeps two bookings off one interviewer: a document per interviewer and quarter hour they hold
   * (`{uid}__{ISO}`), and per local day and seat up to their daily maximum (`{uid}__{date}__seat{n}`).
   * Bookings create them (create fails when one exists), so a clash fails the whole batch.
   */
  calendarLocks: 'calendarLocks',
  /** Offers: terms, letter versions, approval and the candidate's signature; one live per application. */
  offers: 'offers',
  /** Per person (doc id = uid): what staff keep about them across jobs (tags). */
  people: 'people',
  /**
   * Per person (doc id = uid): what people search reads, kept in step by the flows that change it: their name,
   * tags, resume texts, notes, applications and consent, and the terms and filter keys found in them.
   */
  searchIndex: 'searchIndex',
  /** Named talent pools: name, archived, member count (no one's personal data). */
  talentPools: 'talentPools',
  /** Who is in which pool (id = `{poolId}__{uid}`), since when, and the pool's note about them. */
  talentPoolMembers: 'talentPoolMembers',
  /** Invitations to apply sent to talent-pool people (id = `{uid}__{jobId}`: one per person and job). */
  invitations: 'invitations',
  /** Per person (doc id = uid): the keys their records share with any duplicate of them (flows/duplicates/keys.ts). */
  personKeys: 'personKeys',
  /** Possible duplicates (id = the two uids, sorted, `{a}__{b}`): why, and whether open, dismissed or merged. */
  duplicatePairs: 'duplicatePairs',
  /**
   * Salted hashes of the addresses of people who used "Remove my data" after staff added them (id = the hash):
   * staff cannot add them again. No address is kept.
   */
  sourcingOptOuts: 'sourcingOptOuts',
  /** Merges of two people: who into whom, by whom, when, and whether done, undone or under way. */
  merges: 'merges',
  /** What one merge transaction changed (id `{mergeId}__{n}`), journaled so its undo puts back exactly that. */
  mergeSteps: 'mergeSteps',
  /** Questions a team reuses across jobs (no one's personal data). */
  questionLibrary: 'questionLibrary',
  /**
   * Diversity survey answers (id = the application's id): who, which job, the answers, the consent and the stage
   * they are counted at. Read by no client and by no staff route; only their own person's export sees one.
   */
  surveyResponses: 'surveyResponses',
  /** Per job (id = job id): counts of survey answers per stage, category and option. No one's personal data. */
  surveyTallies: 'surveyTallies',
  /**
   * Employee referrals (id = the application's id when made): the job, the person referred and the name the
   * referrer gave, the referrer, the coarse status they see, and the bonus once hired.
   */
  referrals: 'referrals',
  /** Counts of referrals and hires: `all`, per job (`job_{id}`) and per referrer (`referrer_{uid}`). */
  referralTallies: 'referralTallies',
  /** Onboarding templates: named task lists, the jobs and departments each is for, one default (no one's data). */
  onboardingTemplates: 'onboardingTemplates',
  /** New hires' onboarding plans (id = the application they were hired from: one plan per hire). */
  onboardingPlans: 'onboardingPlans',
  /** The tasks of the plans (id = `{planId}__{taskId}`): whose plan, who does it, when it is due, where it stands. */
  onboardingTasks: 'onboardingTasks',
  /** Policy PDFs admins upload for new hires to read and sign (each upload a new version under its own path). */
  onboardingPolicies: 'onboardingPolicies',
  /** Google Indexing API notices for job pages (published: URL_UPDATED, closed: URL_DELETED): an outbox with retries. */
  indexingNotices: 'indexingNotices',
  /** API keys for integrations: name, scopes, a hash of the key and its first characters (never the key). */
  apiKeys: 'apiKeys',
  /** Webhook endpoints: address, events, signing secret, and whether failing or switched off. */
  webhookEndpoints: 'webhookEndpoints',
  /**
   * Webhook events waiting to be fanned out to endpoints (id = the event's id), written in the transaction of the
   * change they tell of; deleted once every endpoint's delivery exists.
   */
  webhookOutbox: 'webhookOutbox',
  /** One per event and endpoint (id = `{eventId}__{endpointId}`): the payload, the state and every attempt. */
  webhookDeliveries: 'webhookDeliveries',
  /**
   * What is addressed to a person (id = `{uid}__{kind}__{event}`: one per person and event): the kind, what it is
   * about, who did it, where it opens, when, whether read, and the uids it names (`about`, for erasure).
   */
  notifications: 'notifications',
  /** Per job (id = job id): its stage rules (what the portal does when an application enters or stays in a stage). */
  stageRules: 'stageRules',
  /**
   * One per entry into a stage that has rules (id = `{applicationId}__{eventId}`): the rules as they were then and
   * which of their actions are done, so each entry's actions run exactly once whatever retries.
   */
  ruleRuns: 'ruleRuns',
  /** Delayed e-mails of rules (id = `{runId}__{ruleId}__{n}`): to whom, when, and whether sent or cancelled. */
  pendingActions: 'pendingActions',
  /** Bulk actions over applications: who, what, which applications, progress, and until when they can be undone. */
  bulkJobs: 'bulkJobs',
  /**
   * One per bulk job and application (id = `{bulkId}__{applicationId}`), written with the change it made: the
   * outcome, and what undo restores (the stage before, the tags added). Its existence is the guard against doubles.
   */
  bulkItems: 'bulkItems',
  /** E-mails held back for an undo window (a bulk rejection's): the message, when it goes, held, sent or cancelled. */
  heldMail: 'heldMail',
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
  retention: 'retention',
  privacyNotice: 'privacyNotice',
  offerTemplate: 'offerTemplate',
  survey: 'survey',
  referralBonus: 'referralBonus',
  signIn: 'signIn',
  /** The stage rules new jobs start with. */
  stageRules: 'stageRules',
} as const;

type Collections<Names, Ref> = { [name in keyof Names]: Ref };

const each = <Names extends Record<string, string>, Ref>(names: Names, ref: (name: string) => Ref) =>
  Object.fromEntries(Object.values(names).map((name) => [name, ref(name)])) as Collections<Names, Ref>;

/** The top-level collections, e.g. `collections.jobs()`. */
export const collections = each(COLLECTIONS, (name) => () => db().collection(name));

/** An application's subcollections, e.g. `applicationSubcollections.notes(applicationId)`. */
export const applicationSubcollections = each(
  APPLICATION_SUBCOLLECTIONS,
  (name) => (applicationId: string) => db().collection(COLLECTIONS.applications).doc(applicationId).collection(name),
);

/** Every application's subcollection of that name at once (collection-group queries). */
export const collectionGroups = each(APPLICATION_SUBCOLLECTIONS, (name) => () => db().collectionGroup(name));

/** The named documents in `settings`, e.g. `settingsDocs.mailTemplates()`. */
export const settingsDocs = each(SETTINGS_DOCS, (name) => () => db().collection(COLLECTIONS.settings).doc(name));
