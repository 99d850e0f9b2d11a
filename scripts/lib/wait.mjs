/** Polls a URL until it answers with one of the accepted statuses, or gives up after timeoutMs. */
export async function waitForUrl(
  url,
  { timeoutMs = 120_000, intervalMs = 500, accept = (status) => status < 500 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (accept(response.status)) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`Timed out waiting for ${url} (${lastError})`);
}
