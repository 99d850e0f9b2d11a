// Prints the gzip size of the JS each screen needs and fails when a budget is broken.
// /login is measured in Chromium: every JS file the page fetches until the network is idle (a signed-out
// visitor), served from web/dist. The rest is summed from the build manifest: a role's dashboard is the app's
// entry and everything the area imports (the Firebase SDK is the board's alone: lib/session-tokens.ts); a screen adds the query layout and its own chunk.
// (`npm run lighthouse` measures the sign-in journey from /login to each dashboard in the browser.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, HEADLESS_FLAGS } from '../lib/chromium.mjs';
import { DIST, KiB, filesSize, gzipSize } from '../lib/js-size.mjs';
import { serveDist } from '../lib/serve-dist.mjs';
import { ROLES, screensOf } from '../lib/screens.mjs';

/**
 * The JS files a fresh visitor's browser fetches for /login until the network is idle, then after a focus. `locale`
 * is the browser's language: /login loads its messages in that language.
 */
async function measureLogin(locale = 'en-US') {
  const server = await serveDist(DIST);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_FLAGS });
  try {
    const page = await (await browser.newContext({ locale })).newPage();
    const fetched = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${server.address().port}/login`, { waitUntil: 'networkidle' });
    const beforeIdle = [...fetched];
    await page.locator('input[type="email"]').first().focus();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { beforeIdle, onFocus: fetched.slice(beforeIdle.length) };
  } finally {
    await browser.close();
    server.close();
  }
}

// From /login to a signed-in dashboard at most 180 KiB: the dashboard comes with its area and reads
// no API; every other screen is its own chunk.
const LOGIN_BUDGET = 150;
const DASHBOARD_BUDGET = 180;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
/** Chunks reachable through static imports from the given manifest keys. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const keySize = (keys) => [...keys].reduce((total, key) => total + gzipSize(manifest[key].file), 0);

const login = await measureLogin();
const rows = [
  ['/login, until network idle', filesSize(login.beforeIdle), login.beforeIdle.length, LOGIN_BUDGET],
  ['/login, then on first focus', filesSize(login.onFocus), login.onFocus.length, null],
];
// /login in each language the candidate screens speak: the browser's language picks the messages it fetches.
const LOCALES = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };
for (const [language, locale] of Object.entries(LOCALES)) {
  const inLanguage = await measureLogin(locale);
  const messages = inLanguage.beforeIdle.filter(
    (file) => file === manifest[`src/locales/${language}/sign-in.po`]?.file,
  );
  if (messages.length !== 1) throw new Error(`/login in ${language} did not fetch its ${language} messages`);
  rows.push([
    `/login in ${language}, until network idle`,
    filesSize(inLanguage.beforeIdle),
    inLanguage.beforeIdle.length,
    LOGIN_BUDGET,
  ]);
}
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const app = staticClosure([entryKey]);
// The signed-in screens' messages are fetched with them, in the person's language: every screen's common part, and a
// candidate screen's own part (lingui.config.ts) with its code. Candidates and employees are weighed in their
// largest language, staff in English (their screens' language).
const LANGUAGES = ['en', 'de', 'fr', 'es'];
const PART_OF_FEATURE = {
  'job-board': 'jobs',
  applications: 'applications',
  scheduling: 'applications',
  profile: 'profile',
  documents: 'documents',
};
const messagesOf = (language, part) => gzipSize(manifest[`src/locales/${language}/${part}.po`].file);
/** The messages fetched for a role's screen (its module; none: the dashboard). */
function messagesFor(role, module) {
  const part = PART_OF_FEATURE[module?.match(/src\/features\/([^/]+)\//)?.[1]];
  const size = (language) => messagesOf(language, 'common') + (part ? messagesOf(language, part) : 0);
  return {
    size: ['candidate', 'employee'].includes(role) ? Math.max(...LANGUAGES.map(size)) : size('en'),
    files: part ? 2 : 1,
  };
}
// The Google / Microsoft / SSO sign-in page, built apart (web/vite.provider.config.ts): shown, fetched only by
// someone who pressed one of those buttons.
const providerPage = JSON.parse(readFileSync(join(DIST, '.vite', 'provider-manifest.json'), 'utf8'));
const providerFiles = Object.values(providerPage).map((chunk) => chunk.file);
rows.push(['provider sign-in page (Firebase redirect)', filesSize(providerFiles), providerFiles.length, null]);
// What every signed-in screen loads beside itself: the frame's signed-in parts (navigation, bell) and, on a
// dashboard, the "Needs you" list. Both are lazy chunks, so they are added here by hand.
const shellKey = keyOf('src/app/areas/shell-parts.tsx');
const shell = [...staticClosure([shellKey], new Set(app))].filter((key) => !app.has(key));
rows.push(['signed-in frame (navigation, search button, bell), lazy', keySize(shell), shell.length, null]);
for (const role of ROLES) {
  const area = staticClosure([keyOf(`src/app/areas/${role}-area.tsx`)], new Set(app));
  // staticClosure answers what it was given too: the entry, the area, then the lazy parts beside them.
  const loaded = staticClosure([keyOf('src/features/dashboard/components/needs-you.tsx'), shellKey], new Set(area));
  const messages = messagesFor(role);
  rows.push([
    `/${role} dashboard (entry + area + frame + Needs you + messages)`,
    keySize(loaded) + messages.size,
    loaded.size + messages.files,
    DASHBOARD_BUDGET,
  ]);
}
// Every screen of every role area opened directly: the app, its area, the query layout, the screen's chunk, and
// what those load at once (their lazy parts, e.g. a picker rendered with the screen), but not other screens or
// parts loaded on a person's first interaction (ON_INTERACTION, each proven so by its unit test). Lists and
// dashboards keep the budget; screens with forms (validation), the board (Firestore SDK) and charts are shown.
const withQueries = keyOf('src/app/areas/with-queries.tsx');
const SCREEN_BUDGET = 225;
const SHOWN_ONLY = new Set([
  'ManageJobsPage',
  'PipelinePage',
  'InsightsPage',
  'OfferTemplatePage',
  'InterviewPage',
  'EmailTemplatesPage',
  'ProfilePage',
  'SignInSettingsPage',
]);
const ON_INTERACTION = new Set([
  'src/components/job-picker-field.tsx',
  // The apply dialog's questions step (after "Next: questions") and the survey (after an application is filed).
  'src/features/job-board/components/questions-step.tsx',
  'src/features/job-board/components/survey-dialog.tsx',
  // A plan's "Add a task to this plan" form (plan-page.test.tsx).
  'src/features/onboarding/components/add-task-form.tsx',
  // The apply dialog and the offer's dialog, with Chakra's dialog machinery: fetched as a person points at Apply or
  // "Review your offer" (available-jobs-page.test.tsx, my-applications-page.test.tsx).
  'src/features/job-board/components/select-resume-dialog.tsx',
  'src/features/applications/components/offer-dialog.tsx',
  // Integrations' "New API key" and "Add a webhook endpoint" forms (integrations-page.test.tsx).
  'src/features/integrations/components/create-key-form.tsx',
  'src/features/integrations/components/add-endpoint-form.tsx',
  // User Management's "Add staff member" form (users-page.test.tsx).
  'src/features/users/components/add-staff-form.tsx',
]);
/** A `*-screens.tsx` module routes between screens of its own: what it loads lazily is a screen, opened by its route. */
const isScreensModule = (key) => key.endsWith('-screens.tsx');
/** Sub-screens (lazy in a `*-screens.tsx` module) with forms: shown, like SHOWN_ONLY. */
const SHOWN_ONLY_MODULES = new Set([
  'src/features/people/components/add-person-page.tsx',
  'src/features/referrals/components/refer-page.tsx',
  'src/features/referrals/components/bonuses-page.tsx',
  'src/features/onboarding/components/template-editor-page.tsx',
]);
const screenModules = new Set(ROLES.flatMap((role) => screensOf(role).map((screen) => screen.module)));
/** Chunks fetched when a screen opens: static imports, and lazy ones rendered at once. */
function openedClosure(keys, seen) {
  for (const key of keys) {
    if (!key || seen.has(key)) continue;
    seen.add(key);
    openedClosure(manifest[key].imports ?? [], seen);
    const rendered = isScreensModule(key)
      ? []
      : (manifest[key].dynamicImports ?? []).filter(
          (dynamic) =>
            !screenModules.has(dynamic) && !ON_INTERACTION.has(dynamic) && !dynamic.startsWith('src/app/areas/'),
        );
    openedClosure(rendered, seen);
  }
  return seen;
}
for (const role of ROLES) {
  for (const screen of screensOf(role)) {
    const loaded = openedClosure(
      [keyOf(`src/app/areas/${role}-area.tsx`), withQueries, keyOf(screen.module)],
      new Set(app),
    );
    const budget = SHOWN_ONLY.has(screen.component) ? null : SCREEN_BUDGET;
    const screensKey = keyOf(screen.module);
    // A router of screens is weighed at each of its screens, as each is opened directly.
    if (!isScreensModule(screensKey) || !manifest[screensKey].dynamicImports?.length) {
      const messages = messagesFor(role, screen.module);
      rows.push([
        `${screen.path} opened directly`,
        keySize(loaded) + messages.size,
        loaded.size + messages.files,
        budget,
      ]);
      continue;
    }
    for (const sub of manifest[screensKey].dynamicImports ?? []) {
      const opened = openedClosure(
        [keyOf(`src/app/areas/${role}-area.tsx`), withQueries, screensKey, sub],
        new Set(app),
      );
      const name = sub.replace(/^.*\/|\.tsx$/g, '');
      const messages = messagesFor(role, sub);
      rows.push([
        `${screen.path} > ${name} opened directly`,
        keySize(opened) + messages.size,
        opened.size + messages.files,
        SHOWN_ONLY_MODULES.has(sub) ? null : SCREEN_BUDGET,
      ]);
    }
  }
}

let broken = 0;
console.log(`${'screen'.padEnd(50)} ${'JS (gzip)'.padStart(11)} ${'files'.padStart(6)} ${'budget'.padStart(9)}`);
for (const [screen, size, files, budget] of rows) {
  const ok = budget === null || size <= budget * KiB;
  if (!ok) broken++;
  const verdict = budget === null ? '' : ok ? 'ok' : 'OVER BUDGET';
  const budgetText = budget === null ? '-' : `${budget} KiB`;
  console.log(
    `${screen.padEnd(50)} ${`${(size / KiB).toFixed(1)} KiB`.padStart(11)} ${String(files).padStart(6)} ${budgetText.padStart(9)} ${verdict}`,
  );
}
console.log(`/login fetched: ${login.beforeIdle.join(', ')}; on focus: ${login.onFocus.join(', ') || 'nothing'}`);
console.log(
  `messages per language (gzip): ${LANGUAGES.map(
    (language) =>
      `${language} ${['sign-in', 'common', 'jobs', 'applications', 'profile', 'documents'].map((part) => `${part} ${(messagesOf(language, part) / KiB).toFixed(1)}`).join(', ')} KiB`,
  ).join('; ')}`,
);
process.exit(broken ? 1 : 0);
