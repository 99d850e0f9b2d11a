import type { Page } from '@playwright/test';

/** Accepts every alert/confirm and records its text, so tests can assert the spec's exact messages. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
