/* eslint-disable max-lines -- the personal-data registry is one table on purpose: every place that holds personal data, with its exporter and eraser, side by side so a missing one shows. */
import { auth, AUTH_CODES, isAuthCode } from '../../lib/firebase.js';
import { forgetRateLimitsOf } from '../../lib/rate-limit.js';
import type { PersonalDataPlace } from '../../lib/personal-data.js';
import { fileStore } from '../../lib/storage/index.js';
import { anonymiseApplications } from '../../data/applications/anonymise.js';
import { applicationsToExport } from '../applications/applications.js';
import { countEventsBy, pseudonymiseEventsOf } from '../../data/applications/erasure.js';
import { deleteApplicationRecords } from '../../data/applications/applications.js';
import { listAllApplicationsOf } from '../../data/applications/of-person.js';
import { countAuditOf, pseudonymiseAuditOf } from '../../data/audit/erasure.js';
import { deleteDocumentRecords, listAllDocumentsOf } from '../../data/documents/documents.js';
import { deletePersonIndex, findPersonIndex } from '../../data/search/person-index.js';
import { pseudonymiseUploader } from '../../data/documents/erasure.js';
import {
  countScorecardsBy,
  countSeatsOf,
  pseudonymiseAssignedBy,
  pseudonymiseScorecardsBy,
} from '../../data/applications/panel-erasure.js';
import { removeFromEveryPanel } from '../../data/applications/panel.js';
import { jobsPostedBy, pseudonymisePoster } from '../../data/jobs/erasure.js';
import { deleteMailOf, mailToExport } from '../../data/mail/erasure.js';
import { eraseNotificationsOf, notificationsToExport } from '../../data/notifications/notifications.js';
import { pendingToExport } from '../../data/stage-rules/pending.js';
import { eraseBulkRecordsOf } from '../../data/bulk/jobs.js';
import { eraseHeldMailOf, heldMailToExport } from '../../data/bulk/held-mail.js';
import { eraseStageRuleDataOf, forgetInRules } from '../../data/stage-rules/erasure.js';
import { forgetWebhooksAbout } from '../../data/integrations/deliveries.js';
import { webhooksAbout } from '../integrations/export.js';
import { insightsOfPerson, pseudonymiseInterviewer } from '../../data/insights/erasure.js';
import { notesWrittenBy } from '../applications/notes.js';
import { pseudonymisePublisher } from '../../data/settings/notices.js';
import { pseudonymiseSettingsEditor } from '../../data/settings/settings.js';
import { deleteTombstones } from '../../data/users/retention.js';
import { deleteProfile as eraseProfile } from '../../data/users/erasure.js';
import { readProfile as storedProfile } from '../../data/users/users.js';
import { deleteAvailability, readAvailability } from '../../data/scheduling/availability.js';
import {
  bookingsToExport,
  eraseBookingsOf,
  eraseInterviewerBookings,
  interviewsToExport,
} from '../scheduling/personal-data.js';
import {
  eraseOffersOf,
  eraseOfferStaff,
  offerFilesOf,
  offersHandledToExport,
  offersToExport,
} from '../offers/offers.js';
import { signFor } from '../../lib/signed-tokens.js';
import { deletePersonRecord, tagsOf } from '../../data/people/people.js';
import { countPairsOf, deleteDuplicateRecordsOf, pseudonymiseDecider } from '../../data/duplicates/duplicates.js';
import { deleteMergesOf, mergesOf, pseudonymiseMerger } from '../../data/merges/merges.js';
import { countPeopleAddedBy, pseudonymiseAdder, sourcingOf } from '../../data/users/sourced.js';
import { hasOptedOutOf } from '../shared/opt-outs.js';
import { pseudonymiseRequester, requestsOf } from '../../data/privacy/requests.js';
import { deleteInvitationsOf, invitationsOf } from '../../data/talent-pools/invitations.js';
import { leaveEveryPool } from '../../data/talent-pools/members.js';
import { everyPoolOf } from '../talent-pools/members.js';
import { deleteResponsesOf, mySurvey } from '../survey/survey.js';
import { eraseReferred, eraseReferrer, referralsToExport } from '../referrals/erasure.js';
import {
  countOnboardingRoles,
  erasePlansOf,
  pseudonymiseTaskOwner,
} from '../../data/onboarding/plans-personal-data.js';
import { plansOf } from '../../data/onboarding/plans.js';
import { tasksOfPerson } from '../../data/onboarding/tasks.js';

