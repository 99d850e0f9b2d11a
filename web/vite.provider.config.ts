import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The provider sign-in page (provider-sign-in.html), built apart from the app into the same dist/: it carries
 * Firebase Auth's redirect code, which the app's build would otherwise put on every signed-in screen (Firebase
 * Auth is one module, and a bundler cannot split one module between chunks).
 */
export default defineConfig({
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    emptyOutDir: false,
    manifest: '.vite/provider-manifest.json',
    rolldownOptions: { input: resolve(import.meta.dirname, 'provider-sign-in.html') },
  },
});
