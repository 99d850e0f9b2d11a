import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server';

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
