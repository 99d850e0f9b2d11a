import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Candidate screens speak English, German, French and Spanish (staff screens stay English). Messages are written
// in English in the code (Lingui macros) and extracted into one catalog per language and part of the app:
// `sign-in` is what /login needs, `app` the signed-in screens; each is fetched only in the chosen language.
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
      exclude: ['**/*.test.*', '**/app/areas/**'],
    },
    {
      path: `${catalogs}/{locale}/app`,
      include: ['<rootDir>/src/features', '<rootDir>/src/messages', '<rootDir>/src/app/areas'],
      exclude: ['**/*.test.*', '**/features/auth/**'],
    },
  ],
});