/** The most rows of one kind an export lists (a person has a handful of each; the cap bounds a hostile case). */
const EXPORT_CAP = 1000;

/** A person's applications, once the resume and answer files kept with them are deleted (files before records). */
async function withoutResumes(uid: string) {
  const applications = await listAllApplicationsOf(uid);
  const files = applications.flatMap((application) => [
    application.resumePath,
    ...application.answers.map((answer) => answer.filePath ?? ''),
  ]);
  await Promise.all(files.filter(Boolean).map((path) => fileStore().delete(path)));
  return applications;
}

/** A file name safe inside a ZIP: no folders, nothing odd. */
const zipName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120);

/** Where a document's PDF sits in the archive (under files/). */
const archivedAs = (doc: { id: string; fileName: string }) => `documents/${doc.id}-${zipName(doc.fileName)}`;

/**
 * Every place a person's data can live, in the order erasure runs them: files before the records that point at
 * them, records that name the person before the profile and the Auth account that identify them (so an
 * interrupted erasure, run again, still knows whom it erases). The erasure test (functions/test/erasure.test.ts)
 * scans the whole database, file store and Auth after an erasure and fails on any trace these miss, and on any
 * collection that is neither here nor in HOLDS_NO_PERSONAL_DATA.
 */
export const PERSONAL_DATA: PersonalDataPlace[] = [
  {
    id: 'documents',
    where: ['documents', 'files:documents/'],
    holds: 'PDFs a person uploaded or HR filed for them, with file name, size and date; who uploaded it',
    async export(person) {
      return (await listAllDocumentsOf(person.uid)).map((doc) => ({
        fileName: doc.fileName,
        size: doc.size,
        uploadedAt: doc.createdAt?.toISOString() ?? null,
        file: `files/${archivedAs(doc)}`,
      }));
    },
    async files(person) {
      const documents = await listAllDocumentsOf(person.uid);
      return documents.map((doc) => ({ name: archivedAs(doc), path: doc.storagePath }));
    },
    async erase(person, pseudonym) {
      const documents = await listAllDocumentsOf(person.uid);
      await Promise.all(documents.map((doc) => fileStore().delete(doc.storagePath)));
      await deleteDocumentRecords(documents.map((doc) => doc.id));
      return documents.length + (await pseudonymiseUploader(person.uid, pseudonym));
    },
  },
  {
    id: 'applications',
    where: [
      'applications',
      'applications/*/notes',
      'applications/*/interviewers',
      'applications/*/scorecards',
      'applications/*/events',
      'files:applications/',
    ],
    holds:
      'Applications a person made: name, address, source, resume copy, stage; the notes, panel, scorecards and event log about them',
    export: (person) => applicationsToExport(person.uid),
    async files(person) {
      const applications = await listAllApplicationsOf(person.uid);
      return applications.flatMap((application) => [
        ...(application.resumePath
          ? [{ name: `applications/${application.id}-resume.pdf`, path: application.resumePath }]
          : []),
        ...application.answers.flatMap((answer) =>
          answer.filePath
            ? [{ name: `applications/${application.id}-${answer.questionId}.pdf`, path: answer.filePath }]
            : [],
        ),
      ]);
    },
    async erase(person) {
      const applications = await withoutResumes(person.uid);
      await deleteApplicationRecords(applications.map((application) => application.id));
      return applications.length;
    },
    async anonymise(person, pseudonym) {
      const applications = await withoutResumes(person.uid);
      const ids = applications.map((application) => application.id);
      return anonymiseApplications(ids, person.uid, pseudonym);
    },
  },
  {
    id: 'diversitySurvey',
    where: ['surveyResponses'],
    holds:
      'Voluntary diversity survey answers (special-category data), with the consent and privacy notice version, stored apart from applications; staff see only counts of 5 or more',
    ownExportOnly: true,
    async export(person) {
      const responses = await mySurvey(person.uid, person.applicationIds);
      return responses.length > 0 ? responses : undefined;
    },
    erase: (person) => deleteResponsesOf(person.uid, person.applicationIds),
  },
  {
    id: 'people',
    where: ['people'],
    holds: 'Tags hr and admins put on a person (copied onto their applications for the board)',
    async export(person) {
      const tags = await tagsOf(person.uid);
      return tags.length > 0 ? { tags } : undefined;
    },
    erase: (person) => deletePersonRecord(person.uid),
  },
  {
    id: 'availability',
    where: ['availability'],
    holds: "A person's interview hours: time zone, weekly ranges, buffer, daily maximum and notice",
    export: async (person) => (await readAvailability(person.uid)) ?? undefined,
    erase: (person) => deleteAvailability(person.uid),
  },
  {
    id: 'bookings',
    where: ['bookings', 'calendarLocks'],
    holds:
      "Interview booking links and booked times of a candidate's applications, and the time zone their e-mails use; erasing them sends the panel a calendar cancel for each interview still to come",
    export: (person) => bookingsToExport(person.uid),
    erase: (person) => eraseBookingsOf(person),
  },
  {
    id: 'interviewsHandled',
    where: ['bookings', 'calendarLocks', 'mail'],
    holds:
      'Interviews a staff member is on the panel of, attends or sent the booking link for (by uid), the calendar locks holding their times, and invites to others that list them',
    export: (person) => interviewsToExport(person.uid),
    erase: (person, pseudonym) => eraseInterviewerBookings(person, pseudonym),
  },
  {
    id: 'offers',
    where: ['offers', 'files:offers/'],
    holds:
      'Offers made to a candidate: terms, letters, their answer and signature (typed name, time, address, browser)',
    export: (person) => offersToExport(person.uid),
    files: (person) => offerFilesOf(person.uid),
    erase: (person) => eraseOffersOf(person.uid),
  },
  {
    id: 'offersHandled',
    where: ['offers'],
    holds: 'Offers a staff member drafted, last changed or approved (by uid), and offer free text that names them',
    export: (person) => offersHandledToExport(person.uid),
    erase: (person, pseudonym) => eraseOfferStaff(person, pseudonym),
  },
  {
    id: 'notesWritten',
    where: ['applications/*/notes'],
    holds: "Notes a person wrote on other people's applications (by uid)",
    export: async (person) => ({ count: await notesWrittenBy.count(person.uid) }),
    erase: (person, pseudonym) => notesWrittenBy.pseudonymise(person.uid, pseudonym),
  },
  {
    id: 'interviews',
    where: ['applications/*/interviewers', 'applications/*/scorecards'],
    holds: 'Seats on interview panels, panels a person put together, scorecards they wrote (by uid)',
    async export(person) {
      return { panelSeats: await countSeatsOf(person.uid), scorecardsWritten: await countScorecardsBy(person.uid) };
    },
    async erase(person, pseudonym) {
      const seats = await removeFromEveryPanel(person.uid);
      const assigned = await pseudonymiseAssignedBy(person.uid, pseudonym);
      return seats + assigned + (await pseudonymiseScorecardsBy(person.uid, pseudonym));
    },
  },
  {
    id: 'applicationEvents',
    where: ['applications/*/events'],
    holds: "Events of other people's applications a person caused or was named in (by uid)",
    export: async (person) => ({ actionsRecorded: await countEventsBy(person.uid) }),
    erase: (person, pseudonym) => pseudonymiseEventsOf(person.uid, pseudonym),
  },
  {
    id: 'insights',
    where: ['insights'],
    holds: "An interviewer's load per day and month: panels assigned, scorecards submitted and overdue (by uid)",
    export: (person) => insightsOfPerson(person.uid),
    erase: (person, pseudonym) => pseudonymiseInterviewer(person.uid, pseudonym),
  },
  {
    id: 'mail',
    where: ['mail'],
    holds: 'E-mails to a person, and e-mails about their applications (whole rendered bodies)',
    export: (person) => mailToExport(person.uid, EXPORT_CAP),
    erase: (person) => deleteMailOf(person),
  },
  {
    id: 'notifications',
    where: ['notifications'],
    holds:
      "Notifications to a person (what, about whom, by whom, where it opens, when, read or not; kept 90 days), exported; others' notifications that name them as the candidate or the one who acted are theirs, not exported, and erased with them",
    async export(person) {
      const own = await notificationsToExport(person.uid, EXPORT_CAP);
      return own.length > 0 ? own : undefined;
    },
    erase: (person) => eraseNotificationsOf(person.uid),
  },
  {
    id: 'stage-rules',
    where: ['pendingActions', 'ruleRuns', 'stageRules'],
    holds:
      "The stage rules' records of a person's applications: delayed e-mails to them (subject, when due, sent or cancelled) and which steps each entry into a stage took (ids only; kept 30 days); and staff the rules seat or notify, or who saved them (by uid)",
    async export(person) {
      const pending = await pendingToExport(person.uid, EXPORT_CAP);
      return pending.length > 0 ? pending : undefined;
    },
    async erase(person, pseudonym) {
      return (await eraseStageRuleDataOf(person.uid)) + (await forgetInRules(person.uid, pseudonym));
    },
  },
  {
    id: 'bulk',
    where: ['bulkJobs', 'bulkItems', 'heldMail'],
    holds:
      "Bulk actions over a person's applications (application ids, the outcome, the stage before; kept 30 days), who started one (by uid), and rejection e-mails to them held for the undo window",
    async export(person) {
      const held = await heldMailToExport(person.uid, EXPORT_CAP);
      return held.length > 0 ? held : undefined;
    },
    async erase(person, pseudonym) {
      return (await eraseHeldMailOf(person.uid)) + (await eraseBulkRecordsOf(person.uid, pseudonym));
    },
  },
  {
    id: 'webhooks',
    where: ['webhookOutbox', 'webhookDeliveries'],
    holds:
      "Webhook events about a person's applications and offers, waiting or sent to the employer's integrations (ids only: their uid and application ids), with the receivers' answers",
    export: (person) => webhooksAbout(person.uid),
    // Waiting events go and pending deliveries are dropped; sent ones keep no payload. The `person.erased` event
    // that follows names their id on purpose until it is delivered (flows/integrations/delivery.ts scrubs it then).
    erase: (person) => forgetWebhooksAbout(person.uid),
  },
  {
    id: 'auditLog',
    where: ['auditLog'],
    holds: 'Audit entries by or about a person (by uid; an address change keeps the old and new address)',
    export: (person) => countAuditOf(person.uid),
    erase: (person, pseudonym) => pseudonymiseAuditOf(person, pseudonym),
  },
  {
    id: 'jobsPosted',
    where: ['jobs'],
    holds: 'Who posted a job (by uid)',
    export: (person) => jobsPostedBy(person.uid, EXPORT_CAP),
    erase: (person, pseudonym) => pseudonymisePoster(person.uid, pseudonym),
  },
  {
    id: 'settings',
    where: ['settings', 'privacyNotices'],
    holds: 'Who last changed a setting or an e-mail template, who published a privacy notice version (by uid)',
    export: async () => undefined,
    async erase(person, pseudonym) {
      const settings = await pseudonymiseSettingsEditor(person.uid, pseudonym);
      return settings + (await pseudonymisePublisher(person.uid, pseudonym));
    },
  },
  {
    id: 'rateLimits',
    where: ['rateLimits'],
    holds: 'Counting windows keyed by a hash of the uid or address (no readable content; they expire)',
    export: async () => undefined,
    erase: (person) => forgetRateLimitsOf(person),
  },
  {
    id: 'privacyRequests',
    where: ['privacyRequests'],
    holds: "A person's export and erasure requests; the row stays, pseudonymous, as the record that it was answered",
    export: (person) => requestsOf(person.uid, EXPORT_CAP),
    erase: (person, pseudonym) => pseudonymiseRequester(person.uid, pseudonym),
  },
  {
    id: 'tombstones',
    where: ['tombstones'],
    holds: 'A salted hash of the address of someone anonymised (tells a returning applicant apart; no address)',
    export: async () => undefined,
    erase: async (person) => (person.email ? deleteTombstones(signFor('tombstone', person.email)) : 0),
    // Anonymising writes the person's tombstone (retention.ts): the earlier ones stay.
    anonymise: async () => 0,
  },
  {
    id: 'profile',
    where: ['users'],
    holds:
      'Name, address, role, sign-in times, consents, location, links and chosen language; for people staff added: phone, where they came from, who added them, the e-mail telling them and its one-time link value',
    async export(person) {
      const [profile, sourcing] = await Promise.all([storedProfile(person.uid), sourcingOf(person.uid)]);
      if (!profile) return undefined;
      const { _id: _uid, ...shown } = profile;
      if (!sourcing) return shown;
      // Where we got their details (GDPR Article 15(1)(g)), and the phone staff gave.
      const { source, addedAt, phone } = sourcing;
      return { ...shown, addedByStaff: { source, addedAt: addedAt?.toISOString() ?? null, phone } };
    },
    erase: async (person) => ((await eraseProfile(person.uid)) ? 1 : 0),
  },
  {
    id: 'peopleAdded',
    where: ['users'],
    holds: "Who added a person who did not apply (by uid, on that person's users document)",
    export: async (person) => {
      const added = await countPeopleAddedBy(person.uid);
      return added > 0 ? { peopleAdded: added } : undefined;
    },
    erase: (person, pseudonym) => pseudonymiseAdder(person.uid, pseudonym),
  },
  {
    id: 'searchIndex',
    where: ['searchIndex'],
    holds:
      "People search's copy of a person: name, address, location, tags, the text read from their resumes, notes about them, their applications' jobs and stages, consent",
    async export(person) {
      const indexed = await findPersonIndex(person.uid);
      const resumes = Object.values(indexed?.resumes ?? {});
      return resumes.length > 0
        ? { textReadFromResumes: resumes.map(({ fileName, text }) => ({ fileName, text })) }
        : undefined;
    },
    // After the profile: once the users document is gone no flow writes the index again (personIndexFor finds
    // no one), so a note or upload racing the erasure cannot leave a copy behind.
    erase: (person) => deletePersonIndex(person.uid),
  },
  {
    id: 'duplicates',
    where: ['personKeys', 'duplicatePairs'],
    holds:
      "What tells a person's duplicates apart: their address as the provider reads it, phone, and name with a resume file's hash or a link; the pairs of possible duplicates naming them and why; who dismissed a pair (by uid)",
    async export(person) {
      const pairs = await countPairsOf(person.uid);
      return pairs > 0 ? { possibleDuplicatePairs: pairs } : undefined;
    },
    // After the profile: once the users document is gone, a check racing the erasure finds no one to key.
    async erase(person, pseudonym) {
      return (await deleteDuplicateRecordsOf(person.uid)) + (await pseudonymiseDecider(person.uid, pseudonym));
    },
  },
  {
    id: 'sourcingOptOuts',
    where: ['sourcingOptOuts'],
    holds:
      'Salted hashes of the address of someone who used "Remove my data" after staff added or an employee referred them (as given and as its provider reads it; no address): they keep anyone from adding them again',
    export: async (person) =>
      person.email && (await hasOptedOutOf(person.email)) ? { notToBeAddedAgain: true } : undefined,
    // Kept: it is how their request not to be held is honoured (and it names nobody without their address).
    erase: async () => 0,
  },
  {
    id: 'merges',
    where: ['merges', 'mergeSteps'],
    holds:
      'Merges of two records of one person: who into whom, by whom, when, and the journal of what moved (the values before, which name both), kept so the merge can be undone',
    async export(person) {
      const merges = await mergesOf(person.uid);
      return merges.length > 0
        ? merges.map((merge) => ({
            as: merge.survivor === person.uid ? 'kept' : 'merged',
            at: merge.at?.toISOString() ?? null,
          }))
        : undefined;
    },
    // Erasure first erases whoever was merged into the person (flows/privacy/erasure.ts), then the merges go.
    async erase(person, pseudonym) {
      return (await deleteMergesOf(person.uid)) + (await pseudonymiseMerger(person.uid, pseudonym));
    },
  },
  {
    id: 'talentPoolMembers',
    where: ['talentPoolMembers'],
    holds: 'Which talent pools hr put a person in, since when, and the note each pool keeps about them',
    async export(person) {
      const pools = await everyPoolOf(person.uid);
      return pools.length > 0 ? pools.map(({ name, note, addedAt }) => ({ pool: name, note, addedAt })) : undefined;
    },
    // After the profile, like the index: once the users document is gone nobody can add them again.
    erase: (person) => leaveEveryPool(person.uid),
  },
  {
    id: 'invitations',
    where: ['invitations'],
    holds: 'Invitations to apply sent to a person in the talent pool: the job and when',
    async export(person) {
      const invitations = await invitationsOf(person.uid, EXPORT_CAP);
      return invitations.length > 0
        ? invitations.map(({ jobTitle, invitedAt }) => ({ job: jobTitle, invitedAt }))
        : undefined;
    },
    erase: (person) => deleteInvitationsOf(person.uid),
  },
  {
    id: 'referrals',
    where: ['referrals', 'referralTallies', 'applications'],
    holds:
      'Referrals both ways: who referred a person to which job (the name the referrer gave, their note and how they know the person, kept on the application for staff), and whom an employee referred, with the coarse status they see, their bonus, and their count of referrals and hires',
    export: (person) => referralsToExport(person.uid, EXPORT_CAP),
    // The referred person's referrals keep job, referrer, counts and bonus (the employer's record) without them, and
    // each referrer not yet told hears "not moving forward"; a referrer's stay under the pseudonym, nameless.
    async erase(person, pseudonym) {
      return (await eraseReferred(person.uid, pseudonym)) + (await eraseReferrer(person.uid, pseudonym));
    },
  },
  {
    id: 'onboarding',
    where: ['onboardingPlans', 'onboardingTasks'],
    holds:
      "A new hire's onboarding plan (their name, job, start date, progress) and its tasks, with hr's comments on their documents and their policy signatures (typed name, time, address, browser, the version signed); who does or did a task of someone else's plan (a colleague, hr; by uid) and who is a plan's hr contact (by uid)",
    async export(person) {
      const [plans, tasks, roles] = await Promise.all([
        plansOf(person.uid, EXPORT_CAP),
        tasksOfPerson(person.uid, EXPORT_CAP),
        countOnboardingRoles(person.uid),
      ]);
      if (plans.length + tasks.length + roles.plansAsHrContact + roles.tasksForColleagues === 0) return undefined;
      return {
        ...roles,
        plans: plans.map(({ jobTitle, startDate, tasksTotal, tasksDone }) => ({
          jobTitle,
          startDate,
          tasksTotal,
          tasksDone,
        })),
        tasks: tasks.map(({ title, kind, dueDate, status, comment, signature }) => ({
          title,
          kind,
          dueDate,
          status,
          ...(comment ? { comment } : {}),
          ...(signature
            ? {
                signature: {
                  fullName: signature.fullName,
                  signedAt: signature.signedAt.toISOString(),
                  address: signature.address,
                  userAgent: signature.userAgent,
                  policyVersion: signature.policyVersion,
                  policySha256: signature.policySha256,
                },
              }
            : {}),
        })),
      };
    },
    // Their own plans go, except each signed policy: the employer must be able to show that a version of a policy
    // was acknowledged and when (an audit, a dispute), so that stays under the pseudonym with the version's SHA-256
    // and time, nameless. Tasks they did for other people's plans stay, the plan's record, under the pseudonym.
    async erase(person, pseudonym) {
      return (await erasePlansOf(person.uid, pseudonym)) + (await pseudonymiseTaskOwner(person.uid, pseudonym));
    },
  },
  {
    id: 'account',
    where: ['auth'],
    holds:
      'The sign-in account: address, password hash, verification, creation and last sign-in, whether an admin disabled it, and the ways of signing in added to it (Google, Microsoft or the company SSO: their id for the person and address)',
    async export(person) {
      const record = await auth()
        .getUser(person.uid)
        .catch(() => null);
      if (!record) return undefined;
      const { email, emailVerified, metadata, disabled, providerData } = record;
      return {
        email,
        emailVerified,
        createdAt: metadata.creationTime,
        lastSignInAt: metadata.lastSignInTime,
        disabled,
        signInMethods: providerData.map((entry) => ({ provider: entry.providerId, id: entry.uid, email: entry.email })),
      };
    },
    async erase(person) {
      try {
        await auth().deleteUser(person.uid);
        return 1;
      } catch (error) {
        if (isAuthCode(error, AUTH_CODES.userNotFound)) return 0;
        throw error;
      }
    },
  },
];

