import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * DESIGN §2's one-way imports in web/src: shared code (lib, stores, components, api) -> features -> app. A
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
  {
    // Test helpers parse arbitrary JSON responses.
    files: ['functions/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
