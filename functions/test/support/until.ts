/**
 * What a trigger (run by the Functions emulator) did shortly after a change: `read` again every 250 ms until
 * `done` says so or `timeoutMs` passed; answers the last value read, for the test to assert on.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
