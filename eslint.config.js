import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';

/**
 * The repository's root wherever it is cloned: the zones below resolve against it, not against the shell's
 * directory (so linting from a subfolder, or a clone under a dot-folder such as .work/, checks the same walls).
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The one-way imports in web/src: shared code (lib, stores, components, api) -> features -> app. A
 * feature never imports another feature or the app; shared code never imports a feature or the app.
 */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));
const layering = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  rules: {
    'import-x/no-unresolved': ['error', { ignore: ['^@hr-portal/', '\\?', '^virtual:'] }],
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: './web/src/!(app|features)/**',
            from: ['./web/src/app', './web/src/features'],
            message: 'Shared code (lib, stores, components) must not import features or the app.',
          },
          ...FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: [
              './web/src/app',
              ...FEATURES.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`),
            ],
            message: 'A feature must not import another feature or the app: move what both need to shared code.',
          })),
        ],
      },
    ],
  },
};

/**
 * The tiers of functions/src, one wall each: http (routers and HTTP-only pieces) -> flows (use cases) -> data
 * (one folder per collection owner) -> lib (platform). A data folder imports lib/ and its own files only; lib/
 * imports lib/ only; nothing below http imports it. Folder-level cycles are checked by scripts/dev/folder-cycles.mjs,
 * file-level ones by import-x/no-cycle.
 */
const SERVER = './functions/src';
const DATA_OWNERS = readdirSync(new URL(`${SERVER}/data`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Use cases that continue another: a flow calls another flow's folder only for these (and flows/shared, the rules
 * several use cases apply: composing mail, who sees a job's staff view, settings with their defaults).
 */
const CONTINUATIONS = {
  offers: ['pipeline'], // an accepted offer continues into the hire
  pipeline: ['users', 'documents', 'stage-rules'], // a hire gives the person an employee account and files the resume; a move takes its stage rules' steps
  applications: ['duplicates'], // applying looks for duplicates
  auth: ['users', 'duplicates'], // signing in keeps the users document in step with Auth; sign-up looks for duplicates
  users: ['documents'], // the profile shows the person's first documents
  privacy: ['applications', 'scheduling', 'offers', 'talent-pools', 'survey', 'referrals', 'integrations'], // export and erasure continue into each owner's part
  people: ['users', 'applications', 'mail', 'talent-pools', 'duplicates', 'merges'], // a person's staff profile gathers what each shows of them
  'talent-pools': ['search'], // a suggestion explains itself the way a search result does
  sourcing: ['documents', 'duplicates'], // the resume goes through the caged PDF checks; a new person is checked for duplicates
  merges: ['search', 'duplicates'], // a merge and its undo rebuild both people's search index and duplicate keys
  referrals: ['documents', 'duplicates'], // the resume goes through the caged PDF checks; a new person is checked for duplicates
  onboarding: ['documents'], // a requested document and a policy go through the caged PDF checks; signed copies are filed
  'stage-rules': ['interviews', 'people', 'scheduling'],
  bulk: ['pipeline', 'people'], // a bulk action is many moves or tag changes, each as staff make one // a rule's steps are the flows staff use: seat a panel, tag, send a booking link
};
const FLOWS = readdirSync(new URL(`${SERVER}/flows`, import.meta.url));
const serverLayering = {
  files: ['functions/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } }),
    ],
  },
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: `${SERVER}/lib`,
            from: [`${SERVER}/http`, `${SERVER}/flows`, `${SERVER}/data`, `${SERVER}/migrations`, `${SERVER}/index.ts`],
            message: 'lib/ is the platform: it imports lib/ only.',
          },
          {
            target: `${SERVER}/!(http)/**`,
            from: `${SERVER}/http`,
            message: 'Only index.ts mounts the http tier; flows and data know nothing of HTTP.',
          },
          {
            target: `${SERVER}/http`,
            from: `${SERVER}/data`,
            message: 'The http tier calls flows, never the data tier.',
          },
          {
            target: `${SERVER}/data`,
            from: [`${SERVER}/flows`, `${SERVER}/migrations`, `${SERVER}/index.ts`],
            message: 'The data tier imports lib/ only: a use case that needs more is a flow.',
          },
          ...FLOWS.map((flow) => ({
            target: `${SERVER}/flows/${flow}`,
            from: `${SERVER}/flows`,
            except: [...new Set([flow, 'shared', ...(CONTINUATIONS[flow] ?? [])])].map((folder) => `./${folder}`),
            message:
              'A flow calls another only where its use case continues into that one (CONTINUATIONS in eslint.config.js); shared rules live in flows/shared.',
          })),
          ...DATA_OWNERS.map((owner) => ({
            target: `${SERVER}/data/${owner}`,
            from: `${SERVER}/data`,
            except: [`./${owner}`],
            message: 'A data folder never imports another: the flow that needs both calls each.',
          })),
        ],
      },
    ],
  },
};

/**
 * Each collection has one owner (functions/src/data/owners.json): only its data folder names it, so only that
 * folder can write it; the journal writers in lib/ may name the journals they append to. Elsewhere Firestore is
 * not reached at all.
 */
const OWNERS = JSON.parse(readFileSync(new URL(`${SERVER}/data/owners.json`, import.meta.url), 'utf8'));
const ACCESSORS = ['collections', 'applicationSubcollections', 'collectionGroups', 'settingsDocs'];
/** Selectors for every collection accessor not in `allowed` (e.g. `collections.users`). */
const otherCollections = (allowed) =>
  ACCESSORS.map((accessor) => {
    const own = allowed.filter((name) => name.startsWith(`${accessor}.`)).map((name) => name.split('.')[1]);
    const others = own.length ? `[property.name!=/^(${own.join('|')})$/]` : '';
    return {
      selector: `MemberExpression[object.name='${accessor}']${others}`,
      message: `Not this folder's collection: its owner is named in functions/src/data/owners.json.`,
    };
  });
const collectionOwners = [
  ...Object.entries(OWNERS.data).map(([owner, allowed]) => ({
    files: [`functions/src/data/${owner}/**/*.ts`],
    rules: { 'no-restricted-syntax': ['error', ...otherCollections(allowed)] },
  })),
  {
    files: ['functions/src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/errors.js'],
              message: 'The data tier reports what it found; the flow decides which answer (404, 409) that is.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/lib/**/*.ts'],
    ignores: ['functions/src/lib/collections.ts'],
    rules: { 'no-restricted-syntax': ['error', ...otherCollections([])] },
  },
  ...Object.entries(OWNERS.lib).map(([file, allowed]) => ({
    files: [`functions/src/lib/${file}`],
    rules: { 'no-restricted-syntax': ['error', ...otherCollections(allowed)] },
  })),
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/lib/firebase.js'], importNames: ['db'], message: 'Firestore is reached from data/ only.' },
            { group: ['**/lib/collections.js'], message: "Collections are named in their owner's data folder only." },
          ],
        },
      ],
    },
  },
];

