import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// Relative: the config is bundled by Node-side tooling that cannot load the workspace package's TypeScript.
import { robotsTxt } from '../contract/src/careers';

export default defineConfig({
  plugins: [
    react(),
    {
      // robots.txt names the sitemap by its absolute address, which only the build knows (VITE_PORTAL_URL).
      name: 'robots-txt',
      generateBundle() {
        const portalUrl = process.env.VITE_PORTAL_URL ?? 'http://127.0.0.1:5000';
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(portalUrl) });
      },
    },
  ],
  build: {
    target: 'es2022',
    // Every browser the es2022 target runs on preloads modules itself (Safari from 17); older ones still run the
    // app, without the preloading. The polyfill's bytes were on the path of /login, which is at its budget.
    modulePreload: { polyfill: false },
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The contract's staff-side constants (stages, interview kit labels, audit actions, document and job
          // limits, privacy) would otherwise share a chunk with what /login loads: the signed-out page never needs them.
          groups: [
            {
              // What every screen, /login first, runs before anything else: one file instead of many small ones.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|stylis|zustand|react-is|@pandacss)[\\/]/,
            },
            {
              name: 'domain',
              test: /contract[\\/]src[\\/](pipeline|interviews|mail|careers|audit|documents|jobs-types|privacy|profile)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev -w web` talks to the emulators' API through the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
