import { fanOut, sweepWebhooks } from './flows/integrations/delivery.js';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import { createApp } from './http/app.js';
import { dateOf } from './lib/timestamps.js';
import { sendOverdueReminders } from './flows/interviews/reminders.js';
import { sendInterviewReminders } from './flows/scheduling/reminders.js';
import { closeExpiredJobs } from './flows/jobs/expiry.js';
import { createCareersApp } from './http/careers/app.js';
import { runRetention } from './flows/privacy/retention.js';
import { sweepOrphanProviderAccounts } from './flows/auth/provider-orphans.js';
import { sweepPools } from './flows/talent-pools/expiry.js';
import { sweepNotifications } from './flows/notifications/retention.js';
import { runRulesOfEvent } from './flows/stage-rules/run.js';
import { runBulkJob } from './flows/bulk/run.js';
import { sweepBulk } from './flows/bulk/undo.js';
import { sweepStageRules } from './flows/stage-rules/sweep.js';
import { countEventOrMark } from './flows/insights/count.js';
import { recountSurveyOf } from './flows/survey/survey.js';
import { indexFiledApplication } from './flows/applications/file-application.js';
import { syncReferralOf } from './flows/referrals/status.js';
import { runBonusSweep } from './flows/referrals/bonus.js';
import { runDigest } from './flows/onboarding/digest.js';
import { queueJobNotices, sendNotice } from './flows/jobs/indexing.js';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { createPlanAfterHire } from './flows/onboarding/plans.js';
import { catcherTransport, deliver } from './data/mail/dev-delivery.js';
import { config } from './lib/config.js';
import { tameRuntimeBodyParsers } from './http/runtime-body-parsers.js';
import { log } from './lib/log.js';

// Before the runtime builds its body parsers (it loads this module first): see http/runtime-body-parsers.ts.
tameRuntimeBodyParsers(config.bodyLimits);

/**
 * Runtime settings for the one `api` function (Cloud Functions 2nd gen, i.e. Cloud Run underneath):
 * - region us-central1: Hosting's /api rewrite points at it, and Firestore's default location (nam5) is
 *   beside it, so each Firestore call stays inside one region.
 * - cpu 1 + concurrency 40: one instance serves many requests at once (Express spends its time waiting on
 *   Firestore and Auth), which is what keeps cold starts rare; concurrency above 1 needs a whole vCPU.
 * - memory 1GiB: uploads are up to 10 MB and the PDF check parses them; 40 requests in flight, a few of them
 *   uploads, fit with room to spare (npm run bench: a 1 MB upload takes ~16 ms of that CPU).
 * - timeoutSeconds 120: a 10 MB upload on a slow phone connection takes over a minute to arrive.
 * - maxInstances 20: a ceiling on cost under abuse (rate limits handle single abusers).
 * - minInstances 0: a warm instance bills all day; the cold start it would save is small (npm run bench
 *   prints the module's import time; PDF parsing and multipart are imported lazily, on the first upload).
 *   Raise it to 1 here for a busy deployment whose first request of the day must not wait.
 */
setGlobalOptions({
  region: 'us-central1',
  cpu: 1,
  concurrency: 40,
  memory: '1GiB',
  timeoutSeconds: 120,
  maxInstances: 20,
  minInstances: 0,
  // A dedicated, least-privilege account (docs/operations.md: Deploy); unset, Cloud Functions uses its default one.
  ...(config.functionServiceAccount ? { serviceAccount: config.functionServiceAccount } : {}),
});

/**
 * The key that signs document links lives in Secret Manager (docs/operations.md: Deploy); a deployment without it fails at
 * deploy time. The runtime hands it over as the FILE_LINK_SECRET environment variable (lib/config.ts).
 */
const fileLinkSecret = defineSecret('FILE_LINK_SECRET');

export const api = onRequest({ secrets: [fileLinkSecret] }, createApp());

/**
 * The public careers pages, privacy notice, sitemap and robots.txt (Hosting rewrites them here). The link secret
 * checks the signed "keep my data" links of retention notices (/privacy/keep).
 */
