import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The contract's staff-side constants (stages, interview kit labels, audit actions, document and job
          // limits) would otherwise share a chunk with what /login loads: the signed-out page never needs them.
          groups: [
            { name: 'domain', test: /contract[\\/]src[\\/](pipeline|interviews|mail|audit|documents|jobs-types)\.ts$/ },
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
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