/** Collections that hold nothing of a person, and why. */
export const HOLDS_NO_PERSONAL_DATA: Record<string, string> = {
  slugs: 'job slugs: a slug points at a job id',
  insightsJobs: "per job, when it was posted and first filled (a time, no one's id)",
  talentPools: "a pool's name, whether it is archived, and how many are in it (who changed it is in the audit trail)",
  questionLibrary:
    'questions a team reuses across jobs: wording, type, options and rule (who added one is in the audit trail)',
  onboardingTemplates:
    'onboarding task lists: titles, owners by role, due days, kinds and the jobs they are for (who changed one is in the audit trail)',
  apiKeys: "integrations' keys: a name, scopes, a hash and the first characters (who made one is in the audit trail)",
  webhookEndpoints: "integrations' webhook addresses, events and signing secrets (who added one is in the audit trail)",
  indexingNotices: "job pages' addresses told to Google's Indexing API (published or removed), and whether it was sent",
  onboardingPolicies:
    "the employer's policy PDFs for new hires to sign: title, file and each version's SHA-256 (who uploaded one is in the audit trail)",
  surveyTallies:
    'per job, counts of diversity survey answers per stage and option; staff see only counts of 5 or more, never who answered. It also keeps, for each counted answer and for the last published report, the random value stored with the answers (a hash of the application for answers older than it) and the stage it is counted at, to tell how many people changed between reports; a withdrawn or erased answer leaves the live list at once and the published one at the next report',
};