export const careers = onRequest({ memory: '512MiB', concurrency: 80, secrets: [fileLinkSecret] }, createCareersApp());

/** Every hour: close the jobs past their valid-through date (audited as the system). */
export const jobExpiry = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
  log.info('jobs closed as expired', { closed: await closeExpiredJobs() });
});

/** Every hour: e-mail interviewers whose scorecard is 24 h overdue (each once). */
export const interviewReminders = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
  log.info('interview reminders sent', { sent: await sendInterviewReminders() });
});

export const scorecardReminders = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
  log.info('scorecard reminders sent', { sent: await sendOverdueReminders() });
});

/** Every hour: Firebase accounts a provider sign-in made that never became a person (the tab closed first) go. */
export const providerAccountSweep = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
  log.info('provider accounts left behind deleted', { deleted: await sweepOrphanProviderAccounts() });
});

/** Every hour: people whose consent ended, or whose last open application closed without one, leave every pool. */
export const talentPoolSweep = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
  log.info('talent-pool consents ended', { left: await sweepPools() });
});

/** Every day: notifications past their retention window (90 days) are deleted. */
export const notificationSweep = onSchedule({ schedule: 'every day 03:30', timeZone: 'Etc/UTC' }, async () => {
  log.info('notifications swept', { deleted: await sweepNotifications() });
});

/**
 * Every day: tell candidates whose data is due to go, and anonymise those told `noticeDays` ago (retention
 * settings). The link secret signs the notices' "keep my data" links and salts the tombstones' address hashes.
 */
export const retention = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Etc/UTC', timeoutSeconds: 540, secrets: [fileLinkSecret] },
  async () => {
    log.info('retention run', { ...(await runRetention()) });
  },
);

/**
 * Every new event in an application's log: its part of the hiring insights, counted once (a redelivered event
 * finds itself marked counted). Retried on a transient failure within the hour, so it loses nothing; an event
 * that cannot be counted is marked, logged once and left to the rebuild, never retried for days.
 */
export const insightsCounter = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    await countEventOrMark(event.params.applicationId, event.params.eventId, Date.parse(event.time));
  },
);

/**
 * Every new event in an application's log: when it put the application into a stage with rules, their steps, each
 * exactly once (a run per entry keeps which are done, so a redelivered event or a retry takes none twice).
 */
export const stageRulesOnEntry = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 40 },
  async (event) => {
    await runRulesOfEvent(event.params.applicationId, event.params.eventId);
  },
);

/** Every new bulk action: its applications, each once (an item per application guards against doubles). */
export const bulkJobRun = onDocumentCreated(
  { document: 'bulkJobs/{id}', retry: true, memory: '512MiB', timeoutSeconds: 540 },
  async (event) => {
    await runBulkJob(event.params.id);
  },
);

/** Every minute: held rejection e-mails whose undo window passed (unless undone), and bulk jobs a crash left. */
export const bulkSweep = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 300 }, async () => {
  log.info('bulk swept', { ...(await sweepBulk()) });
});

/** Every 5 minutes: rules' delayed e-mails now due, runs a crash left unfinished, and "stayed too long" reminders. */
export const stageRulesSweep = onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 300 }, async () => {
  log.info('stage rules swept', { ...(await sweepStageRules()) });
});

/**
 * Every "applied" event: the application is in its person's search index (the apply's own attempt can lose to a
 * contended index past its retries; this one is retried until it lands). Idempotent: an application already listed
 * is left as it is.
 */
export const searchIndexOnApply = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    if (event.data?.get('type') !== 'applied') return;
    await indexFiledApplication(event.params.applicationId);
  },
);

/**
 * Every stage change in an application's log: its diversity survey answers, if it has any, count at the new stage
 * from now on. Idempotent (it reads where they are counted), so a redelivered event changes nothing.
 */
export const surveyStageSync = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    if (!event.data?.get('toStage')) return;
    await recountSurveyOf(event.params.applicationId);
  },
);

