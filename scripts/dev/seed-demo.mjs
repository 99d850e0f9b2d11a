// Loads the demo accounts and jobs into the running emulators. Idempotent: safe on every `npm start`.
import { configureAuthEmulator } from '../lib/auth-emulator-config.mjs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_JOBS, DEMO_PASSWORD } from '../lib/demo-data.mjs';
import { DEMO_KITS, DEMO_QUESTIONS } from '../lib/demo-jobs.mjs';
import {
  DEMO_CANDIDATES,
  PAST_RETENTION,
  rebuildInsights,
  seedDuplicates,
  seedHiring,
  seedPastRetention,
} from '../lib/demo-hiring.mjs';
import { PAST_HIRES, seedInsightsHistory } from '../lib/demo-insights.mjs';
import { seedReferrals } from '../lib/demo-referrals.mjs';
import { seedOnboardingPlan, seedOnboardingTemplate } from '../lib/demo-onboarding.mjs';
import { HOSTING_URL, PROJECT_ID, emulatorClientEnv } from '../lib/emulator-env.mjs';

export async function seedDemoData() {
  const env = emulatorClientEnv();
  // Demo data exists only under the emulators: refuse to run if they are not the target.
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST ??= env.FIRESTORE_EMULATOR_HOST;
  if (!PROJECT_ID.startsWith('demo-')) throw new Error('Demo data is only for demo- projects');
  await configureAuthEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);

  const app = initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);

  const uids = {};
  for (const account of [...DEMO_ACCOUNTS, ...DEMO_CANDIDATES, ...PAST_RETENTION, ...PAST_HIRES]) {
    let user = await auth.getUserByEmail(account.email).catch(() => null);
    // The two past retention come back on a start after "Run retention now" anonymised them, to show it again.
    user ??= await auth.createUser({
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.name,
      emailVerified: true,
    });
    await auth.setCustomUserClaims(user.uid, { role: account.role });
    const ref = db.collection('users').doc(user.uid);
    const existing = await ref.get();
    if (!existing.exists) {
      await ref.set({
        name: account.name,
        nameLower: account.name.toLowerCase(),
        email: account.email,
        role: account.role,
        emailVerified: true,
        lastLogin: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    uids[account.email] = user.uid;
  }

  const batch = db.batch();
  let daysAgo = DEMO_JOBS.length;
  for (const { id, ...fields } of DEMO_JOBS) {
    // Posted before the four months of past hiring (demo-insights.mjs), a day apart.
    const createdAt = new Date(Date.now() - (160 + daysAgo--) * 86_400_000);
    // titleWords mirrors the API's jobs record (titleSearchTerms): each title word and its prefixes up to 20.
    const words = new Set(
      fields.title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
    const titleWords = [
      ...new Set(
        [...words].flatMap((word) => [
          ...Array.from({ length: Math.min(word.length, 20) }, (_, i) => word.slice(0, i + 1)),
          word,
        ]),
      ),
    ];
    // The careers address, as the API's jobs repository makes it from the title (slugs/{slug} keeps it unique).
    const slug = fields.title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    batch.create(db.collection('slugs').doc(slug), { jobId: id });
    batch.create(db.collection('jobs').doc(id), {
      salaryCurrency: fields.location.includes('UK') ? 'GBP' : 'EUR',
      salaryPeriod: 'YEAR',
      remote: fields.location.startsWith('Remote'),
      remoteCountries: fields.location.startsWith('Remote') ? ['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'SE'] : [],
      validThrough: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      slug,
      ...fields,
      kit: DEMO_KITS[fields.department] ?? DEMO_KITS.default,
      questions: DEMO_QUESTIONS[fields.department] ?? DEMO_QUESTIONS.default,
      titleWords,
      postedBy: uids['admin@demo.test'],
      createdAt,
      updatedAt: createdAt,
    });
  }
  await batch.commit().catch((error) => {
    if (error.code !== 6) throw error; // ALREADY_EXISTS: jobs were seeded on an earlier start
  });
  // The voluntary diversity survey, set up and switched off: admins switch it on on /admin/privacy.
  await db
    .collection('settings')
    .doc('survey')
    .create({
      enabled: false,
      intro: 'It helps us see whether our hiring is fair to everyone.',
      categories: [
        {
          id: 'gender',
          label: 'Gender',
          options: [
            { id: 'woman', label: 'Woman' },
            { id: 'man', label: 'Man' },
            { id: 'non-binary', label: 'Non-binary' },
            { id: 'self-described', label: 'I describe myself another way' },
          ],
        },
        {
          id: 'age',
          label: 'Age',
          options: [
            { id: 'under-30', label: 'Under 30' },
            { id: '30-to-49', label: '30 to 49' },
            { id: '50-or-over', label: '50 or over' },
          ],
        },
      ],
    })
    .catch((error) => {
      if (error.code !== 6) throw error; // ALREADY_EXISTS: admins may have changed it since
    });
  const openJobs = DEMO_JOBS.filter((job) => job.isActive)
    .map((job) => job.id)
    .slice(0, 6);
  // The onboarding template first: the hires below get their plans from it.
  const onboarding = await seedOnboardingTemplate(HOSTING_URL);
  const applications = await seedHiring(HOSTING_URL, openJobs, 'candidate@demo.test');
  if (onboarding) {
    await seedOnboardingPlan(HOSTING_URL, openJobs[5]);
    console.log("Seeded the onboarding template, the handbook, and the demo employee's plan (half done).");
  }
  const referrals = await seedReferrals(HOSTING_URL, openJobs.slice(1, 4));
  if (referrals > 0) console.log(`Seeded ${referrals} referrals by the demo employee.`);
  const pairs = await seedDuplicates(HOSTING_URL);
  if (pairs > 0) console.log(`Seeded ${pairs} pairs of possible duplicates.`);
  const DAY = 86_400_000;
  await seedPastRetention(HOSTING_URL, openJobs[0], async (applicationId, email) => {
    // Rejected 200 days ago: with the default 180 days their data was due 20 days ago, and the notice for that
    // due day went out the default 14 days before it.
    const closedAt = Date.now() - 200 * DAY;
    const due = closedAt + 180 * DAY;
    await db
      .collection('applications')
      .doc(applicationId)
      .update({ stageEnteredAt: new Date(closedAt) });
    await db
      .collection('users')
      .doc(uids[email])
      .update({
        retention: {
          dueAt: Timestamp.fromMillis(due),
          dueFor: Timestamp.fromMillis(due),
          noticeSentAt: Timestamp.fromMillis(due - 14 * DAY),
        },
      });
  });
  const pastHires = await seedInsightsHistory(
    db,
    Timestamp,
    DEMO_JOBS.filter((job) => openJobs.slice(0, 4).includes(job.id)),
    { hr: uids['hr@demo.test'], admin: uids['admin@demo.test'], employee: uids['employee@demo.test'] },
    PAST_HIRES.map((account) => uids[account.email]),
  );
  if (pastHires > 0) console.log(`Seeded ${pastHires} past applications (four months of hiring for Insights).`);
  console.log(`Insights rebuilt from ${await rebuildInsights(HOSTING_URL)} logged events.`);
  await app.delete();
  return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, jobs: DEMO_JOBS.length, applications };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await seedDemoData();
  console.log(
    `Seeded ${result.accounts.length} accounts, ${result.jobs} jobs and ${result.applications} applications.`,
  );
}
