import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n } from '@lingui/core';
import { apiServer } from './api-server';

// Screens render in English, from the messages in the code (tests run uncompiled, so no catalog is needed).
i18n.loadAndActivate({ locale: 'en', locales: ['en-GB'], messages: {} });

// findBy* and waitFor give up after 5 s rather than 1 s: a lazy screen's chunk (a form loaded on demand) took longer
// than a second to import with two test files beside the emulators on 2 cores. A guard, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());

// jsdom has no layout, so no ResizeObserver; popups (the job picker's list) observe their anchor's size.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