/**
 * Every stage change in an application's log: its referral, if it has one, follows in the coarse status its
 * referrer sees (and they are e-mailed a hire or a close). Idempotent, so a redelivered event changes nothing.
 */
export const referralStatusSync = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    if (!event.data?.get('toStage')) return;
    await syncReferralOf(event.params.applicationId, Date.parse(event.time));
  },
);

/**
 * Every hire (an application's "hired" event): the new hire's onboarding plan from the matching template, exactly
 * once (the plan's id is the application's, created in a transaction that looks first).
 */
export const onboardingPlanOnHire = onDocumentCreated(
  { document: 'applications/{applicationId}/events/{eventId}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    if (event.data?.get('type') !== 'hired') return;
    log.info('onboarding plan', {
      applicationId: event.params.applicationId,
      outcome: await createPlanAfterHire(
        event.params.applicationId,
        Date.parse(event.time),
        String(event.data.get('actor') ?? ''),
        dateOf(event.data.get('at'))?.getTime(),
      ),
    });
  },
);

/** Every day: each person with onboarding tasks due or overdue gets one e-mail listing them. */
export const onboardingDigest = onSchedule(
  { schedule: 'every day 06:00', timeZone: 'Etc/UTC', timeoutSeconds: 300 },
  async () => {
    log.info('onboarding digest', { ...(await runDigest()) });
  },
);

/** Every day: hired referrals whose waiting period is over become "bonus due" (admins' list). */
export const referralBonuses = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'Etc/UTC', timeoutSeconds: 300 },
  async () => {
    log.info('referral bonuses due', { due: await runBonusSweep() });
  },
);

/** A job published or closed: the notice Google's Indexing API should get for its page, queued once per change. */
export const jobIndexingNotices = onDocumentWritten(
  { document: 'jobs/{jobId}', retry: true, memory: '256MiB' },
  async (event) => {
    const state = (snapshot: DocumentSnapshot | undefined) =>
      snapshot?.exists
        ? {
            isActive: snapshot.get('isActive') !== false,
            slug: String(snapshot.get('slug') || snapshot.id),
            validThrough: (snapshot.get('validThrough') as string | null | undefined) ?? null,
          }
        : null;
    await queueJobNotices(event.id, event.params.jobId, state(event.data?.before), state(event.data?.after));
  },
);

/** Each queued notice: sent with the service account (retried on failure); under the emulators, recorded. */
export const indexingNoticeSend = onDocumentCreated(
  { document: 'indexingNotices/{id}', retry: true, memory: '256MiB' },
  async (event) => {
    log.info('indexing notice', { id: event.params.id, outcome: await sendNotice(event.params.id) });
  },
);

/**
 * Each webhook event queued in the outbox (in the transaction of the change it tells of): one delivery per
 * subscribed endpoint, each tried at once. Idempotent: the event leaves the outbox in the transaction that creates
 * its deliveries, under ids fixed by event and endpoint.
 */
export const webhookFanOut = onDocumentCreated(
  { document: 'webhookOutbox/{id}', retry: true, memory: '256MiB', concurrency: 80 },
  async (event) => {
    await fanOut(event.params.id);
  },
);

/** Every minute: outbox events a trigger missed (a crash after the commit), and deliveries due another attempt. */
export const webhookSweep = onSchedule({ schedule: 'every 1 minutes', timeoutSeconds: 300 }, async () => {
  log.info('webhooks swept', { ...(await sweepWebhooks()) });
});

/**
 * Development only: under the emulators, where the Trigger Email extension cannot be installed, this delivers
 * the outbox to the local SMTP catcher with the extension's contract (data/mail/dev-delivery.ts). It is not
 * exported anywhere else, so a deploy never creates it; a real project installs the extension (docs/operations.md).
 */
export const devMailDelivery =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onDocumentWritten('mail/{id}', async (event) => {
        const after = event.data?.after;
        const state = after?.get('delivery.state') as string | undefined;
        if (!after?.exists || (state !== undefined && state !== 'RETRY')) return;
        await deliver(after.ref, await catcherTransport(config.devSmtpPort));
      })
    : undefined;
