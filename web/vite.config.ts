import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';
// Relative: the config is bundled by Node-side tooling that cannot load the workspace package's TypeScript.
import { robotsTxt } from '../contract/src/careers';

/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `msg`) into message lookups. Babel runs only on modules importing a
 * macro; the React plugin (oxc) handles the rest. Lingui's own setup for Vite assumes @rolldown/plugin-babel,
 * which needs Node 22.
 */
function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules') || !code.includes('@lingui/')) return null;
      if (!/from '@lingui\/(core|react)\/macro'/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    lingui(),
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
              // Small modules /login and later screens share, one file instead of four of 150-300 bytes each.
              name: 'basics',
              test: /(contract[\\/]src[\\/](domain|languages)\.ts|@zag-js[\\/]dom-query[\\/]dist[\\/](computed-style|shared)\.mjs)$/,
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
    // Some tests wait up to 5 s for an element (a lazy picker's options); the test as a whole gets longer than that,
    // which the full suite under CI load needed (a picker test took over 5 s there).
    testTimeout: 15_000,
    // Two files at a time: Vitest's default on a 2-core machine is one (measured here: 193 s alone, 132 s with two).
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