/** The spec asks for alert() on these screens' actions only; everything else reports inline or by toast. */
const specAlerts = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: [
    'web/src/lib/use-upload.ts',
    'web/src/features/job-board/components/{available-jobs-page,select-resume-dialog}.tsx',
    'web/src/features/documents/components/*-documents-page.tsx',
    'web/src/features/applications/components/status-select.tsx',
    'web/src/**/*.test.{ts,tsx}',
  ],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'alert', message: 'Show the message inline (ErrorText) where it happened.' },
    ],
    'no-restricted-globals': ['error', { name: 'alert', message: 'Show the message inline (ErrorText).' }],
  },
};

/**
 * What candidates see speaks their language: a string of English left in these files fails the lint.
 * Staff screens may stay English. Attribute values that are not text (styles, ids, types) and strings without a
 * letter or a space are not messages.
 */
const CANDIDATE_SCREENS = [
  'web/src/features/auth/components/*.tsx',
  'web/src/features/job-board/components/*.tsx',
  'web/src/features/documents/components/{candidate,employee}-documents-page.tsx',
  'web/src/features/documents/components/document-list-status.tsx',
  'web/src/features/applications/components/{my-applications-page,withdraw-button,status-history,application-messages,interview-booking,offer-review,offer-dialog}.tsx',
  'web/src/features/profile/components/{profile-page,profile-facts,action-outcome,security-card,whereabouts-card,profile-documents,your-data-card,survey-card}.tsx',
  'web/src/features/scheduling/components/booking-page.tsx',
  'web/src/features/dashboard/components/dashboard-page.tsx',
  'web/src/app/{app-layout,routes,unauthorized-page}.tsx',
  'web/src/app/areas/{candidate,employee}-area.tsx',
  'web/src/components/language-switcher.tsx',
  'web/src/components/ui/{status-text,list-status,page-heading,upload-progress,view-link,load-failure,data-table}.tsx',
];
const candidateLanguage = {
  files: CANDIDATE_SCREENS,
  ignores: ['**/*.test.tsx'],
  plugins: { lingui },
  rules: {
    'lingui/no-unlocalized-strings': [
      'error',
      {
        // One lower-case word (ids, CSS values, routes), constants, sizes like "2px solid".
        ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^\\d'],
        ignoreNames: [
          {
            regex: {
              pattern:
                '^(className|type|variant|size|colorPalette|as|role|autoComplete|name|id|key|to|href|rel|target|method|inputMode|accept|lang|value|fontWeight|fontSize|color|bg|display|align|alignItems|alignSelf|justify|justifyContent|gap|p[xytblr]?|m[xytblr]?|w|h|maxW|minW|minH|maxH|flex|borderRadius|borderColor|borderStyle|textAlign|wrap|direction|overflowY|wordBreak|cursor|listStyleType|placement|transition|gridTemplateColumns|data-\\w+)$',
            },
          },
        ],
        ignoreFunctions: [
          'console.*',
          'Error',
          'useQuery',
          'encodeURIComponent',
          'params.get',
          'localStorage.*',
          '*.querySelector',
          '*.querySelector*',
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/.bench/**',
      'web/dist/**',
      '.reports/**',
      '.tools/**',
      '.emulator-data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layering,
  candidateLanguage,
  serverLayering,
  ...collectionOwners,
  specAlerts,
  {
    // The server logs through lib/log.ts (structured, with the request's path and id); the command-line
    // migrations print to the person running them.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/migrations/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Small files that do one thing: a source file over 300 lines says why in its header, as the description of
    // its `eslint-disable max-lines -- <reason>` (tables and content, not code). Tests are left out.
    files: [
      'contract/src/**/*.ts',
      'functions/src/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'scripts/**/*.mjs',
      'test-fixtures/**/*.ts',
    ],
    ignores: ['**/*.test.*', 'web/src/test/**'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Test helpers parse arbitrary JSON responses.
    files: ['functions/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
