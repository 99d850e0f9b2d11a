import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Candidate screens speak English, German, French and Spanish (staff screens stay English). Messages are written
// in English in the code (Lingui macros) and extracted into one catalog per language and part of the app:
// `sign-in` is what /login needs, `common` every signed-in screen, and each candidate screen has its own; each is
// fetched only in the chosen language.
const JOIN_PAGE = 'auth/components/join-page.tsx';

/** The candidate screens whose messages are fetched with them, by the features they come from. */
const SCREEN_PARTS: Record<string, string[]> = {
  jobs: ['job-board'],
  applications: ['applications', 'scheduling'],
  // The pages e-mailed links open (/verify-email, /join) ride with the profile's words: /login never needs them.
  profile: ['profile', 'address-proof', JOIN_PAGE],
  documents: ['documents'],
};

// The translations check (scripts/test/check-translations.mjs) extracts into a copy to compare with these.
const catalogs = process.env.LINGUI_CATALOGS_DIR ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${catalogs}/{locale}/sign-in`,
      include: ['<rootDir>/src/features/auth', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/app'],
      exclude: ['**/*.test.*', '**/app/areas/**', `**/features/${JOIN_PAGE}`],
    },
    // Each candidate screen's own messages come with its code (app/areas/screens.tsx); `common` with every
    // signed-in screen (the dashboards, the API's texts, labels).
    ...Object.entries(SCREEN_PARTS).map(([part, features]) => ({
      path: `${catalogs}/{locale}/${part}`,
      include: features.map((feature) => `<rootDir>/src/features/${feature}`),
      exclude: ['**/*.test.*'],
    })),
    {
      path: `${catalogs}/{locale}/common`,
      include: ['<rootDir>/src/features', '<rootDir>/src/messages', '<rootDir>/src/app/areas'],
      exclude: [
        '**/*.test.*',
        '**/features/auth/**',
        ...Object.values(SCREEN_PARTS)
          .flat()
          .map((f) => `**/features/${f}/**`),
      ],
    },
  ],
});
