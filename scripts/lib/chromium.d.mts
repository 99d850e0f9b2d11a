/** Debian's Chromium (Playwright's own browser download is not available offline), or CHROMIUM_PATH. */
export function chromiumPath(): string;
export const HEADLESS_FLAGS: string[];
