import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
 * The layers in functions/src, one wall each: routers import services; services import repositories and
 * other modules' services; repositories import lib/ only; no module imports another module's repository or
 * router; lib/ imports no module. Firestore (db, collection names) is reached only from repositories and lib/.
 * Folder-level cycles are checked by scripts/folder-cycles.mjs, file-level ones by import-x/no-cycle.
 */
const API = './functions/src/api';
const MODULES = readdirSync(new URL(API, import.meta.url));
const REPOSITORY = '*repository.ts';
const ROUTER = '*router.ts';
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
            target: './functions/src/lib',
            from: [
              './functions/src/api',
              './functions/src/careers',
              './functions/src/app.ts',
              './functions/src/index.ts',
            ],
            message: 'lib/ is the bottom layer: it imports no module.',
          },
          ...MODULES.map((module) => ({
            target: `${API}/${module}`,
            from: MODULES.filter((other) => other !== module).flatMap((other) => [
              `${API}/${other}/**/${REPOSITORY}`,
              `${API}/${other}/**/${ROUTER}`,
            ]),
            message: "A module reaches another only through that module's service.",
          })),
          {
            target: `${API}/*/${ROUTER}`,
            from: `${API}/*/${REPOSITORY}`,
            message: 'A router calls services, never a repository (not even its own).',
          },
          // With a plain folder as `from`, import-x resolves `except` against it; `except` globs are matched as
          // written against absolute paths instead, where `**` misses a checkout under a dot-folder.
          ...MODULES.map((module) => ({
            target: `${API}/${module}/${REPOSITORY}`,
            from: API,
            except: readdirSync(new URL(`${API}/${module}`, import.meta.url))
              .filter((file) => file.endsWith('repository.ts') || file === 'record.ts')
              .map((file) => `./${module}/${file}`),
            message: 'A repository imports lib/ (and its own record mappers) only.',
          })),
          {
            target: `${API}/*/!(${ROUTER})`,
            from: `${API}/*/${ROUTER}`,
            message: 'Only app.ts mounts routers.',
          },
          {
            target: ['./functions/src/careers', './functions/src/migrations'],
            from: [`${API}/*/${REPOSITORY}`, `${API}/*/${ROUTER}`],
            message: 'The careers pages and scripts reach modules through their services.',
          },
        ],
      },
    ],
  },
};
const firestoreInRepositories = {
  files: ['functions/src/api/**/*.ts', 'functions/src/careers/**/*.ts'],
  ignores: ['functions/src/api/**/*repository.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/lib/firebase.js'],
            importNames: ['db'],
            message: 'Firestore is queried in repositories only.',
          },
          { group: ['**/lib/collections.js'], message: 'Collections are named in repositories only.' },
        ],
      },
    ],
  },
};

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
  serverLayering,
  firestoreInRepositories,
  specAlerts,
  {
    // The server logs through lib/log.ts (structured, with the request's path and id); the command-line
    // migrations print to the person running them.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/migrations/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Test helpers parse arbitrary JSON responses.
    files: ['functions/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
